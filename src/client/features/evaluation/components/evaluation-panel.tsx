import { zodResolver } from '@hookform/resolvers/zod';
import { Hammer, Lightbulb, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../shared/entitlements';
import { paths } from '../../../../shared/paths';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createEvaluationInput,
  type CreateEvaluationInput,
  type EvaluationDto,
  type EvaluationStateDto,
} from '../../../../shared/schemas/evaluations';
import { IDEA_MAX } from '../../../../shared/schemas/projects';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';
import { useMe } from '../../auth';
import { useProjects } from '../../projects';
import { useCreateEvaluation } from '../api/create-evaluation';
import { useEvaluationState } from '../api/get-evaluation';
import { evaluationErrorKind } from '../messages';
import { EvaluationError } from './evaluation-error';
import { showsCompactEvaluation } from '../compact';
import { EvaluationResult } from './evaluation-result';
import { ScoreMeter } from './score-meter';
import { UnclearIdea } from './unclear-idea';
import { fieldErrorText } from '../../../lib/error-text';

/**
 * The free evaluation: an idea in, a viability assessment out, then on request the overview and
 * PRD. Once used, the result stays on show, folded into a card once acted on or old (ADR 0049);
 * trying another idea offers the plans.
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
  if (state.evaluation) return <DashboardEvaluation evaluation={state.evaluation} />;
  return <EvaluationForm available={state.available} />;
}

/** The report in full, or as a card once the founder has acted on it (or it is old); either opens the other. */
function DashboardEvaluation({ evaluation }: { evaluation: EvaluationDto }) {
  const { t } = useTranslation();
  const projects = useProjects();
  const { data: me } = useMe();
  const [folded, setFolded] = useState(() => safeStorage('local')?.getItem(storageKeys.evaluationFolded) === evaluation.id);
  const [opened, setOpened] = useState(false);
  const report = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (opened) report.current?.focus();
  }, [opened]);

  if (projects.isPending) return <Skeleton className="h-32 w-full" />;
  const hasProjects = (projects.data?.length ?? 0) > 0;
  // The kit is built from the evaluated idea: the wizard reads it at once and keeps its name.
  const buildKit =
    me && can(me.profile, 'createProject') ? (
      <Link to={`${paths.newProject.href()}?from=evaluation`} className={buttonVariants({ variant: 'secondary' })}>
        <Hammer aria-hidden className="size-4" />
        {t('evaluation.buildKit')}
      </Link>
    ) : null;

  if (!opened && showsCompactEvaluation({ createdAt: evaluation.createdAt, hasProjects, folded })) {
    return <EvaluationCard evaluation={evaluation} onOpen={() => setOpened(true)} action={hasProjects ? null : buildKit} />;
  }
  const fold = () => {
    safeStorage('local')?.setItem(storageKeys.evaluationFolded, evaluation.id);
    setFolded(true);
    setOpened(false);
  };
  return (
    <div ref={report} tabIndex={-1} className="outline-none">
      <EvaluationResult
        evaluation={evaluation}
        plansHref={paths.credits.href()}
        actions={
          <>
            {hasProjects ? null : buildKit}
            <Button variant="ghost" onClick={fold}>
              {t('evaluation.fold')}
            </Button>
          </>
        }
      />
    </div>
  );
}

function EvaluationCard({ evaluation, onOpen, action }: { evaluation: EvaluationDto; onOpen: () => void; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="evaluation-card">
      <p className="line-clamp-2 text-lg font-semibold break-words" data-testid="evaluation-name">
        {evaluation.productName ?? evaluation.idea}
      </p>
      <ScoreMeter score={evaluation.viability.score} />
      <p className="line-clamp-3 text-sm text-foreground/90">{evaluation.viability.verdict}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onOpen}>
          {t('evaluation.open')}
        </Button>
        {action}
      </div>
    </div>
  );
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
