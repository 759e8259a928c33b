import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { Price } from '../../../../shared/pricing';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { CHECKOUT_BUTTON_LOCK_MS } from '../../../lib/ui-constants';
import { askSignedIn, rememberDestination, useSignedIn } from '../../auth';
import { checkoutHref } from '../../billing';

export interface BuyButtonProps {
  price: Price;
  /** The tier's name as the checkout shows it. */
  tierName: string;
  /** The button's text while idle, e.g. 'Buy Builder Bundle'. */
  label: string;
  variant?: 'primary' | 'secondary';
  className?: string;
}

/**
 * A pricing buy button: idle → processing (spinner, disabled, repeat clicks ignored) →
 * the checkout for the price when signed in; a visitor is told to log in or register and sent to
 * sign-up, with the checkout kept as where to go after signing in. It unlocks after 10 s whatever
 * happened, e.g. when the visitor comes back to this page.
 */
export function BuyButton({ price, tierName, label, variant = 'secondary', className }: BuyButtonProps) {
  const { t } = useTranslation('pricing');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  // A ref, not the state: two clicks in one tick both see the state as it was before them.
  const attempt = useRef(0);
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      clearTimeout(unlockTimer.current);
      attempt.current += 1;
    },
    [],
  );

  const onClick = async () => {
    if (locked.current) return;
    locked.current = true;
    const current = ++attempt.current;
    setProcessing(true);
    unlockTimer.current = setTimeout(() => {
      attempt.current += 1;
      locked.current = false;
      setProcessing(false);
    }, CHECKOUT_BUTTON_LOCK_MS);

    const href = checkoutHref(price, tierName);
    // Asked now, not taken from the page's first look: the visitor may have signed in or out since.
    // When the answer does not come, the checkout page itself asks visitors to sign in.
    const signedIn = (await askSignedIn()) ?? true;
    if (current !== attempt.current) return;
    if (signedIn) {
      void navigate(href);
      return;
    }
    rememberDestination(href);
    toast.info(tCommon('billing.messages.loginRequired'));
    void navigate(paths.signUp.href());
  };

  return (
    <Button
      variant={variant}
      className={cn('w-full', className)}
      disabled={processing}
      aria-busy={processing}
      onClick={() => void onClick()}
    >
      {processing ? (
        <>
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t('buy.processing')}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

/** The Free card's button: the dashboard when signed in, else sign-up (and the dashboard after it). */
export function StartFreeLink({ label, className }: { label: string; className?: string }) {
  const signedIn = useSignedIn();
  return (
    <Link
      to={signedIn ? paths.dashboard.href() : paths.signUp.href()}
      onClick={() => {
        if (!signedIn) rememberDestination(paths.dashboard.href());
      }}
      className={cn(buttonVariants({ variant: 'secondary' }), 'w-full', className)}
    >
      {label}
    </Link>
  );
}
