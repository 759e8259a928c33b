import { CircleHelp } from 'lucide-react';
import type { BriefQuestion } from '../../../../shared/schemas/brief';

/**
 * An idea no brief could be read from: the message, the questions that would make it clear (with
 * their choices), and a line saying what was not spent. Shared by the kit wizard and the evaluation.
 */
export function UnclearIdeaPanel({
  message,
  questions,
  hint,
  footnote,
}: {
  message: string;
  questions: readonly BriefQuestion[];
  hint: string;
  footnote: string;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-danger/50 bg-danger/10 p-4">
      <p className="flex items-center gap-2 font-medium">
        <CircleHelp aria-hidden className="size-5 shrink-0 text-danger" />
        {message}
      </p>
      {questions.length > 0 ? (
        <>
          <p className="mt-2 text-sm text-muted">{hint}</p>
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
      <p className="mt-2 text-sm text-muted">{footnote}</p>
    </div>
  );
}
