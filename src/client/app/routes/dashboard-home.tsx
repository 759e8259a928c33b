import { ArrowRight, Coins, FolderOpen, ListTodo, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can, hasPaid } from '../../../shared/entitlements';
import { paths } from '../../../shared/paths';
import { buttonVariants } from '../../components/ui/button';
import { CardGridSkeleton } from '../../components/ui/card-grid-skeleton';
import { LoadError } from '../../components/ui/page-states';
import { Skeleton } from '../../components/ui/skeleton';
import { useMe } from '../../features/auth/api/get-me';
import { EvaluationPanel } from '../../features/evaluation/components/evaluation-panel';
import { useProjects } from '../../features/projects/api/list-projects';
import { ProjectStatusBadge } from '../../features/projects/components/project-status-badge';
import { TeamBadge } from '../../features/projects/components/team-badge';
import { useTasksOverview } from '../../features/tasks/api/get-tasks';
import { OnboardingModal } from './onboarding-modal';
import { errorText } from '../../lib/error-text';

/** How many recent projects the home page lists. */
const RECENT_PROJECTS = 4;

/** /dashboard: a greeting, plan and credits, recent projects, next tasks, and the free evaluation. */
export default function DashboardHome() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const plan = me?.profile.subscriptionPlan ?? 'FREE';
  const credits = me?.profile.availableCredits ?? 0;
  const name = me?.profile.userName || me?.user.name || '';
  const canCreate = me ? can(me.profile, 'createProject') : false;
  // Out of credits, a customer buys more; an account that never paid is shown the plans.
  const customer = me ? hasPaid(me.profile) : false;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-6 md:px-6 md:py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold md:text-3xl">
            <Greeting name={name} newAccount={me?.session.newAccount ?? false} />
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
            {customer ? t('home.buyCredits') : t('home.upgrade')}
          </Link>
        )}
      </header>
      {!canCreate ? (
        <p className="text-sm text-muted">{customer ? t('home.noCreditsHint') : t('home.freeHint')}</p>
      ) : null}

      <RecentProjects />
      {me && can(me.profile, 'taskBoard') ? <NextTasks /> : null}
      <EvaluationPanel />
      <OnboardingModal />
    </div>
  );
}

/** "Welcome" on a new account's first visit, "Welcome back" on a returning sign-in (ADR 0049). */
function Greeting({ name, newAccount }: { name: string; newAccount: boolean }) {
  const { t } = useTranslation();
  if (newAccount) return name ? t('home.greetingNew', { name }) : t('home.greetingNewAnonymous');
  return name ? t('home.greeting', { name }) : t('home.greetingAnonymous');
}

function SectionHeading({
  id,
  title,
  link,
  linkLabel,
}: {
  id: string;
  title: string;
  link: string;
  linkLabel: string;
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <Link to={link} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        {linkLabel}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}

function RecentProjects() {
  const { t, i18n } = useTranslation();
  const projects = useProjects();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="recent-projects">
      <SectionHeading
        id="recent-projects"
        title={t('home.recent')}
        link={paths.projects.href()}
        linkLabel={t('home.allProjects')}
      />
      {projects.isPending ? (
        <CardGridSkeleton className="h-28" />
      ) : projects.isError ? (
        <LoadError message={errorText(t, projects.error)} onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <p className="flex items-center gap-3 rounded-2xl border border-dashed border-border p-5 text-sm text-muted">
          <FolderOpen aria-hidden className="size-5 shrink-0 text-primary" />
          {t('home.noProjects')}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
          {projects.data.slice(0, RECENT_PROJECTS).map((project) => (
            <li key={project.id}>
              <Link
                to={paths.project.href(project.id)}
                className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary/60"
              >
                <h3 className="font-semibold break-words">{project.name}</h3>
                <TeamBadge access={project.access} className="self-start" />
                <div className="mt-auto flex items-center justify-between gap-2">
                  <ProjectStatusBadge status={project.status} />
                  <span className="text-xs text-muted">{date(project.updatedAt)}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NextTasks() {
  const { t } = useTranslation();
  const overview = useTasksOverview();
  if (overview.isSuccess && overview.data.next.length === 0) return null;
  return (
    <section aria-labelledby="next-tasks">
      <SectionHeading
        id="next-tasks"
        title={t('home.nextTasks')}
        link={paths.tasksDashboard.href()}
        linkLabel={t('home.allTasks')}
      />
      {overview.isPending ? (
        <div role="status">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-32 rounded-2xl" />
        </div>
      ) : overview.isError ? (
        <LoadError message={errorText(t, overview.error)} onRetry={() => void overview.refetch()} />
      ) : (
        <ul className="divide-y divide-border rounded-2xl border border-border bg-surface">
          {overview.data.next.map((task) => (
            <li key={task.id}>
              <Link
                to={paths.projectTasks.href(task.projectId)}
                className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-surface-raised"
              >
                <ListTodo aria-hidden className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{task.title}</span>
                  <span className="block truncate text-xs text-muted">
                    {task.projectName} · {t(`tasks.columns.${task.status}`)} · {t(`tasks.priority.${task.priority}`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
