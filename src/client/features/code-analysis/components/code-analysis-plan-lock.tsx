import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pricingSection } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/page-states';

/** Code analysis is a plan feature: what a reader whose plan lacks it sees, leading to the plans. */
export function CodeAnalysisPlanLock() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Lock}
      title={t('codeAnalysis.planTitle')}
      action={
        <Link to={pricingSection.href()} className={buttonVariants()}>
          {t('roadmap.seePlans')}
        </Link>
      }
    >
      {t('errors.CODE_ANALYSIS_PLAN')}
    </EmptyState>
  );
}
