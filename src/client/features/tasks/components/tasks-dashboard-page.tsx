import { FolderPlus, KanbanSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { TasksOverviewDto } from '../../../../shared/schemas/tasks';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { useTasksOverview } from '../api/get-tasks';
import { errorText } from '../../../lib/error-text';
import { ProgressBar } from '../../../components/ui/progress-bar';

/** /dashboard/tasks-dashboard: every project's progress, each opening its board (paid plans). */
export default function TasksDashboardPage() {
  const { t } = useTranslation();
  const overview = useTasksOverview();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('pages.tasksDashboard')}</h1>
      <p className="mt-1 text-muted">{t('tasks.dashboard.subtitle')}</p>
      <div className="mt-6">
        {overview.isPending ? (
          <CardGridSkeleton />
        ) : overview.isError ? (
          <LoadError message={errorText(t, overview.error)} onRetry={() => void overview.refetch()} />
        ) : overview.data.projects.length === 0 ? (
          <EmptyState
            icon={KanbanSquare}
            title={t('tasks.dashboard.emptyTitle')}
            action={
              <Link to={paths.newProject.href()} className={buttonVariants()}>
                <FolderPlus aria-hidden className="size-4" />
                {t('pages.newProject')}
              </Link>
            }
          >
            {t('tasks.dashboard.emptyBody')}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
            {overview.data.projects.map((project) => (
              <ProjectProgress key={project.projectId} project={project} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ProjectProgress({ project }: { project: TasksOverviewDto['projects'][number] }) {
  const { t } = useTranslation();
  const percent = project.total ? Math.round((project.counts.done / project.total) * 100) : 0;
  return (
    <li>
      <Link
        to={paths.projectTasks.href(project.projectId)}
        className="flex h-full flex-col rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary/60"
      >
        <h2 className="font-semibold break-words">{project.name}</h2>
        <p className="mt-1 text-xs text-muted">{t(`projects.status.${project.status}`)}</p>
        <div className="mt-auto pt-4">
          <ProgressBar label={t('tasks.dashboard.progressLabel', { name: project.name })} percent={percent} />
          <p className="mt-2 text-xs text-muted">
            {project.total
              ? t('tasks.progress', { done: project.counts.done, count: project.total, percent })
              : t('tasks.dashboard.noTasks')}
          </p>
          <p className="mt-1 text-xs text-muted">
            {t('tasks.dashboard.counts', { todo: project.counts.todo, inProgress: project.counts.in_progress })}
          </p>
        </div>
      </Link>
    </li>
  );
}
