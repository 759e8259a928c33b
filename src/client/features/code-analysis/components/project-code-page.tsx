import { GitBranch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { CodeReportDto, CodeReportSummary, TaskCodeReport, TaskCodeStatus } from '../../../../shared/schemas/code-analysis';
import { BackLink } from '../../../components/ui/back-link';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { cn } from '../../../lib/cn';
import { ProjectNotFound, projectCan, useProject } from '../../projects';
import { useCodeReports } from '../api/code-reports';
import { CodeAnalysisPlanLock } from './code-analysis-plan-lock';

const statusStyles: Record<TaskCodeStatus, string> = {
  tested: 'border-primary/60 bg-primary-strong/15 text-foreground',
  implemented: 'border-border bg-surface-raised text-foreground',
  missing: 'border-danger/50 bg-danger/10 text-danger',
};

/** /dashboard/code-analysis/:projectId: the latest `specforge check` report of a project, and its history. */
export default function ProjectCodePage() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation();
  const project = useProject(projectId);
  const can = projectCan(project.data);
  const open = can('code.read');
  const reports = useCodeReports(projectId, { enabled: open });

  if (project.error instanceof ApiError && project.error.isMissing) return <ProjectNotFound />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 md:px-6 md:py-8">
      <BackLink to={paths.codeAnalysis.href()}>{t('pages.codeAnalysis')}</BackLink>
      <h1 className="mt-3 text-2xl font-semibold break-words md:text-3xl">
        {project.data ? t('codeAnalysis.title', { name: project.data.name }) : t('pages.projectCode')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('codeAnalysis.subtitle')}</p>
      <div className="mt-6">
        {project.isPending || (open && reports.isPending) ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        ) : project.isError ? (
          <LoadError message={errorText(t, project.error)} onRetry={() => void project.refetch()} />
        ) : !open ? (
          <CodeAnalysisPlanLock />
        ) : reports.isError ? (
          <LoadError message={errorText(t, reports.error)} onRetry={() => void reports.refetch()} />
        ) : reports.data?.latest ? (
          <Report report={reports.data.latest} history={reports.data.history} />
        ) : (
          <HowToCheck />
        )}
      </div>
    </div>
  );
}

/** No report yet: how to make one. */
function HowToCheck() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={GitBranch}
      title={t('codeAnalysis.emptyTitle')}
      action={
        <Link to={paths.settings.href()} className={buttonVariants({ variant: 'secondary' })}>
          {t('codeAnalysis.tokens')}
        </Link>
      }
    >
      <p>{t('codeAnalysis.emptyBody')}</p>
      <pre className="mt-3 overflow-x-auto rounded-lg bg-surface-raised px-3 py-2 text-left text-foreground">
        <code>specforge check</code>
      </pre>
      <p className="mt-3">{t('codeAnalysis.emptyPrivacy')}</p>
    </EmptyState>
  );
}

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}

function Counts({ counts }: { counts: CodeReportSummary['counts'] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2 text-xs">
      {(['tested', 'implemented', 'missing'] as const).map((status) => (
        <li key={status} className={cn('rounded-full border px-2.5 py-1 font-medium', statusStyles[status])}>
          {t(`codeAnalysis.count.${status}`, { count: counts[status] })}
        </li>
      ))}
      <li className="rounded-full border border-border px-2.5 py-1 font-medium text-muted">
        {t('codeAnalysis.count.drift', { count: counts.drift })}
      </li>
    </ul>
  );
}

function Report({ report, history }: { report: CodeReportDto; history: CodeReportSummary[] }) {
  const { t } = useTranslation();
  const date = useDate();
  return (
    <div className="space-y-6">
      <section aria-labelledby="code-latest" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
        <h2 id="code-latest" className="font-semibold">
          {t('codeAnalysis.latest')}
        </h2>
        <p className="mt-1 text-sm break-words text-muted">
          {t('codeAnalysis.checked', { date: date(report.createdAt), count: report.files })}
          {report.commit ? ` · ${report.branch ? `${report.branch} ` : ''}${report.commit.slice(0, 7)}` : ''}
        </p>
        <div className="mt-3">
          <Counts counts={report.counts} />
        </div>
      </section>

      <section aria-labelledby="code-tasks">
        <h2 id="code-tasks" className="text-lg font-semibold">
          {t('codeAnalysis.tasks')}
        </h2>
        <ul className="mt-3 space-y-2">
          {report.tasks.map((task) => (
            <TaskRow key={task.ref} task={task} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="code-drift">
        <h2 id="code-drift" className="text-lg font-semibold">
          {t('codeAnalysis.drift')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('codeAnalysis.driftHint')}</p>
        {report.drift.length === 0 ? (
          <p className="mt-3 text-sm">{t('codeAnalysis.noDrift')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-surface text-sm">
            {report.drift.map((item) => (
              <li key={`${item.kind} ${item.name}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2">
                <span className="text-xs text-muted uppercase">{t(`codeAnalysis.kind.${item.kind}`)}</span>
                <code className="break-all">{item.name}</code>
                <span className="text-xs break-all text-muted">
                  {item.file}:{item.line}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="code-history">
        <h2 id="code-history" className="text-lg font-semibold">
          {t('codeAnalysis.history')}
        </h2>
        <ol className="mt-3 divide-y divide-border rounded-2xl border border-border bg-surface text-sm">
          {history.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <span>
                {date(entry.createdAt)}
                {entry.commit ? <span className="text-muted"> · {entry.commit.slice(0, 7)}</span> : null}
              </span>
              <Counts counts={entry.counts} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function TaskRow({ task }: { task: TaskCodeReport }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl border border-border bg-surface p-4" data-task={task.ref}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-medium break-words">
          <span className="text-muted">{task.ref}</span> {task.title}
        </h3>
        <span className={cn('shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-medium', statusStyles[task.status])}>
          {t(`codeAnalysis.status.${task.status}`)}
        </span>
      </div>
      <p className="mt-1 text-xs text-muted">
        {t('codeAnalysis.found', { found: task.implemented.length, planned: task.planned.length })} ·{' '}
        {t('codeAnalysis.tested', { tested: task.tested.length, criteria: task.criteria.length })}
      </p>
      {task.missing.length > 0 ? (
        <div className="mt-2 text-sm">
          <span className="font-medium">{t('codeAnalysis.missing')}</span>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {task.missing.map((item) => (
              <li key={`${item.kind} ${item.name}`} className="rounded-md bg-surface-raised px-2 py-0.5 text-xs break-all">
                {t(`codeAnalysis.kind.${item.kind}`)} <code>{item.name}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
