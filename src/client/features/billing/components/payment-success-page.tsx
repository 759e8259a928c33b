import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { formatUsd } from '../../../../shared/pricing';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useCheckoutResult, useRefreshBalance } from '../api/billing-api';

/**
 * /payment/success?session_id=…: what was bought and the balance now. Reading it fulfils the checkout
 * if the webhook has not yet, so a reload (or a late webhook) never grants twice.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const checkout = useCheckoutResult(sessionId);
  const refreshBalance = useRefreshBalance();
  const paid = checkout.data?.status === 'paid';
  // Once, when the payment shows as paid.
  useEffect(() => {
    if (paid) void refreshBalance();
  }, [paid, refreshBalance]);

  const frame = (icon: React.ReactNode, title: string, body: React.ReactNode, role: 'status' | 'alert' = 'status') => (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <div role={role} className="flex flex-col items-center">
        {icon}
        <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
        <div className="mt-3 space-y-2 text-muted">{body}</div>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.dashboard.href()} className={buttonVariants()}>
          {t('billing.success.toDashboard')}
        </Link>
        <Link to={paths.credits.href()} className={buttonVariants({ variant: 'secondary' })}>
          {t('billing.success.toCredits')}
        </Link>
      </div>
    </div>
  );

  if (!sessionId)
    return frame(
      <XCircle aria-hidden className="size-10 text-muted" />,
      t('billing.success.missingTitle'),
      <p>{t('billing.success.missing')}</p>,
    );
  if (checkout.isPending) {
    return frame(
      <Loader2 aria-hidden className="size-10 animate-spin text-primary motion-reduce:animate-none" />,
      t('billing.success.confirming'),
      <p>{t('billing.success.confirmingBody')}</p>,
    );
  }
  if (checkout.isError) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return frame(
      <XCircle aria-hidden className="size-10 text-danger" />,
      t(missing ? 'billing.success.missingTitle' : 'billing.success.loadFailed'),
      <>
        <p>{t(missing ? 'billing.success.missing' : 'billing.success.loadFailedBody')}</p>
        {missing ? null : (
          <Button variant="secondary" size="sm" onClick={() => void checkout.refetch()}>
            {t('billing.success.retry')}
          </Button>
        )}
      </>,
      'alert',
    );
  }
  const result = checkout.data;
  if (result.status === 'paid') {
    return frame(
      <CheckCircle2 aria-hidden className="size-10 text-accent" />,
      t('billing.success.title'),
      <>
        <p className="text-foreground">
          {result.mode === 'payment'
            ? t('billing.success.bundle', {
                tier: result.tierName,
                count: result.credits,
                price: formatUsd(result.amountCents),
              })
            : t('billing.success.plan', { tier: result.tierName, price: formatUsd(result.amountCents) })}
        </p>
        <p>{t('billing.success.balance', { count: result.balance })}</p>
        {result.plan !== 'FREE' ? <p>{t('billing.success.planNow', { plan: t(`plan.${result.plan}`) })}</p> : null}
      </>,
    );
  }
  if (result.status === 'refunded') {
    return frame(
      <XCircle aria-hidden className="size-10 text-muted" />,
      t('billing.success.refundedTitle'),
      <p>{t('billing.success.refunded')}</p>,
      'alert',
    );
  }
  if (result.status === 'pending') {
    return frame(
      <Clock aria-hidden className="size-10 text-primary" />,
      t('billing.success.pendingTitle'),
      <p>{t('billing.success.pending')}</p>,
    );
  }
  return frame(
    <XCircle aria-hidden className="size-10 text-danger" />,
    t('billing.success.notPaidTitle'),
    <p>{t(result.status === 'failed' ? 'billing.success.failed' : 'billing.success.notPaid')}</p>,
    'alert',
  );
}
