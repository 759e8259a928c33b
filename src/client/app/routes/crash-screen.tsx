import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportClientError } from '../../lib/error-reporting';
import { buttonVariants } from '../../components/ui/button-variants';

/**
 * The fallback shown when a page crashes while rendering. Return to Home is a plain link: after a
 * crash a full reload is the safest way back.
 */
export function CrashScreen() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-semibold">{t('crash.title')}</h1>
      <p className="mt-4 text-muted">{t('crash.message')}</p>
      <a href="/" className={buttonVariants({ className: 'mt-8' })}>
        {t('crash.home')}
      </a>
    </div>
  );
}

/** The router's error element: reports what broke and shows the fallback. */
export function RouteCrashScreen() {
  const error = useRouteError();
  useEffect(() => {
    reportClientError(error, { kind: 'render' });
  }, [error]);
  return <CrashScreen />;
}
