import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { unclearIdeaOf } from '../../projects';

/**
 * The evaluation's answer to an idea no brief could be read from: instead of a score, the questions
 * that would make it clear, and the reassurance that the one free evaluation is still there.
 */
export function UnclearIdea({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const questions = unclearIdeaOf(error)?.questions ?? [];
  return (
    <div role="alert" className="rounded-2xl border border-danger/50 bg-danger/10 p-4">
      <p className="flex items-center gap-2 font-medium">
        <CircleHelp aria-hidden className="size-5 shrink-0 text-danger" />
        {t('errors.IDEA_UNCLEAR')}
      </p>
      {questions.length > 0 ? (
        <>
          <p className="mt-2 text-sm text-muted">{t('evaluation.unclear.hint')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {questions.map((question) => (
              <li key={question.id}>
                {question.text}
                {question.choices.length > 0 ? (
                  <span className="text-muted"> ({question.choices.map((choice) => choice.label).join(', ')})</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-2 text-sm text-muted">{t('evaluation.unclear.notUsed')}</p>
    </div>
  );
}
