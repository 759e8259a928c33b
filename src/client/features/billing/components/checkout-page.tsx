import { AlertCircle, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { billingMessageKeys } from '../../../../shared/schemas/billing';
import { buttonVariants } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { validationKeyOf } from '../../../lib/error-text';
import { rememberDestination } from '../../auth';
import { createCheckout } from '../api/billing-api';
import { ManageSubscriptionButton } from './manage-subscription-button';

/** Attempts to open a checkout before giving up and showing the failure. */
const ATTEMPTS = 3;
const FIRST_RETRY_MS = 1000;

type Failure =
  | 'missingPriceId'
  | 'loginRequired'
  | 'invalidPricing'
  | 'alreadySubscribed'
  | 'invalidResponse'
  | 'failedAfterRetries'
  | 'paymentServiceUnavailable'
  | 'unknownError';

/** A failure retrying cannot fix, or null (a 5xx, the network): try again. */
function failureOf(error: unknown): Failure | null {
  if (!(error instanceof ApiError) || !error.isClientError) return null;
  if (error.code === 'UNAUTHORIZED') return 'loginRequired';
  if (error.code === 'ALREADY_SUBSCRIBED') return 'alreadySubscribed';
  if (validationKeyOf(error) === billingMessageKeys.missingPriceId) return 'missingPriceId';
  if (error.code === 'CHECKOUT_INVALID_PRICE') return 'invalidPricing';
  return 'unknownError';
}

/** What to say once the attempts are used up: the payment service's own failure, or the retries'. */
function lastFailureOf(error: unknown): Failure {
  return error instanceof ApiError && error.code === 'PAYMENT_SERVICE_UNAVAILABLE'
    ? 'paymentServiceUnavailable'
    : 'failedAfterRetries';
}

/** /checkout: prepares the checkout, then sends the browser to the payment page. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const priceId = params.get('priceId') ?? '';
  const tierName = params.get('tierName') ?? '';
  const tierType = params.get('tierType') === 'one-time' ? 'one-time' : 'subscription';
  const [requestId] = useState(() => params.get('requestId') || crypto.randomUUID());
  const [failure, setFailure] = useState<Failure | null>(priceId ? null : 'missingPriceId');
  const here = location.pathname + location.search;

  useEffect(() => {
    if (!priceId) return;
    let cancelled = false;
    void (async () => {
      let lastError: unknown;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        try {
          const { url } = await createCheckout({ priceId, tierName, tierType, requestId });
          if (cancelled) return;
          if (!url) return setFailure('invalidResponse');
          window.location.assign(url);
          return;
        } catch (error) {
          if (cancelled) return;
          lastError = error;
          const known = failureOf(error);
          // Signing in comes back here, and the purchase goes on: remembered before the page offers the way to sign in.
          if (known === 'loginRequired') rememberDestination(here);
          if (known) return setFailure(known);
          if (attempt < ATTEMPTS)
            await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** (attempt - 1)));
        }
      }
      if (!cancelled) setFailure(lastFailureOf(lastError));
    })();
    return () => {
      cancelled = true;
    };
  }, [priceId, tierName, tierType, requestId, here]);

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      {failure ? (
        <div role="alert" className="flex flex-col items-center">
          <AlertCircle aria-hidden className="size-10 text-danger" />
          <h1 className="mt-4 text-2xl font-semibold">{t('billing.checkout.failedTitle')}</h1>
          <p className="mt-3 text-muted">{t(`billing.messages.${failure}`)}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {failure === 'loginRequired' ? (
              <>
                <Link to={paths.signUp.href()} className={buttonVariants()}>
                  {t('billing.checkout.signUp')}
                </Link>
                <Link to={paths.login.href()} className={buttonVariants({ variant: 'secondary' })}>
                  {t('billing.checkout.logIn')}
                </Link>
              </>
            ) : failure === 'alreadySubscribed' ? (
              <>
                <ManageSubscriptionButton />
                <Link to={paths.credits.href()} className={buttonVariants({ variant: 'secondary' })}>
                  {t('billing.checkout.toCredits')}
                </Link>
              </>
            ) : (
              <a href="/#pricing" className={buttonVariants()}>
                {t('billing.checkout.backToPricing')}
              </a>
            )}
          </div>
        </div>
      ) : (
        <div role="status" className="flex flex-col items-center">
          <Loader2 aria-hidden className="size-10 animate-spin text-primary motion-reduce:animate-none" />
          <h1 className="mt-4 text-2xl font-semibold">{t('billing.checkout.preparing')}</h1>
          <p className="mt-3 text-muted">{t('billing.checkout.redirecting', { tier: tierName || priceId })}</p>
        </div>
      )}
    </div>
  );
}
