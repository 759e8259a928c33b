import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { buttonVariants } from '../../components/ui/button';
import { useSignedIn } from '../../features/auth/session-hint';

/** The 404 page; the missing path is logged. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  // Signed in → back to the dashboard; otherwise (or until known) the landing page.
  const signedIn = useSignedIn() === true;
  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">{t('notFound.title')}</p>
      <h1 className="mt-6 text-xl text-foreground">{t('notFound.message')}</h1>
      <Link to={signedIn ? paths.dashboard.href() : paths.home.href()} className={buttonVariants({ className: 'mt-8' })}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
