import { FolderPlus, GitBranch } from 'lucide-react';
import { CodeAnalysisPlanLock } from './code-analysis-plan-lock';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { errorText } from '../../../lib/error-text';
import { projectCan, useProjects } from '../../projects';

/** /dashboard/code-analysis: the projects whose code can be checked, each opening its reports. */
export default function CodeAnalysisPage() {
  const { t } = useTranslation();
  const projects = useProjects();
  const open = projects.data?.filter((project) => projectCan(project)('code.read')) ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('pages.codeAnalysis')}</h1>
      <p className="mt-1 text-muted">{t('codeAnalysis.subtitle')}</p>
      <div className="mt-6">
        {projects.isPending ? (
          <CardGridSkeleton />
        ) : projects.isError ? (
          <LoadError message={errorText(t, projects.error)} onRetry={() => void projects.refetch()} />
        ) : open.length === 0 && projects.data.length > 0 ? (
          <CodeAnalysisPlanLock />
        ) : open.length === 0 ? (
          <EmptyState
            icon={GitBranch}
            title={t('codeAnalysis.noProjectsTitle')}
            action={
              <Link to={paths.newProject.href()} className={buttonVariants()}>
                <FolderPlus aria-hidden className="size-4" />
                {t('pages.newProject')}
              </Link>
            }
          >
            {t('codeAnalysis.noProjectsBody')}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {open.map((project) => (
              <li key={project.id}>
                <Link
                  to={paths.projectCode.href(project.id)}
                  className="flex h-full flex-col rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary/60"
                >
                  <h2 className="font-semibold break-words">{project.name}</h2>
                  <p className="mt-1 text-xs text-muted">{t(`projects.status.${project.status}`)}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
