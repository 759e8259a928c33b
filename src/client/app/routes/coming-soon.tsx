import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { buttonVariants } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/page-states';

/** /dashboard/documentation: a placeholder reading Coming Soon. */
export function ComingSoonPage({ page }: { page: 'documentation' }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="mb-6 text-2xl font-semibold md:text-3xl">{t(`pages.${page}`)}</h1>
      <EmptyState
        icon={Hourglass}
        title={t('comingSoon.title')}
        action={
          <Link to={paths.dashboard.href()} className={buttonVariants({ variant: 'secondary' })}>
            {t('projects.page.toDashboard')}
          </Link>
        }
      >
        {t(`comingSoon.${page}`)}
      </EmptyState>
    </div>
  );
}
