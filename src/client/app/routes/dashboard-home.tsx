import { Coins, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { buttonVariants } from '../../components/ui/button';
import { useMe } from '../../features/auth/api/get-me';
import { EvaluationPanel } from '../../features/evaluation/components/evaluation-panel';

/** /dashboard: a greeting, the plan and credits, the way to a new kit, and the free evaluation. */
export default function DashboardHome() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const plan = me?.profile.subscriptionPlan ?? 'FREE';
  const credits = me?.profile.availableCredits ?? 0;
  const name = me?.profile.userName || me?.user.name || '';
  const canCreate = plan !== 'FREE' && credits > 0;

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 md:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">
            {name ? t('home.greeting', { name }) : t('home.greetingAnonymous')}
          </h1>
          <p className="mt-1 text-sm text-muted">
            {plan === 'FREE' ? t('plan.free') : t(`plan.${plan}`)} · {t('home.credits', { count: credits })}
          </p>
        </div>
        {canCreate ? (
          <Link to={paths.newProject.href()} className={buttonVariants()}>
            <Plus aria-hidden className="size-4" />
            {t('home.newProject')}
          </Link>
        ) : (
          <Link to={paths.credits.href()} className={buttonVariants({ variant: 'secondary' })}>
            <Coins aria-hidden className="size-4" />
            {plan === 'FREE' ? t('home.upgrade') : t('home.buyCredits')}
          </Link>
        )}
      </header>
      {!canCreate ? (
        <p className="text-sm text-muted">{plan === 'FREE' ? t('home.freeHint') : t('home.noCreditsHint')}</p>
      ) : null}
      <EvaluationPanel />
    </div>
  );
}
