import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { SearchInput } from '../../../components/ui/search-input';
import { useCan } from '../../auth';
import { useProjects } from '../api/list-projects';
import { ProjectStatusBadge } from './project-status-badge';
import { TeamBadge } from './team-badge';
import { errorText } from '../../../lib/error-text';

/** /dashboard/projects: every project with its status and dates (the own and the teams'), searchable by name or idea. */
export default function ProjectsPage() {
  const { t, i18n } = useTranslation();
  const projects = useProjects();
  const [query, setQuery] = useState('');
  const canCreate = useCan()('createProject');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const needle = query.trim().toLowerCase();
  const shown = (projects.data ?? []).filter((p) => !needle || `${p.name} ${p.idea}`.toLowerCase().includes(needle));
  const newProject = (
    <Link to={canCreate ? paths.newProject.href() : paths.credits.href()} className={buttonVariants()}>
      <Plus aria-hidden className="size-4" />
      {canCreate ? t('pages.newProject') : t('home.buyCredits')}
    </Link>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold md:text-3xl">{t('pages.projects')}</h1>
          <p className="mt-1 text-muted">{t('projects.list.subtitle')}</p>
        </div>
        {projects.data?.length ? newProject : null}
      </header>

      {projects.data?.length ? (
        <SearchInput label={t('projects.list.search')} value={query} onChange={setQuery} className="mt-6 sm:w-80" />
      ) : null}

      <div className="mt-6">
        {projects.isPending ? (
          <CardGridSkeleton />
        ) : projects.isError ? (
          <LoadError message={errorText(t, projects.error)} onRetry={() => void projects.refetch()} />
        ) : projects.data.length === 0 ? (
          <EmptyState icon={FolderOpen} title={t('projects.list.emptyTitle')} action={newProject}>
            {canCreate ? t('projects.list.emptyBody') : t('projects.list.emptyNoCredits')}
          </EmptyState>
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border p-8 text-center text-sm text-muted">
            {t('projects.list.noMatch', { query: query.trim() })}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
            {shown.map((project) => (
              <li key={project.id}>
                <Link
                  to={paths.project.href(project.id)}
                  className="flex h-full flex-col rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary/60"
                >
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="min-w-0 font-semibold break-words">{project.name}</h2>
                    <ProjectStatusBadge status={project.status} />
                  </div>
                  <p className="mt-2 line-clamp-3 text-sm text-muted">{project.idea}</p>
                  <TeamBadge access={project.access} className="mt-3 self-start" />
                  <p className="mt-auto pt-4 text-xs text-muted">
                    {t('projects.list.created', { date: date(project.createdAt) })} ·{' '}
                    {t('projects.list.updated', { date: date(project.updatedAt) })}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
