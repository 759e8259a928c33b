import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useMe } from '../api/get-me';
import { guardRedirect } from '../access';
import { rememberDestination } from '../redirects';

/** The route guard for /dashboard: signed-out visitors log in first; plans open what they pay for. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useMe();
  // Credits are judged as they were when the page was entered: spending the last one on the
  // new-project page must lead to the project, not bounce the user to Buy Credits.
  const [entered, setEntered] = useState<{ key: string; credits: number }>();
  if (me.data && entered?.key !== location.key) {
    setEntered({ key: location.key, credits: me.data.profile.availableCredits });
  }

  if (me.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center text-muted">
        {t('loading')}
      </div>
    );
  }
  if (me.isError) {
    rememberDestination(location.pathname + location.search);
    return <Navigate to={paths.login.href()} replace />;
  }
  const credits = entered?.key === location.key ? entered.credits : me.data.profile.availableCredits;
  const redirect = guardRedirect(location.pathname, { ...me.data.profile, availableCredits: credits });
  if (redirect && redirect !== location.pathname) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
