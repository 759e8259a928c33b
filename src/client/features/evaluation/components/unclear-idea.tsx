import { useTranslation } from 'react-i18next';
import { UnclearIdeaPanel, unclearIdeaOf } from '../../projects';

/**
 * The evaluation's answer to an idea no brief could be read from: instead of a score, the questions
 * that would make it clear, and the reassurance that the one free evaluation is still there.
 */
export function UnclearIdea({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const questions = unclearIdeaOf(error)?.questions ?? [];
  return (
    <UnclearIdeaPanel
      message={t('errors.IDEA_UNCLEAR')}
      questions={questions}
      hint={t('evaluation.unclear.hint')}
      footnote={t('evaluation.unclear.notUsed')}
    />
  );
}
