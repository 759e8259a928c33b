import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectDto, StepStatus } from '../../../../shared/schemas/projects';
import { cn } from '../../../lib/cn';

const icons: Record<StepStatus, { Icon: typeof Circle; className: string }> = {
  pending: { Icon: Circle, className: 'text-muted/60' },
  running: { Icon: Loader2, className: 'animate-spin text-primary motion-reduce:animate-none' },
  done: { Icon: CheckCircle2, className: 'text-accent' },
  failed: { Icon: XCircle, className: 'text-danger' },
};

/**
 * The kit's steps with their state, and a progress bar of the steps done. Once every step is done
 * the kit is being checked (and, if the check found problems, its failing parts written again).
 */
export function StepProgress({ project }: { project: Pick<ProjectDto, 'steps' | 'progress'> }) {
  const { t } = useTranslation();
  const { done, total } = project.progress;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <section aria-labelledby="kit-progress-heading" className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="kit-progress-heading" className="font-semibold">
          {t('projects.progress.title')}
        </h2>
        <span className="text-sm text-muted">{t('projects.progress.count', { done, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="kit-progress-heading"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('projects.progress.count', { done, total })}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-raised"
      >
        <div
          className="h-full rounded-full bg-primary-strong transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {done === total && total > 0 ? t('projects.progress.checking') : t('projects.progress.hint')}
      </p>
      <ol className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {project.steps.map(({ step, status }) => {
          const { Icon, className } = icons[status];
          return (
            <li key={step} data-step={step} data-status={status} className="flex items-center gap-2.5 text-sm">
              <Icon aria-hidden className={cn('size-4 shrink-0', className)} />
              <span className={status === 'pending' ? 'text-muted' : undefined}>{t(`projects.steps.${step}`)}</span>
              <span className="sr-only">: {t(`projects.stepStatus.${status}`)}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
