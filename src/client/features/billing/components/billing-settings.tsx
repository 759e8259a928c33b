import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCredits } from '../api/billing-api';
import { ManageSubscriptionButton } from './manage-subscription-button';

/** The settings page's billing part: plan, balance, and the ways to buy or manage a subscription. */
export function BillingSettings() {
  const { t, i18n } = useTranslation();
  const credits = useCredits();
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
        {subscription ? <ManageSubscriptionButton size="sm" /> : null}
        <Link to={paths.credits.href()} className={buttonVariants({ size: 'sm' })}>
          <Coins aria-hidden className="size-4" />
          {t('pages.credits')}
        </Link>
      </div>
    </div>
  );
}
