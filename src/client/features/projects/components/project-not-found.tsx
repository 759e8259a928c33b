import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';

/** A project that does not exist or is not the user's (the API answers 404 either way). */
export function ProjectNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t('projects.page.notFound')}</h1>
      <p className="mt-3 text-muted">{t('projects.page.notFoundHint')}</p>
      <Link to={paths.dashboard.href()} className={buttonVariants({ className: 'mt-8' })}>
        {t('projects.page.toDashboard')}
      </Link>
    </div>
  );
}
