import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type PathName } from '../../../shared/paths';

/** A page whose issue has not landed yet: names itself and offers a way back. */
export function InProgressPage({ page }: { page: Exclude<PathName, 'home'> }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t('inProgress.heading', { page: t(`pages.${page}`) })}</h1>
      <p className="mt-4 text-muted">{t('inProgress.body')}</p>
      <Link to={paths.home.href()} className="mt-6 inline-block text-primary underline-offset-4 hover:underline">
        {t('inProgress.back')}
      </Link>
    </div>
  );
}
