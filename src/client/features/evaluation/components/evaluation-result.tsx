import { FileText, Loader2, RotateCcw, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EvaluationDto } from '../../../../shared/schemas/evaluations';
import { Button } from '../../../components/ui/button';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { useGenerateEvaluationDocuments } from '../api/generate-evaluation-documents';
import { evaluationErrorKind } from '../messages';
import { AnotherIdeaOffer } from './another-idea-offer';
import { EvaluationError } from './evaluation-error';
import { ScoreMeter } from './score-meter';

function ListBlock({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-foreground/90 marker:text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The viability assessment, then (on request) the overview and PRD of the idea. */
export function EvaluationResult({
  evaluation,
  plansHref,
  actions,
}: {
  evaluation: EvaluationDto;
  /** Where the plans are: Buy Credits in the app, the landing's pricing for visitors. */
  plansHref: string;
  /** More actions beside its own (the dashboard's: build the kit, fold the report away). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const generate = useGenerateEvaluationDocuments();
  // The evaluation on show is the one free evaluation: another idea goes through a plan.
  const [offerPlans, setOfferPlans] = useState(false);
  const { viability } = evaluation;
  const hasDocuments = evaluation.overview !== null && evaluation.requirements !== null;
  const busy = generate.isPending;

  return (
    <div className="space-y-6">
      <div>
        <h3 className="text-xs font-medium tracking-wide text-muted uppercase">{t('evaluation.result.idea')}</h3>
        {evaluation.productName ? (
          <p className="mt-1 text-lg font-semibold break-words" data-testid="evaluation-name">
            {evaluation.productName}
          </p>
        ) : null}
        <p className="mt-1 text-sm break-words whitespace-pre-line">{evaluation.idea}</p>
      </div>

      <ScoreMeter score={viability.score} />

      <section>
        <h4 className="text-sm font-semibold">{t('evaluation.result.verdict')}</h4>
        <p className="mt-1 text-sm text-foreground/90">{viability.verdict}</p>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <ListBlock title={t('evaluation.result.strengths')} items={viability.strengths} />
        <ListBlock title={t('evaluation.result.risks')} items={viability.risks} />
        <section>
          <h4 className="text-sm font-semibold">{t('evaluation.result.targetMarket')}</h4>
          <p className="mt-2 text-sm text-foreground/90">{viability.targetMarket}</p>
        </section>
        <ListBlock title={t('evaluation.result.competition')} items={viability.competition} />
      </div>

      {generate.isError ? (
        <EvaluationError
          kind={evaluationErrorKind(generate.error)}
          plansHref={plansHref}
          onRetry={() => generate.mutate(evaluation.id)}
        />
      ) : null}
      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden className="size-4 animate-spin text-primary motion-reduce:animate-none" />
          {t('evaluation.documents.processing')}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row">
        {!hasDocuments ? (
          <Button onClick={() => generate.mutate(evaluation.id)} disabled={busy} aria-busy={busy}>
            {busy ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <FileText aria-hidden className="size-4" />
            )}
            {busy ? t('evaluation.documents.generating') : t('evaluation.documents.generate')}
          </Button>
        ) : null}
        {offerPlans ? null : (
          <Button variant="secondary" onClick={() => setOfferPlans(true)} disabled={busy}>
            <RotateCcw aria-hidden className="size-4" />
            {t('evaluation.tryAnother')}
          </Button>
        )}
        {actions}
      </div>
      {offerPlans ? <AnotherIdeaOffer plansHref={plansHref} /> : null}

      {hasDocuments ? (
        <div className="space-y-6">
          <section
            aria-labelledby="evaluation-overview"
            className="rounded-xl border border-border bg-background/40 p-4 sm:p-5"
          >
            <h3 id="evaluation-overview" className="mb-4 text-xs font-medium tracking-wide text-muted uppercase">
              {t('evaluation.documents.overview')}
            </h3>
            <MarkdownView content={evaluation.overview ?? ''} loadingLabel={t('loading')} />
          </section>
          <section
            aria-labelledby="evaluation-prd"
            className="rounded-xl border border-border bg-background/40 p-4 sm:p-5"
          >
            <h3 id="evaluation-prd" className="mb-4 text-xs font-medium tracking-wide text-muted uppercase">
              {t('evaluation.documents.requirements')}
            </h3>
            <MarkdownView content={evaluation.requirements ?? ''} loadingLabel={t('loading')} />
          </section>
          <div className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary-strong/10 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">{t('evaluation.upsell')}</p>
            <Link
              to={plansHref}
              className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <Sparkles aria-hidden className="size-4" />
              {t('evaluation.upsellAction')}
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
