import { ShieldCheck, ShieldHalf, ShieldQuestionMark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TaskEvidenceDto } from '../../../../shared/schemas/tasks';
import { cn } from '../../../lib/cn';

const stateStyles = {
  claimed: { icon: ShieldQuestionMark, className: 'border-border text-muted' },
  partial: { icon: ShieldHalf, className: 'border-primary/50 text-primary' },
  verified: { icon: ShieldCheck, className: 'border-accent/60 text-accent' },
} as const;

const resultStyles = {
  passed: 'text-accent',
  failed: 'text-danger',
  not_run: 'text-muted',
  no_test: 'text-muted',
} as const;

/** A done card's evidence state, the way the board reads how well "done" is backed (ADR 0054). */
export function EvidenceBadge({ evidence }: { evidence: TaskEvidenceDto }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = stateStyles[evidence.state];
  return (
    <span
      data-testid="evidence-badge"
      data-state={evidence.state}
      title={t(`tasks.evidence.stateHint.${evidence.state}`)}
      className={cn('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-medium', className)}
    >
      <Icon aria-hidden className="size-3" />
      {t(`tasks.evidence.state.${evidence.state}`)}
    </span>
  );
}

/** A done task's evidence in its details: the state, each criterion's tests and result, the commits and files. */
export function EvidenceDetails({ evidence, taskRef }: { evidence: TaskEvidenceDto; taskRef: string }) {
  const { t } = useTranslation();
  const empty = evidence.commits.length === 0 && evidence.files.length === 0 && evidence.criteria.every((c) => c.tests.length === 0);
  return (
    <section data-testid="evidence" aria-labelledby={`evidence-${taskRef}`}>
      <h4 id={`evidence-${taskRef}`} className="mb-1 text-xs font-medium text-muted uppercase">
        {t('tasks.evidence.title')}: {t(`tasks.evidence.state.${evidence.state}`)}
      </h4>
      <p className="mb-2 text-xs text-muted">{t(`tasks.evidence.stateHint.${evidence.state}`)}</p>
      {empty ? <p className="text-xs text-muted">{t('tasks.evidence.none', { ref: taskRef })}</p> : null}
      {evidence.criteria.length && !empty ? (
        <ul className="mb-2 space-y-1 text-xs" data-testid="evidence-criteria">
          {evidence.criteria.map((criterion) => (
            <li key={criterion.id}>
              <code className="mr-1.5 text-foreground">{criterion.id}</code>
              {criterion.tests.length ? <span className="text-muted">{criterion.tests.join('; ')} · </span> : null}
              <span className={resultStyles[criterion.result]}>{t(`tasks.evidence.result.${criterion.result}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {evidence.commits.length ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted">{t('tasks.evidence.commits', { count: evidence.commits.length })}</summary>
          <ul className="mt-1 space-y-0.5">
            {evidence.commits.map((commit) => (
              <li key={commit.sha}>
                <code className="mr-1.5 text-muted">{commit.sha.slice(0, 7)}</code>
                {commit.subject}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {evidence.files.length ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted">{t('tasks.evidence.files', { count: evidence.files.length })}</summary>
          <ul className="mt-1 space-y-0.5 break-all">
            {evidence.files.map((file) => (
              <li key={file}>
                <code>{file}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
