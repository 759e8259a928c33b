import { ArrowLeft, Coins, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brief, BriefQuestion } from '../../../../shared/schemas/brief';
import { Button } from '../../../components/ui/button';
import { BriefReview } from './brief-review/brief-review';
import { briefErrorsOf, noBriefErrors } from './brief-review/brief-errors';
import { QuestionsPanel } from './brief-review/questions-panel';
import { ReviewRowsContext, rowOfPath } from './brief-review/review-rows';
import { questionFeatureId, type BriefAnswer } from '../../../../shared/brief-answers';

export const backendChoices = ['auto', 'yes', 'no'] as const;
export type BackendChoice = (typeof backendChoices)[number];

/**
 * "Here is what we understood": the questions, the brief as short rows that open to edit (ADR 0046),
 * whether a backend is wanted, and the one button that charges, in a bar that stays in view. The brief is checked with the shared schema when the founder asks for
 * the kit, then again at every change until it passes; problems are shown at their fields.
 */
export function ReviewStep({
  brief,
  questions,
  answered,
  onAnswer,
  update,
  backend,
  onBackend,
  credits,
  busy,
  blocked,
  onBack,
  onGenerate,
}: {
  brief: Brief;
  questions: BriefQuestion[];
  answered: string[];
  onAnswer: (question: BriefQuestion, answer: BriefAnswer) => void;
  update: (change: (brief: Brief) => Brief) => void;
  backend: BackendChoice;
  onBackend: (choice: BackendChoice) => void;
  credits: number;
  busy: boolean;
  blocked: boolean;
  onBack: () => void;
  onGenerate: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const errors = useMemo(() => (checked ? briefErrorsOf(brief) : noBriefErrors), [checked, brief]);
  // A question about a feature the founder removed is no longer asked.
  const features = new Set(brief.features.map((feature) => feature.id));
  const asked = questions.filter((question) => {
    const feature = questionFeatureId(question);
    return feature === undefined || features.has(feature);
  });
  const unsureFeatures = new Set(
    asked.filter((question) => !answered.includes(question.id)).flatMap((question) => questionFeatureId(question) ?? []),
  );

  // A refused attempt takes the founder to the first field to fix (its row opened first).
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const generate = () => {
    setChecked(true);
    const problems = briefErrorsOf(brief);
    const first = problems.keys().next().value;
    if (first === undefined) {
      void onGenerate();
      return;
    }
    setOpen(rowOfPath(first));
    setAttempt((n) => n + 1);
  };

  return (
    <div ref={formRef} className="mt-4 space-y-3">
      <p className="text-sm text-muted">{t('projects.wizard.reviewHint')}</p>
      <ReviewRowsContext value={{ open, setOpen, unsureFeatures }}>
        <QuestionsPanel questions={asked} answered={answered} onAnswer={onAnswer} />
        <BriefReview brief={brief} update={update} errors={errors} />
      </ReviewRowsContext>

      <fieldset className="rounded-2xl border border-border bg-surface p-4 sm:p-5">
        <legend className="sr-only">{t('projects.wizard.backendLabel')}</legend>
        <p aria-hidden className="text-base font-semibold">
          {t('projects.wizard.backendLabel')}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-3">
          {backendChoices.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface-raised/60 px-3 py-2.5 text-sm has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name="backend"
                value={choice}
                checked={backend === choice}
                onChange={() => onBackend(choice)}
                className="mt-0.5 size-4 shrink-0 accent-primary-strong"
              />
              <span>
                <span className="block font-medium">{t(`projects.backend.${choice}`)}</span>
                <span className="block text-muted">{t(`projects.backend.${choice}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <p className="text-xs text-muted">{t('projects.wizard.timeHint')}</p>

      {/* The one button that charges, always in view while the founder reads the brief. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-border bg-background/95 px-4 py-3 backdrop-blur md:-mx-6 md:px-6">
        {errors.size > 0 ? (
          <p role="alert" className="mb-2 text-sm text-danger">
            {t('projects.wizard.briefInvalid')}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={onBack} disabled={busy} className="shrink-0 px-3 sm:px-4">
            <ArrowLeft aria-hidden className="size-4" />
            <span className="max-sm:sr-only">{t('projects.wizard.back')}</span>
          </Button>
          <p className="flex min-w-0 flex-1 items-center gap-2 text-xs text-muted sm:text-sm">
            <Coins aria-hidden className="size-4 shrink-0 text-primary max-sm:hidden" />
            <span>
              <span className="max-sm:hidden">{t('projects.wizard.cost')} </span>
              <span>{t('projects.wizard.balance', { count: credits })}</span>
            </span>
          </p>
          <Button onClick={generate} disabled={busy || blocked} aria-busy={busy} className="shrink-0">
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Sparkles aria-hidden className="size-4" />}
            {busy ? t('projects.wizard.generating') : t('projects.wizard.generate')}
          </Button>
        </div>
      </div>
    </div>
  );
}
