import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useOpenPortal } from '../api/billing-api';

/** Opens the billing portal (subscribers only). */
export function ManageSubscriptionButton({ size }: { size?: ButtonProps['size'] }) {
  const { t } = useTranslation();
  const portal = useOpenPortal();
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={portal.isPending}
      aria-busy={portal.isPending}
      onClick={() => portal.mutate(undefined, { onError: () => toast.error(t('billing.credits.portalFailed')) })}
    >
      {portal.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
      {t('billing.credits.manage')}
    </Button>
  );
}
