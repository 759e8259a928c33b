import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pricingSection } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';

/** The roadmap is a plan feature: what a reader whose plan lacks it sees, leading to the plans (not Buy Credits). */
export function RoadmapPlanLock() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Lock}
      title={t('roadmap.planTitle')}
      action={
        <Link to={pricingSection.href()} className={buttonVariants()}>
          {t('roadmap.seePlans')}
        </Link>
      }
    >
      {t('errors.ROADMAP_PLAN')}
    </EmptyState>
  );
}
