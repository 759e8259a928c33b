import { ListTodo } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { platformLabels, platforms } from '../../../../shared/schemas/kit';
import { taskPriorities } from '../../../../shared/schemas/kit';
import type { TaskStatus } from '../../../../shared/schemas/tasks';
import { buttonVariants } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/back-link';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ProjectNotFound, projectCan, TeamBadge, useProject, usePromptTool } from '../../projects';
import { useTasks } from '../api/get-tasks';
import { useUpdateTask } from '../api/update-task';
import { moveTask, progressOf, setSubtaskStatus, type TaskFilters } from '../board';
import { StartBlockedDialog } from './start-blocked-dialog';
import { TaskBoard } from './task-board';
import { errorText } from '../../../lib/error-text';

/**
 * /dashboard/tasks-dashboard/:projectId: one project's board, for those the project lets read it (a
 * paying owner, the members of its team); those it lets edit it move cards and tick subtasks.
 */
export default function ProjectTasksPage() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation();
  const project = useProject(projectId);
  const tasks = useTasks(projectId);
  const update = useUpdateTask(projectId);
  const [tool, setTool] = usePromptTool();
  const [filters, setFilters] = useState<TaskFilters>({ priority: 'all', feature: 'all' });
  // A blocked task's start waiting for the founder's word (ADR 0045).
  const [asking, setAsking] = useState<{ taskId: string; status: TaskStatus; position: number } | null>(null);

  const missing = [project.error, tasks.error].some((error) => error instanceof ApiError && error.isMissing);
  if (missing) return <ProjectNotFound />;
  const can = projectCan(project.data);
  // The reader's own kit on a plan without the board: the plans are where it is unlocked.
  if (project.data && !can('tasks.read') && !project.data.access.team) return <Navigate to={paths.credits.href()} replace />;
  const editable = can('tasks.edit');

  const save = (
    taskId: string,
    input: { status?: TaskStatus; position?: number; force?: boolean },
    next: typeof tasks.data,
  ) => {
    if (!next) return;
    update.mutate(
      { taskId, input, optimistic: next },
      { onError: (error) => toast.error(t('tasks.board.saveFailed'), { description: errorText(t, error) }) },
    );
  };
  const move = (taskId: string, status: TaskStatus, position: number, force?: boolean) =>
    tasks.data && save(taskId, { status, position, force }, moveTask(tasks.data, taskId, status, position));
  const onMove = (taskId: string, status: TaskStatus, position: number) => {
    const task = tasks.data?.tasks.find((candidate) => candidate.id === taskId);
    const starting = status === 'in_progress' && task?.status !== 'in_progress';
    if (starting && task && task.blockedBy.length > 0) setAsking({ taskId, status, position });
    else move(taskId, status, position);
  };
  const askingTask = asking && tasks.data?.tasks.find((task) => task.id === asking.taskId);
  const onSubtaskChange = (subtaskId: string, status: TaskStatus) =>
    tasks.data && save(subtaskId, { status }, setSubtaskStatus(tasks.data, subtaskId, status));

  const progress = progressOf(tasks.data?.tasks ?? []);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <BackLink to={paths.tasksDashboard.href()}>{t('pages.tasksDashboard')}</BackLink>
      <header className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words md:text-3xl">
            {project.data ? t('tasks.board.title', { name: project.data.name }) : t('pages.projectTasks')}
          </h1>
          {tasks.data ? (
            <p className="mt-1 text-sm text-muted">
              {t('tasks.progress', { done: progress.done, count: progress.total, percent: progress.percent })}
            </p>
          ) : null}
        </div>
        {project.data ? (
          <div className="flex flex-wrap items-center gap-2">
            <TeamBadge access={project.data.access} />
            <Link to={paths.project.href(projectId)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {t('tasks.board.documents')}
            </Link>
          </div>
        ) : null}
      </header>

      {tasks.data && tasks.data.tasks.length > 0 ? (
        <div className="mt-5 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-xs text-muted">
            {t('tasks.filters.priority')}
            <Select
              value={filters.priority}
              onChange={(event) =>
                setFilters((f) => ({ ...f, priority: event.target.value as TaskFilters['priority'] }))
              }
            >
              <option value="all">{t('tasks.filters.allPriorities')}</option>
              {taskPriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`tasks.priority.${priority}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="flex max-w-full flex-col gap-1 text-xs text-muted">
            {t('tasks.filters.feature')}
            <Select
              className="max-w-72"
              value={filters.feature}
              onChange={(event) => setFilters((f) => ({ ...f, feature: event.target.value }))}
            >
              <option value="all">{t('tasks.filters.allFeatures')}</option>
              {tasks.data.features.map((feature) => (
                <option key={feature.id} value={feature.id}>
                  {feature.id} · {feature.name}
                </option>
              ))}
            </Select>
          </label>
          <label className="flex flex-col gap-1 text-xs text-muted sm:ml-auto">
            {t('tasks.filters.tool')}
            <Select value={tool} onChange={(event) => setTool(event.target.value)}>
              {platforms.map((platform) => (
                <option key={platform} value={platform}>
                  {platformLabels[platform]}
                </option>
              ))}
            </Select>
          </label>
        </div>
      ) : null}

      <div className="mt-5">
        {tasks.isPending ? (
          <div role="status" className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <span className="sr-only">{t('loading')}</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-72 rounded-2xl" />
            ))}
          </div>
        ) : tasks.isError ? (
          <LoadError message={errorText(t, tasks.error)} onRetry={() => void tasks.refetch()} />
        ) : tasks.data.tasks.length === 0 ? (
          <EmptyState
            icon={ListTodo}
            title={t('tasks.board.emptyTitle')}
            action={
              <Link to={paths.project.href(projectId)} className={buttonVariants()}>
                {t('tasks.board.documents')}
              </Link>
            }
          >
            {t('tasks.board.emptyBody')}
          </EmptyState>
        ) : (
          <TaskBoard
            board={tasks.data}
            filters={filters}
            tool={tool}
            onMove={editable ? onMove : undefined}
            onSubtaskChange={editable ? onSubtaskChange : undefined}
          />
        )}
        {asking && askingTask && tasks.data ? (
          <StartBlockedDialog
            task={askingTask}
            board={tasks.data.tasks}
            onClose={() => setAsking(null)}
            onConfirm={() => {
              setAsking(null);
              move(asking.taskId, asking.status, asking.position, true);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
