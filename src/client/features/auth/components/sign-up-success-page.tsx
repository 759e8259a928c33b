import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';
import { AuthLayout } from './auth-layout';

interface SuccessState {
  title?: string;
  description?: string;
  redirectUrl?: string;
}

/** A generic confirmation whose title, description and optional next step come from navigation state. */
export default function SignUpSuccessPage() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as SuccessState;
  const redirectUrl = state.redirectUrl?.startsWith('/') && !state.redirectUrl.startsWith('//') ? state.redirectUrl : undefined;
  return (
    <AuthLayout title={state.title ?? t('auth.success.title')} description={state.description ?? t('auth.success.description')}>
      <div className="flex flex-col gap-3">
        {redirectUrl ? (
          <Link to={redirectUrl} className={buttonVariants()}>
            {t('auth.success.continue')}
          </Link>
        ) : null}
        <Link to={paths.login.href()} className={buttonVariants({ variant: redirectUrl ? 'secondary' : 'primary' })}>
          {t('auth.success.toLogin')}
        </Link>
        <Link to={paths.home.href()} className="text-center text-sm text-muted hover:text-foreground">
          {t('auth.backHome')}
        </Link>
      </div>
    </AuthLayout>
  );
}
