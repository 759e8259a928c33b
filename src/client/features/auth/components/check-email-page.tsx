import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { resendVerification } from '../api/auth-api';
import { AuthLayout } from './auth-layout';
import { errorText } from '../../../lib/error-text';

/** Seconds before another confirmation email may be asked for. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Reached after sign-up or an unconfirmed login: tells the person to confirm, and offers a resend. */
export default function CheckEmailPage() {
  const { t } = useTranslation();
  const { email, context } = (useLocation().state ?? {}) as { email?: string; context?: 'login' | 'signup' };
  const [cooldown, setCooldown] = useState(context === 'signup' ? RESEND_COOLDOWN_SECONDS : 0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const resend = async () => {
    if (!email) return;
    setSending(true);
    try {
      await resendVerification({ email });
      toast.success(t('auth.checkEmail.resent'));
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      toast.error(t('auth.checkEmail.resendFailed'), { description: errorText(t, error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout
      title={t('auth.checkEmail.title')}
      description={email ? t('auth.checkEmail.sentTo', { email }) : t('auth.checkEmail.generic')}
    >
      <p className="text-sm text-muted">{context === 'login' ? t('auth.checkEmail.loginHint') : t('auth.checkEmail.hint')}</p>
      {email ? (
        <Button variant="secondary" className="mt-6 w-full" onClick={() => void resend()} disabled={sending || cooldown > 0}>
          {cooldown > 0 ? t('auth.checkEmail.resendIn', { seconds: cooldown }) : t('auth.checkEmail.resend')}
        </Button>
      ) : null}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login.href()} className="text-primary underline underline-offset-4 hover:text-foreground">
          {t('auth.checkEmail.toLogin')}
        </Link>
      </p>
    </AuthLayout>
  );
}
