import { useTranslation } from 'react-i18next';
import type { ReviewProps } from './review-props';
import { ReviewSection } from './section';
import { TextList } from './text-list';

/** What was guessed (to confirm or correct) and what is still open. */
export function NotesSection({ brief, update, errors }: ReviewProps) {
  const { t } = useTranslation();
  return (
    <ReviewSection
      title={t('briefs.review.notes')}
      hint={t('briefs.review.notesHint')}
      row="notes"
      // What was guessed is read first, in full; opening the section edits it.
      summary={
        brief.assumptions.length + brief.openQuestions.length > 0 ? (
          <ul className="list-disc space-y-0.5 pl-4">
            {[...brief.assumptions, ...brief.openQuestions].map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        ) : (
          t('briefs.review.nothingGuessed')
        )
      }
    >
      <TextList
        legend={t('briefs.review.assumptions')}
        itemLabel={(n) => t('briefs.review.assumptionN', { n })}
        addLabel={t('briefs.review.addAssumption')}
        removeLabel={(n) => t('briefs.review.removeAssumption', { n })}
        items={brief.assumptions}
        errors={errors}
        path={['assumptions']}
        onChange={(assumptions) => update((b) => ({ ...b, assumptions }))}
      />
      <TextList
        legend={t('briefs.review.openQuestions')}
        itemLabel={(n) => t('briefs.review.openQuestionN', { n })}
        addLabel={t('briefs.review.addOpenQuestion')}
        removeLabel={(n) => t('briefs.review.removeOpenQuestion', { n })}
        items={brief.openQuestions}
        errors={errors}
        path={['openQuestions']}
        onChange={(openQuestions) => update((b) => ({ ...b, openQuestions }))}
      />
    </ReviewSection>
  );
}
