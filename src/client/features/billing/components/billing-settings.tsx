import { Coins, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useCredits, useOpenPortal } from '../api/billing-api';

/** The settings page's billing part: plan, balance, and the ways to buy or manage a subscription. */
export function BillingSettings() {
  const { t, i18n } = useTranslation();
  const credits = useCredits();
  const portal = useOpenPortal();
  if (credits.isPending)
    return (
      <div role="status">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (credits.isError)
    return (
      <div role="alert" className="text-sm">
        <p>{t('billing.credits.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void credits.refetch()}>
          {t('workspace.retry')}
        </Button>
      </div>
    );
  const { plan, balance, subscription } = credits.data;
  const renews = subscription?.currentPeriodEnd
    ? new Date(subscription.currentPeriodEnd).toLocaleDateString(i18n.language, { dateStyle: 'long' })
    : null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="text-sm">
        <p className="font-medium">{plan === 'FREE' ? t('plan.free') : t(`plan.${plan}`)}</p>
        <p className="text-muted">
          {t('billing.credits.balance', { count: balance })}
          {renews ? ` · ${t('billing.credits.renews', { date: renews })}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {subscription ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={portal.isPending}
            aria-busy={portal.isPending}
            onClick={() => portal.mutate(undefined, { onError: () => toast.error(t('billing.credits.portalFailed')) })}
          >
            {portal.isPending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            {t('billing.credits.manage')}
          </Button>
        ) : null}
        <Link to={paths.credits.href()} className={buttonVariants({ size: 'sm' })}>
          <Coins aria-hidden className="size-4" />
          {t('pages.credits')}
        </Link>
      </div>
    </div>
  );
}
