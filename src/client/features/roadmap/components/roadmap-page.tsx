import { FolderPlus, Milestone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { projectCan, useProjects } from '../../projects';
import { RoadmapPlanLock } from './roadmap-plan-lock';
import { RoadmapView } from './roadmap-view';

/**
 * /dashboard/roadmap: one project's roadmap at a time, picked from the projects whose roadmap the
 * reader may open: its own on Founder and Growth, and its teams' whose owner's plan has it (ADR 0026).
 */
export default function RoadmapPage() {
  const { t } = useTranslation();
  const projects = useProjects();
  const [searchParams, setSearchParams] = useSearchParams();
  const all = projects.data ?? [];
  const list = all.filter((project) => projectCan(project)('roadmap.read'));
  const asked = searchParams.get('project');
  // The project named in the address, else the newest whose kit is ready, else the newest.
  const selected = list.find((p) => p.id === asked) ?? list.find((p) => p.status === 'ready') ?? list[0];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('pages.roadmap')}</h1>
      <p className="mt-1 text-muted">{t('roadmap.subtitle')}</p>
      <div className="mt-6">
        {projects.isPending ? (
          <Skeleton className="h-72 w-full rounded-2xl" />
        ) : projects.isError ? (
          <LoadError message={errorText(t, projects.error)} onRetry={() => void projects.refetch()} />
        ) : !selected && all.length > 0 ? (
          <RoadmapPlanLock />
        ) : !selected ? (
          <EmptyState
            icon={Milestone}
            title={t('roadmap.noProjectsTitle')}
            action={
              <Link to={paths.newProject.href()} className={buttonVariants()}>
                <FolderPlus aria-hidden className="size-4" />
                {t('pages.newProject')}
              </Link>
            }
          >
            {t('roadmap.noProjectsBody')}
          </EmptyState>
        ) : (
          <>
            <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
              <label className="flex flex-col gap-1 text-xs text-muted">
                {t('roadmap.project')}
                <Select
                  value={selected.id}
                  onChange={(event) => setSearchParams({ project: event.target.value }, { replace: true })}
                >
                  {list.map((project) => (
                    <option key={project.id} value={project.id}>
                      {project.name} · {t(`projects.status.${project.status}`)}
                    </option>
                  ))}
                </Select>
              </label>
              <div className="flex flex-wrap gap-2">
                <Link
                  to={paths.projectTasks.href(selected.id)}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  {t('roadmap.openBoard')}
                </Link>
                <Link
                  to={paths.project.href(selected.id)}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  {t('tasks.board.documents')}
                </Link>
              </div>
            </div>
            <RoadmapView key={selected.id} projectId={selected.id} />
          </>
        )}
      </div>
    </div>
  );
}
