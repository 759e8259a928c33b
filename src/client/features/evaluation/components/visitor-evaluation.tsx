import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Pencil, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { EvaluationDto, EvaluationStateDto } from '../../../../shared/schemas/evaluations';
import { sectionHref } from '../../../components/layout/public-nav';
import { Button } from '../../../components/ui/button';
import { createQueryClient } from '../../../lib/query-client';
import { useLazyNamespace } from '../../../lib/use-lazy-namespace';
import { rememberDestination, useCaptcha } from '../../auth';
import { createEvaluation } from '../api/create-evaluation';
import { evaluationQueryKey } from '../api/get-evaluation';
import { evaluationErrorKind } from '../messages';
import { EvaluationError } from './evaluation-error';
import { EvaluationResult } from './evaluation-result';
import { UnclearIdea } from './unclear-idea';

export interface VisitorEvaluationProps {
  idea: string;
  /** Back to the landing's form, with the idea in it. */
  onEditIdea: () => void;
}

/**
 * The free evaluation for a visitor, on the landing page: (the captcha, when on) → progress →
 * viability, then the overview and PRD, and a call to sign up to keep it. Loaded only once a
 * visitor submits an idea, so none of it weighs on the landing's first load.
 */
export default function VisitorEvaluation(props: VisitorEvaluationProps) {
  // A cache of its own: what the visitor saw never shows as the account's after sign-in.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Texts>
        <Flow {...props} />
      </Texts>
    </QueryClientProvider>
  );
}

function Texts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const loaded = useLazyNamespace('app');
  if (!loaded) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {t('loading')}
      </p>
    );
  }
  return children;
}

/** The visitor's plans are the landing's pricing section. */
const plansHref = sectionHref('pricing');

function Flow({ idea, onEditIdea }: VisitorEvaluationProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  // Filled by the evaluation below; read through the cache so 'Generate overview and PRD' updates it.
  const state = useQuery<EvaluationStateDto>({
    queryKey: evaluationQueryKey,
    queryFn: () => Promise.reject(new Error('filled by the evaluation')),
    enabled: false,
  });
  const evaluate = useMutation({
    mutationFn: () => createEvaluation({ idea }, captcha.headers),
    onSuccess: (evaluation: EvaluationDto) => {
      queryClient.setQueryData<EvaluationStateDto>(evaluationQueryKey, { available: false, evaluation });
    },
    // A captcha token is good for one attempt.
    onSettled: () => captcha.reset(),
  });
  const needsCaptcha = captcha.element !== null;

  const start = () => {
    if (evaluate.isPending || !captcha.ready()) return;
    evaluate.mutate();
  };

  // Without a captcha the evaluation starts at once; the heading takes the focus from the form.
  const started = useRef(false);
  useEffect(() => {
    heading.current?.focus();
    if (started.current || needsCaptcha) return;
    started.current = true;
    evaluate.mutate();
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const evaluation = state.data?.evaluation ?? null;
  const failed = evaluate.isError ? evaluationErrorKind(evaluate.error) : null;
  const waitingForCaptcha = needsCaptcha && evaluate.isIdle;

  return (
    <section aria-labelledby={headingId} aria-busy={evaluate.isPending} className="space-y-5">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus-visible:outline-none">
        {t('evaluation.visitor.title')}
      </h2>

      {evaluation ? (
        <>
          <EvaluationResult evaluation={evaluation} plansHref={plansHref} />
          <KeepIt />
        </>
      ) : (
        <>
          <div>
            <h3 className="text-xs font-medium tracking-wide text-muted uppercase">{t('evaluation.result.idea')}</h3>
            <p className="mt-1 text-sm break-words whitespace-pre-line">{idea}</p>
          </div>

          {evaluate.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted">
              <Loader2 aria-hidden className="size-4 animate-spin text-primary motion-reduce:animate-none" />
              {t('evaluation.processing')}
            </p>
          ) : null}

          {failed === 'unclear' ? (
            <UnclearIdea error={evaluate.error} />
          ) : failed ? (
            <EvaluationError kind={failed} plansHref={plansHref} onRetry={needsCaptcha ? undefined : start} />
          ) : null}

          {/* The same idea would be refused again: the way forward is changing it. */}
          {needsCaptcha && !evaluate.isPending && !evaluate.isSuccess && failed !== 'used' && failed !== 'quota' && failed !== 'unclear' ? (
            <div className="space-y-3">
              {waitingForCaptcha ? <p className="text-sm text-muted">{t('evaluation.visitor.captchaPrompt')}</p> : null}
              {captcha.element}
              <Button onClick={start}>{t('evaluation.visitor.start')}</Button>
            </div>
          ) : null}

          {!evaluate.isPending ? (
            <Button variant="secondary" onClick={onEditIdea}>
              <Pencil aria-hidden className="size-4" />
              {t('evaluation.visitor.editIdea')}
            </Button>
          ) : null}
          {failed === 'used' ? <KeepIt /> : null}
        </>
      )}
    </section>
  );
}

/** The call to sign up: the account the visitor makes next keeps this evaluation (ADR 0014). */
function KeepIt() {
  const { t } = useTranslation();
  const link = 'inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline';
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-background/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-semibold">{t('evaluation.visitor.keepTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('evaluation.visitor.keepDescription')}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <Link to={paths.signUp.href()} onClick={() => rememberDestination(paths.dashboard.href())} className={link}>
          <UserPlus aria-hidden className="size-4" />
          {t('evaluation.visitor.signUp')}
        </Link>
        <Link to={paths.login.href()} onClick={() => rememberDestination(paths.dashboard.href())} className={link}>
          {t('evaluation.visitor.signIn')}
        </Link>
      </div>
    </div>
  );
}
