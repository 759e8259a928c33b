import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { applyAnswer, type BriefAnswer } from '../../../../shared/brief-answers';
import { can, hasPaid } from '../../../../shared/entitlements';
import { paths } from '../../../../shared/paths';
import { brief as briefSchema, type Brief, type BriefQuestion } from '../../../../shared/schemas/brief';
import { idea } from '../../../../shared/schemas/projects';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText, fieldErrorText, validationKeyOf } from '../../../lib/error-text';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { evaluationQueryOptions } from '../../evaluation';
import { useTemplate } from '../../templates';
import { useCreateProject } from '../api/create-project';
import { unclearIdeaOf, useProposeBrief } from '../api/propose-brief';
import { type CreditBlock, creditBlockOf } from '../messages';
import { IdeaStep, type IdeaValues, type UnclearIdea } from './idea-step';
import { InsufficientCreditsModal } from './insufficient-credits-modal';
import { type BackendChoice, ReviewStep } from './review-step';

export const WIZARD_STEPS = 2;

const ideaSchema = z.object({ idea });

/** The brief being reviewed: for which idea, as edited so far, with the engine's questions. */
interface Review {
  idea: string;
  brief: Brief;
  questions: BriefQuestion[];
  answered: string[];
}

function readLandingIdea(): string {
  return safeStorage('local')?.getItem(storageKeys.landingIdea)?.trim() ?? '';
}

/**
 * /dashboard/new-project: the idea, then "Here is what we understood", the brief the founder corrects
 * before paying (ADR 0022); only the last button charges the credit. `?template=<id>` starts from a
 * template's idea and goes straight to its brief; else the idea typed on the landing page is kept.
 * Free-plan and zero-credit accounts see the insufficient-credits modal.
 */
export default function NewProjectPage() {
  const [searchParams] = useSearchParams();
  const templateId = searchParams.get('template');
  const template = useTemplate(templateId);
  const [landingIdea] = useState(readLandingIdea);
  // `?from=evaluation`: the kit of the idea the free evaluation judged (its brief keeps that name).
  const fromEvaluation = searchParams.get('from') === 'evaluation';
  const evaluation = useQuery({ ...evaluationQueryOptions, enabled: fromEvaluation });

  // Wait for the template or the evaluation (a failure just means starting from scratch).
  if (templateId && template.isPending) return <WizardSkeleton />;
  if (fromEvaluation && evaluation.isPending) return <WizardSkeleton />;
  const fromTemplate = template.data?.idea.trim() ? template.data : null;
  const evaluatedIdea = fromEvaluation && !fromTemplate ? evaluation.data?.evaluation?.idea.trim() : undefined;
  return (
    <NewProjectWizard
      initialIdea={fromTemplate?.idea ?? evaluatedIdea ?? landingIdea}
      templateId={fromTemplate?.id}
      readAtOnce={Boolean(fromTemplate ?? evaluatedIdea)}
      fromLanding={!fromTemplate && !evaluatedIdea && landingIdea !== ''}
    />
  );
}

function WizardSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-3 h-8 w-2/3" />
      <Skeleton className="mt-8 h-40 w-full" />
    </div>
  );
}

function NewProjectWizard({
  initialIdea,
  templateId,
  readAtOnce,
  fromLanding,
}: {
  initialIdea: string;
  templateId?: string;
  /** A template's or the evaluated idea: read at once, the founder lands on its brief. */
  readAtOnce: boolean;
  fromLanding: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const create = useCreateProject();
  const propose = useProposeBrief();
  const [step, setStep] = useState(1);
  const [review, setReview] = useState<Review | null>(null);
  const [unclear, setUnclear] = useState<UnclearIdea | null>(null);
  const [backend, setBackend] = useState<BackendChoice>('auto');
  const [blockedBySubmit, setBlockedBySubmit] = useState<CreditBlock | null>(null);
  const submitting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(1);

  // Out of credits, a customer is asked to buy more; an account that never paid is shown the plans.
  const blockedByAccount: CreditBlock | null =
    !me || can(me.profile, 'createProject') ? null : hasPaid(me.profile) ? 'credits' : 'free';
  const blocked = blockedBySubmit ?? blockedByAccount;

  const form = useForm<IdeaValues>({ resolver: zodResolver(ideaSchema), defaultValues: { idea: initialIdea } });

  // Each step announces itself: focus moves to its heading (not on first load), which stops clear of
  // the sticky header (scroll-mt-24) when the page was scrolled.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  /** Reads the idea into a brief (free). */
  const read = (ideaText: string) =>
    propose.mutate(ideaText, {
      onSuccess: (proposal) => {
        setUnclear(null);
        setReview({ idea: ideaText, brief: proposal.brief, questions: proposal.questions, answered: [] });
        setStep(2);
      },
      onError: (error) => {
        const unclearIdea = unclearIdeaOf(error);
        setUnclear(unclearIdea ? { message: errorText(t, error), questions: unclearIdea.questions } : null);
      },
    });
  // An idea read before keeps the founder's edits to its brief.
  const understand = ({ idea: text }: IdeaValues) => {
    const ideaText = text.trim();
    if (review?.idea === ideaText) setStep(2);
    else read(ideaText);
  };

  // A template's idea, or the evaluated one, is read at once: the founder lands on its brief.
  const readGiven = useEffectEvent(() => {
    if (readAtOnce && !blocked && initialIdea.trim()) read(initialIdea.trim());
  });
  useEffect(() => readGiven(), []);

  const updateBrief = (change: (brief: Brief) => Brief) =>
    setReview((current) => (current ? { ...current, brief: change(current.brief) } : current));
  const answer = (question: BriefQuestion, value: BriefAnswer) =>
    setReview((current) =>
      current
        ? {
            ...current,
            brief: applyAnswer(current.brief, question, value),
            answered: [...current.answered, question.id],
          }
        : current,
    );

  const generate = async () => {
    // The review step shows the brief's problems at their fields; this only sends a brief that passed.
    const parsed = review ? briefSchema.safeParse(review.brief) : null;
    if (!review || !parsed?.success || submitting.current) return;
    submitting.current = true;
    try {
      const project = await create.mutateAsync({
        idea: review.idea,
        name: parsed.data.productName,
        brief: parsed.data,
        options: { backend },
        templateId,
      });
      if (fromLanding) safeStorage('local')?.removeItem(storageKeys.landingIdea);
      await navigate(paths.project.href(project.id));
    } catch (error) {
      const block = creditBlockOf(error);
      if (block) setBlockedBySubmit(block);
      else {
        // A rule the server enforces (the brief's, the idea's length) is named; anything else just failed.
        toast.error(t('projects.messages.startFailed'), { description: fieldErrorText(t, validationKeyOf(error)) });
      }
    } finally {
      submitting.current = false;
    }
  };

  const titles = [t('projects.wizard.ideaTitle'), t('projects.wizard.reviewTitle')];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:px-6">
      <p className="text-sm font-medium text-primary" aria-live="polite">
        {t('projects.wizard.stepOf', { current: step, total: WIZARD_STEPS })}
      </p>
      <div
        className="mt-3 flex gap-1.5"
        role="progressbar"
        aria-label={t('projects.wizard.progress')}
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS}
        aria-valuenow={step}
      >
        {Array.from({ length: WIZARD_STEPS }, (_, i) => (
          <span
            key={i}
            className={`h-1.5 flex-1 rounded-full ${i < step ? 'bg-primary-strong' : 'bg-surface-raised'}`}
          />
        ))}
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 scroll-mt-24 text-2xl font-semibold outline-none">
        {titles[step - 1]}
      </h1>

      {step === 1 ? (
        <IdeaStep
          form={form}
          onSubmit={understand}
          reading={propose.isPending}
          failure={propose.error && !unclear ? errorText(t, propose.error) : null}
          unclear={propose.isPending ? null : unclear}
          fromLanding={fromLanding}
          fromTemplate={Boolean(templateId)}
        />
      ) : null}
      {step === 2 && review ? (
        <ReviewStep
          brief={review.brief}
          questions={review.questions}
          answered={review.answered}
          onAnswer={answer}
          update={updateBrief}
          backend={backend}
          onBackend={setBackend}
          credits={me?.profile.availableCredits ?? 0}
          busy={create.isPending}
          blocked={blocked !== null}
          onBack={() => setStep(1)}
          onGenerate={generate}
        />
      ) : null}

      {blocked ? (
        <InsufficientCreditsModal reason={blocked} onCancel={() => void navigate(paths.dashboard.href())} />
      ) : null}
    </div>
  );
}
