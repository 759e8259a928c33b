import { ArrowRight, Loader2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BriefQuestion } from '../../../../shared/schemas/brief';
import { IDEA_MAX } from '../../../../shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorText } from '../../../lib/error-text';
import { UnclearIdeaPanel } from './unclear-idea-panel';

export interface IdeaValues {
  idea: string;
}

/** An idea no honest kit can be made from: what the engine would need to know (nothing was charged). */
export interface UnclearIdea {
  message: string;
  questions: BriefQuestion[];
}

/** The first step: the idea in the founder's words. Next reads it into a brief, for free. */
export function IdeaStep({
  form,
  onSubmit,
  reading,
  failure,
  unclear,
  fromLanding,
  fromTemplate,
}: {
  form: UseFormReturn<IdeaValues>;
  onSubmit: (values: IdeaValues) => void;
  /** The brief is being proposed. */
  reading: boolean;
  /** Why proposing failed, in words (not for an unclear idea, which has its own panel). */
  failure: string | null;
  unclear: UnclearIdea | null;
  fromLanding: boolean;
  fromTemplate: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate className="mt-6 space-y-6">
      <p className="text-muted">{t('projects.wizard.ideaHint')}</p>
      <FormField label={t('projects.wizard.ideaLabel')} error={fieldErrorText(t, errors.idea?.message)}>
        {(field) => (
          <Textarea
            rows={7}
            maxLength={IDEA_MAX}
            placeholder={t('projects.wizard.ideaPlaceholder')}
            {...field}
            {...form.register('idea')}
          />
        )}
      </FormField>
      {fromTemplate || fromLanding ? (
        <p className="-mt-4 text-xs text-muted">
          {fromTemplate ? t('projects.wizard.fromTemplate') : t('projects.wizard.fromLanding')}
        </p>
      ) : null}

      {unclear ? (
        <UnclearIdeaPanel
          message={unclear.message}
          questions={unclear.questions}
          hint={t('projects.wizard.unclearHint')}
          footnote={t('projects.wizard.noCharge')}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-end">
        {reading ? (
          <p role="status" className="text-sm text-muted sm:mr-auto">
            {t('projects.wizard.readingHint')}
          </p>
        ) : null}
        <Button type="submit" disabled={reading} aria-busy={reading}>
          {reading ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          {reading ? t('projects.wizard.reading') : t('projects.wizard.next')}
          {reading ? null : <ArrowRight aria-hidden className="size-4" />}
        </Button>
      </div>
    </form>
  );
}
