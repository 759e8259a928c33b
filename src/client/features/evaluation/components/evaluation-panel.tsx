import { zodResolver } from '@hookform/resolvers/zod';
import { Lightbulb, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { paths } from '../../../../shared/paths';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createEvaluationInput,
  type CreateEvaluationInput,
  type EvaluationStateDto,
} from '../../../../shared/schemas/evaluations';
import { IDEA_MAX } from '../../../../shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';
import { useCreateEvaluation } from '../api/create-evaluation';
import { useEvaluationState } from '../api/get-evaluation';
import { evaluationErrorKind } from '../messages';
import { EvaluationError } from './evaluation-error';
import { EvaluationResult } from './evaluation-result';
import { UnclearIdea } from './unclear-idea';
import { fieldErrorText } from '../../../lib/error-text';

/**
 * The free evaluation: an idea in, a viability assessment out, then on request the overview and
 * PRD. Once used, the result stays on show; trying another idea offers the plans.
 */
export function EvaluationPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const state = useEvaluationState();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-strong/15 text-primary">
          <Lightbulb aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {t('evaluation.title')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('evaluation.description')}</p>
        </div>
      </div>
      <div className="mt-5">
        {state.isPending ? (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-32 w-full" />
            <Skeleton className="mt-4 h-11 w-48" />
          </div>
        ) : state.isError ? (
          <div role="alert" className="space-y-3 text-sm">
            <p>{t('evaluation.loadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void state.refetch()}>
              {t('evaluation.errors.retry')}
            </Button>
          </div>
        ) : (
          <EvaluationBody state={state.data} />
        )}
      </div>
    </section>
  );
}

function EvaluationBody({ state }: { state: EvaluationStateDto }) {
  if (state.evaluation) return <EvaluationResult evaluation={state.evaluation} plansHref={paths.credits.href()} />;
  return <EvaluationForm available={state.available} />;
}

function readLandingIdea(): string {
  return safeStorage('local')?.getItem(storageKeys.landingIdea) ?? '';
}

function EvaluationForm({ available }: { available: boolean }) {
  const { t } = useTranslation();
  const evaluate = useCreateEvaluation();
  const [idea] = useState(() => (available ? readLandingIdea() : ''));
  const form = useForm<CreateEvaluationInput>({
    resolver: zodResolver(createEvaluationInput),
    defaultValues: { idea },
  });
  const { errors } = form.formState;
  const busy = evaluate.isPending;

  const run = (values: CreateEvaluationInput) => {
    if (evaluate.isPending) return;
    evaluate.mutate(values, {
      onSuccess: () => {
        safeStorage('local')?.removeItem(storageKeys.landingIdea);
      },
    });
  };
  const submit = form.handleSubmit(run);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
      <FormField label={t('evaluation.ideaLabel')} error={fieldErrorText(t, errors.idea?.message)}>
        {(field) => (
          <Textarea
            rows={5}
            maxLength={IDEA_MAX}
            placeholder={t('evaluation.ideaPlaceholder')}
            disabled={busy}
            {...field}
            {...form.register('idea')}
          />
        )}
      </FormField>
      {evaluate.isError && evaluationErrorKind(evaluate.error) === 'unclear' ? (
        <UnclearIdea error={evaluate.error} />
      ) : evaluate.isError ? (
        <EvaluationError kind={evaluationErrorKind(evaluate.error)} onRetry={() => void submit()} />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          {busy ? t('evaluation.evaluating') : t('evaluation.submit')}
        </Button>
        {busy ? (
          <p role="status" className="text-sm text-muted">
            {t('evaluation.processing')}
          </p>
        ) : (
          <p className="text-xs text-muted">{t('evaluation.hint')}</p>
        )}
      </div>
    </form>
  );
}
