import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Coins, Loader2, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { can, hasPaid } from '../../../../shared/entitlements';
import { paths } from '../../../../shared/paths';
import { kitOptions } from '../../../../shared/schemas/kit';
import { IDEA_MAX, PROJECT_NAME_MAX, createProjectInput, idea } from '../../../../shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';
import { toast } from '../../../lib/toast';
import { useMe } from '../../auth';
import { useCreateProject } from '../api/create-project';
import { useTemplate } from '../../templates';
import { type CreditBlock, creditBlockOf } from '../messages';
import { InsufficientCreditsModal } from './insufficient-credits-modal';
import { fieldErrorText, validationKeyOf } from '../../../lib/error-text';

export const WIZARD_STEPS = 3;
export const wizardPlatforms = ['web', 'ios', 'android', 'desktop', 'extension'] as const;
const backendChoices = ['auto', 'yes', 'no'] as const;
const AUDIENCE_MAX = 300;
const FEATURES_MAX = 1000;

/** The wizard's fields: the shared rules for the idea, the name and the kit options. */
const wizardSchema = z.object({
  idea,
  name: createProjectInput.shape.name,
  audience: kitOptions.shape.audience,
  platforms: z.array(z.enum(wizardPlatforms)),
  mustHaveFeatures: kitOptions.shape.mustHaveFeatures,
  backend: z.enum(backendChoices),
});
type WizardValues = z.input<typeof wizardSchema>;

function readLandingIdea(): string {
  return safeStorage('local')?.getItem(storageKeys.landingIdea)?.trim() ?? '';
}

/**
 * /dashboard/new-project: the idea, a few clarifying questions, then a confirmation that the kit
 * costs one credit. `?template=<id>` starts from a template's idea, else from an idea typed on the
 * landing page. Free-plan and zero-credit accounts see the insufficient-credits modal.
 */
export default function NewProjectPage() {
  const [searchParams] = useSearchParams();
  const templateId = searchParams.get('template');
  const template = useTemplate(templateId);
  const [landingIdea] = useState(readLandingIdea);

  // Wait for the template (a failure just means starting from scratch).
  if (templateId && template.isPending) return <WizardSkeleton />;
  const fromTemplate = template.data?.idea.trim() ? template.data : null;
  return (
    <NewProjectWizard
      initialIdea={fromTemplate?.idea ?? landingIdea}
      templateId={fromTemplate?.id}
      fromLanding={!fromTemplate && landingIdea !== ''}
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
  fromLanding,
}: {
  initialIdea: string;
  templateId?: string;
  fromLanding: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const create = useCreateProject();
  const [step, setStep] = useState(1);
  const [blockedBySubmit, setBlockedBySubmit] = useState<CreditBlock | null>(null);
  const submitting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(1);

  // Out of credits, a customer is asked to buy more; an account that never paid is shown the plans.
  const blockedByAccount: CreditBlock | null =
    !me || can(me.profile, 'createProject') ? null : hasPaid(me.profile) ? 'credits' : 'free';
  const blocked = blockedBySubmit ?? blockedByAccount;

  const form = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema),
    defaultValues: { idea: initialIdea, name: '', audience: '', platforms: [], mustHaveFeatures: '', backend: 'auto' },
  });

  // Each step announces itself: focus moves to its heading (not on first load), which stops clear of
  // the sticky header (scroll-mt-24) when the page was scrolled.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const next = async () => {
    if (step === 1 && !(await form.trigger('idea', { shouldFocus: true }))) return;
    setStep((s) => Math.min(WIZARD_STEPS, s + 1));
  };
  const back = () => setStep((s) => Math.max(1, s - 1));

  const start = async (values: WizardValues) => {
    if (submitting.current) return;
    submitting.current = true;
    const parsed = wizardSchema.parse(values);
    try {
      const project = await create.mutateAsync({
        idea: parsed.idea,
        name: parsed.name || undefined,
        options: {
          audience: parsed.audience || undefined,
          platforms: parsed.platforms.length > 0 ? parsed.platforms : undefined,
          mustHaveFeatures: parsed.mustHaveFeatures || undefined,
          backend: parsed.backend,
        },
        templateId,
      });
      if (fromLanding) safeStorage('local')?.removeItem(storageKeys.landingIdea);
      await navigate(paths.project.href(project.id));
    } catch (error) {
      const block = creditBlockOf(error);
      if (block) setBlockedBySubmit(block);
      else {
        // A rule the server enforces (the idea's length) is named; anything else just failed.
        toast.error(t('projects.messages.startFailed'), { description: fieldErrorText(t, validationKeyOf(error)) });
      }
    } finally {
      submitting.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step moves on; only the last step starts the kit.
    if (step < WIZARD_STEPS) {
      event.preventDefault();
      void next();
      return;
    }
    // Only the idea can be wrong by now: when it is, go back to it.
    void form.handleSubmit(start, () => setStep(1))(event);
  };

  const busy = create.isPending;
  const titles = [
    t('projects.wizard.ideaTitle'),
    t('projects.wizard.questionsTitle'),
    t('projects.wizard.confirmTitle'),
  ];

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 md:px-6">
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

      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
        {step === 1 ? <IdeaStep form={form} fromLanding={fromLanding} fromTemplate={Boolean(templateId)} /> : null}
        {step === 2 ? <QuestionsStep form={form} /> : null}
        {step === 3 ? <ConfirmStep form={form} credits={me?.profile.availableCredits ?? 0} /> : null}

        <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button variant="secondary" onClick={back} disabled={busy}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('projects.wizard.back')}
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {step < WIZARD_STEPS ? (
            <Button type="submit">
              {t('projects.wizard.next')}
              <ArrowRight aria-hidden className="size-4" />
            </Button>
          ) : (
            <Button type="submit" disabled={busy || blocked !== null} aria-busy={busy}>
              {busy ? (
                <Loader2 aria-hidden className="size-4 animate-spin" />
              ) : (
                <Sparkles aria-hidden className="size-4" />
              )}
              {busy ? t('projects.wizard.generating') : t('projects.wizard.generate')}
            </Button>
          )}
        </div>
      </form>

      {blocked ? (
        <InsufficientCreditsModal reason={blocked} onCancel={() => void navigate(paths.dashboard.href())} />
      ) : null}
    </div>
  );
}

type WizardForm = UseFormReturn<WizardValues>;

function IdeaStep({
  form,
  fromLanding,
  fromTemplate,
}: {
  form: WizardForm;
  fromLanding: boolean;
  fromTemplate: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
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
        <p className="text-xs text-muted">
          {fromTemplate ? t('projects.wizard.fromTemplate') : t('projects.wizard.fromLanding')}
        </p>
      ) : null}
      <FormField label={t('projects.wizard.nameLabel')}>
        {(field) => <Input maxLength={PROJECT_NAME_MAX} autoComplete="off" {...field} {...form.register('name')} />}
      </FormField>
      <p className="-mt-4 text-xs text-muted">{t('projects.wizard.nameHint')}</p>
    </>
  );
}

function QuestionsStep({ form }: { form: WizardForm }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-muted">{t('projects.wizard.questionsHint')}</p>
      <FormField label={t('projects.wizard.audienceLabel')}>
        {(field) => (
          <Input
            maxLength={AUDIENCE_MAX}
            placeholder={t('projects.wizard.audiencePlaceholder')}
            {...field}
            {...form.register('audience')}
          />
        )}
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium">{t('projects.wizard.platformsLabel')}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {wizardPlatforms.map((platform) => (
            <label
              key={platform}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2 text-sm has-[:checked]:border-primary"
            >
              <input
                type="checkbox"
                value={platform}
                className="size-4 accent-primary-strong"
                {...form.register('platforms')}
              />
              {t(`projects.platforms.${platform}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label={t('projects.wizard.featuresLabel')}>
        {(field) => (
          <Textarea
            rows={4}
            className="min-h-24"
            maxLength={FEATURES_MAX}
            placeholder={t('projects.wizard.featuresPlaceholder')}
            {...field}
            {...form.register('mustHaveFeatures')}
          />
        )}
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium">{t('projects.wizard.backendLabel')}</legend>
        <div className="mt-2 space-y-2">
          {backendChoices.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface px-3 py-2.5 text-sm has-[:checked]:border-primary"
            >
              <input
                type="radio"
                value={choice}
                className="mt-0.5 size-4 accent-primary-strong"
                {...form.register('backend')}
              />
              <span>
                <span className="block font-medium">{t(`projects.backend.${choice}`)}</span>
                <span className="block text-muted">{t(`projects.backend.${choice}Hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

function ConfirmStep({ form, credits }: { form: WizardForm; credits: number }) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control });
  const platforms = (values.platforms ?? []).filter(Boolean);
  const rows: Array<[string, string]> = [
    [t('projects.wizard.ideaLabel'), values.idea?.trim() ?? ''],
    [t('projects.wizard.nameLabel'), values.name?.trim() || t('projects.wizard.nameAuto')],
    [t('projects.wizard.audienceLabel'), values.audience?.trim() || t('projects.wizard.notSpecified')],
    [
      t('projects.wizard.platformsLabel'),
      platforms.length > 0
        ? platforms.map((p) => t(`projects.platforms.${p}`)).join(', ')
        : t('projects.wizard.notSpecified'),
    ],
    [t('projects.wizard.featuresLabel'), values.mustHaveFeatures?.trim() || t('projects.wizard.notSpecified')],
    [t('projects.wizard.backendLabel'), t(`projects.backend.${values.backend ?? 'auto'}`)],
  ];
  return (
    <>
      <div className="flex items-start gap-3 rounded-2xl border border-primary/40 bg-primary-strong/10 p-4">
        <Coins aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-medium">{t('projects.wizard.cost')}</p>
          <p className="mt-1 text-sm text-muted">{t('projects.wizard.balance', { count: credits })}</p>
        </div>
      </div>
      <dl className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-sm break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">{t('projects.wizard.timeHint')}</p>
    </>
  );
}
