import { XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';

/** /payment/cancelled: the customer left the payment page; nothing was charged. */
export default function PaymentCancelledPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <XCircle aria-hidden className="size-10 text-muted" />
      <h1 className="mt-4 text-2xl font-semibold">{t('billing.cancelled.title')}</h1>
      <p className="mt-3 text-muted">{t('billing.cancelled.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.credits.href()} className={buttonVariants()}>
          {t('billing.cancelled.toCredits')}
        </Link>
        <a href="/#pricing" className={buttonVariants({ variant: 'secondary' })}>
          {t('billing.checkout.backToPricing')}
        </a>
      </div>
    </div>
  );
}
