import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

/** Cards loading in the dashboard's grid (1 / 2 / 4 columns). */
export function CardGridSkeleton({ count = 4, className }: { count?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={cn('h-40 rounded-2xl', className)} />
      ))}
    </div>
  );
}
