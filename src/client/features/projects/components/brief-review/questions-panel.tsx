import { Check, MessageCircleQuestion } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BriefAnswer } from '../../../../../shared/brief-answers';
import { BRIEF_LIMITS, type BriefQuestion } from '../../../../../shared/schemas/brief';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';

/**
 * The engine's questions (at most three). Each answer changes the brief below in a known way
 * (`applyAnswer`); an answered question leaves the list and says so.
 */
export function QuestionsPanel({
  questions,
  answered,
  onAnswer,
}: {
  questions: readonly BriefQuestion[];
  /** Ids of the questions answered so far. */
  answered: readonly string[];
  onAnswer: (question: BriefQuestion, answer: BriefAnswer) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The answered card leaves the page: focus goes to the line that says the answer was taken.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const seen = useRef(answered.length);
  useEffect(() => {
    if (answered.length > seen.current) statusRef.current?.focus();
    seen.current = answered.length;
  }, [answered.length]);
  if (questions.length === 0) return null;
  const open = questions.filter((question) => !answered.includes(question.id));
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-primary/40 bg-primary-strong/10 p-4 sm:p-5">
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold">
        <MessageCircleQuestion aria-hidden className="size-5 shrink-0 text-primary" />
        {t('briefs.review.questionsTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('briefs.review.questionsHint')}</p>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="mt-2 flex items-center gap-2 text-sm outline-none empty:hidden"
      >
        {answered.length > 0 ? (
          <>
            <Check aria-hidden className="size-4 text-accent" />
            {t('briefs.review.answered', { count: answered.length })}
          </>
        ) : null}
      </p>
      <div className="mt-3 space-y-3">
        {open.map((question) => (
          <QuestionCard key={question.id} question={question} onAnswer={(answer) => onAnswer(question, answer)} />
        ))}
      </div>
    </section>
  );
}

function QuestionCard({ question, onAnswer }: { question: BriefQuestion; onAnswer: (answer: BriefAnswer) => void }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<string[]>([]);
  const [text, setText] = useState('');
  const ready = choices.length > 0 || text.trim() !== '';
  const choose = (value: string, on: boolean) =>
    setChoices((chosen) =>
      question.multiple ? (on ? [...chosen, value] : chosen.filter((c) => c !== value)) : [value],
    );
  return (
    <fieldset className="min-w-0 rounded-xl border border-border bg-surface p-3 sm:p-4">
      <legend className="sr-only">{question.text}</legend>
      <p aria-hidden className="font-medium">
        {question.text}
      </p>
      {question.choices.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {question.choices.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-9 max-w-full cursor-pointer items-center gap-2 rounded-full border border-border bg-surface-raised px-3 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-strong/15"
            >
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={question.id}
                className="size-4 shrink-0 accent-primary-strong"
                checked={choices.includes(choice.value)}
                onChange={(event) => choose(choice.value, event.target.checked)}
              />
              <span className="break-words">{choice.label}</span>
            </label>
          ))}
        </div>
      ) : null}
      {/* A platform or a capability is one of the chips: they say it all. */}
      {question.topic === 'platforms' || question.topic === 'capability' ? null : (
        <FormField
          className="mt-3"
          label={question.choices.length > 0 ? t('briefs.review.ownAnswer') : t('briefs.review.yourAnswer')}
        >
          {(field) => (
            <Input
              {...field}
              value={text}
              maxLength={BRIEF_LIMITS.text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={!ready}
        onClick={() => onAnswer({ choices, text: text.trim() || undefined })}
      >
        {t('briefs.review.applyAnswer')}
      </Button>
    </fieldset>
  );
}
