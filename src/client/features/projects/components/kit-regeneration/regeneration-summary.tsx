import { AlertTriangle, CheckCircle2, Loader2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../../shared/paths';
import type { DocumentKind } from '../../../../../shared/schemas/kit';
import type { KitRegenerationDto } from '../../../../../shared/schemas/projects';
import { cn } from '../../../../lib/cn';
import { HISTORY_PARAM } from '../history/history-action';
import { OFFER_PARAM } from './document-offer';

/** The document's tab with its version history open: where the new version is compared with the last. */
export function documentHistoryHref(projectId: string, kind: string): string {
  return `${paths.project.href(projectId)}?tab=${kind}&${HISTORY_PARAM}=1`;
}

/** The document's tab with the regeneration's offer open beside the founder's text (ADR 0034). */
export function documentOfferHref(projectId: string, kind: string): string {
  return `${paths.project.href(projectId)}?tab=${kind}&${OFFER_PARAM}=1`;
}

/**
 * What the newest regeneration of the kit changed: while it runs, that it runs; once done, the
 * documents written again (each linking to its history and diff), the documents edited by hand
 * that kept their text (each linking to its offer while undecided), and the tasks added to To do,
 * kept with their status, and archived; when it failed, why, and that it was not counted.
 */
export function RegenerationSummary({
  projectId,
  regeneration,
  waiting,
}: {
  projectId: string;
  regeneration: KitRegenerationDto;
  /** The documents whose offered text still waits for the founder's decision. */
  waiting: DocumentKind[];
}) {
  const { t } = useTranslation();
  const { documents, offered, tasks } = regeneration.summary;

  if (regeneration.status === 'queued') {
    return (
      <section role="status" className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 text-sm">
        <Loader2 aria-hidden className="size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none" />
        {t('projects.kitRegeneration.running')}
      </section>
    );
  }
  if (regeneration.status === 'failed') {
    return (
      <section role="alert" className="flex items-start gap-3 rounded-2xl border border-danger/50 bg-danger/10 p-4 text-sm">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
        <div>
          <h2 className="font-semibold">{t('projects.kitRegeneration.failedTitle')}</h2>
          <p className="mt-1 break-words">{regeneration.error ?? t('projects.failed.unknown')}</p>
          <p className="mt-1 text-muted">{t('projects.kitRegeneration.notCounted')}</p>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="regeneration-summary-title"
      className="rounded-2xl border border-border bg-surface p-4 text-sm sm:p-5"
      data-testid="regeneration-summary"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0 space-y-2">
          <h2 id="regeneration-summary-title" className="font-semibold">
            {t('projects.kitRegeneration.doneTitle')}
          </h2>
          {documents.length > 0 ? (
            <div>
              <p>{t('projects.kitRegeneration.documentsChanged', { count: documents.length })}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {documents.map((kind) => (
                  <li key={kind}>
                    <Link
                      to={documentHistoryHref(projectId, kind)}
                      className="rounded-md border border-border px-2 py-1 underline-offset-2 hover:underline"
                    >
                      {t(`projects.documents.${kind}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p>{t('projects.kitRegeneration.documentsUnchanged')}</p>
          )}
          {offered.length > 0 ? (
            <div data-testid="regeneration-offered">
              <p>{t('projects.kitRegeneration.offered', { count: offered.length })}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {offered.map((kind) => {
                  const pending = waiting.includes(kind);
                  return (
                    <li key={kind}>
                      <Link
                        to={pending ? documentOfferHref(projectId, kind) : documentHistoryHref(projectId, kind)}
                        className={cn(
                          'inline-flex items-center gap-1.5 rounded-md border px-2 py-1 underline-offset-2 hover:underline',
                          pending ? 'border-primary/60 bg-primary-strong/10' : 'border-border',
                        )}
                      >
                        {pending ? <Sparkles aria-hidden className="size-3.5 text-primary" /> : null}
                        {t(`projects.documents.${kind}`)}
                        <span className="text-xs text-muted">
                          ·{' '}
                          {t(
                            pending ? 'projects.kitRegeneration.offerWaiting' : 'projects.kitRegeneration.offerDecided',
                          )}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          <p>
            {t('projects.kitRegeneration.tasks', {
              added: tasks.added,
              kept: tasks.kept,
              archived: tasks.archived,
            })}{' '}
            <Link to={paths.projectTasks.href(projectId)} className="text-primary underline-offset-2 hover:underline">
              {t('projects.kitRegeneration.openBoard')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
