import { ArrowLeft, Coins, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BriefAnswer } from '../../../../shared/brief-answers';
import type { Brief, BriefQuestion } from '../../../../shared/schemas/brief';
import { Button } from '../../../components/ui/button';
import { BriefReview } from './brief-review/brief-review';
import { briefErrorsOf, noBriefErrors } from './brief-review/brief-errors';
import { QuestionsPanel } from './brief-review/questions-panel';

export const backendChoices = ['auto', 'yes', 'no'] as const;
export type BackendChoice = (typeof backendChoices)[number];

/**
 * "Here is what we understood": the questions, the brief as a form, whether a backend is wanted, and
 * the one button that charges. The brief is checked with the shared schema when the founder asks for
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
  const formRef = useRef<HTMLDivElement>(null);
  const errors = useMemo(() => (checked ? briefErrorsOf(brief) : noBriefErrors), [checked, brief]);

  // A refused attempt takes the founder to the first field to fix.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const generate = () => {
    setChecked(true);
    if (briefErrorsOf(brief).size > 0) setAttempt((n) => n + 1);
    else void onGenerate();
  };

  return (
    <div ref={formRef} className="mt-6 space-y-4">
      <p className="text-muted">{t('projects.wizard.reviewHint')}</p>
      <QuestionsPanel questions={questions} answered={answered} onAnswer={onAnswer} />
      <BriefReview brief={brief} update={update} errors={errors} />

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

      <div className="flex items-start gap-3 rounded-2xl border border-primary/40 bg-primary-strong/10 p-4">
        <Coins aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-medium">{t('projects.wizard.cost')}</p>
          <p className="mt-1 text-sm text-muted">{t('projects.wizard.balance', { count: credits })}</p>
          <p className="mt-1 text-sm text-muted">{t('projects.wizard.timeHint')}</p>
        </div>
      </div>
      {errors.size > 0 ? (
        <p role="alert" className="text-sm text-danger">
          {t('projects.wizard.briefInvalid')}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('projects.wizard.back')}
        </Button>
        <Button onClick={generate} disabled={busy || blocked} aria-busy={busy}>
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Sparkles aria-hidden className="size-4" />}
          {busy ? t('projects.wizard.generating') : t('projects.wizard.generate')}
        </Button>
      </div>
    </div>
  );
}
