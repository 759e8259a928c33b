import { Toaster as Sonner } from 'sonner';
import { useIsMobile } from '../../lib/use-media-query';
import { TOAST_LIMIT } from '../../lib/ui-constants';

/** One toast at a time: at the top on small screens, bottom right on wide ones. */
export default function Toaster() {
  const isMobile = useIsMobile();
  return (
    <Sonner
      theme="dark"
      position={isMobile ? 'top-center' : 'bottom-right'}
      visibleToasts={TOAST_LIMIT}
      closeButton
      toastOptions={{
        classNames: {
          toast: 'border border-border bg-surface-raised text-foreground',
          description: 'text-muted',
        },
      }}
    />
  );
}
