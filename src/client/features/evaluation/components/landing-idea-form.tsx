import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button-variants';
import { api } from '../../../lib/api-client';
import { prerenderedValue } from '../../../lib/prerendered-value';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';

/** The evaluation itself, loaded when a visitor submits (off the landing's first load). */
const VisitorEvaluation = lazy(() => import('./visitor-evaluation'));

/**
 * IDEA_MAX of the shared project schema. Not imported: that module brings zod, and this form is
 * part of the landing page's size-budgeted first load (a test keeps the two equal).
 */
export const LANDING_IDEA_MAX = 5000;

/**
 * The landing page's "Test your idea free". A visitor's idea is evaluated right here, without an
 * account (ADR 0014); a signed-in user's is kept in local storage for the dashboard, where their
 * free evaluation lives.
 */
export function LandingIdeaForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [idea, setIdea] = useState(() => prerenderedValue(`${id}-idea`));
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The idea a visitor submitted: the evaluation replaces the form. */
  const [evaluating, setEvaluating] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = idea.trim();
    if (!value) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    setBusy(true);
    // Asked directly, not through the session query: that would bring the query observer into the
    // landing page's first load. The dashboard loads the profile itself.
    const signedIn = await api('/me').then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (!signedIn) {
      setEvaluating(value);
      return;
    }
    safeStorage('local')?.setItem(storageKeys.landingIdea, value);
    await navigate(paths.dashboard.href());
  };

  const card = 'mx-auto mt-10 max-w-2xl rounded-2xl border border-border bg-surface p-4 text-left sm:p-5';
  if (evaluating !== null) {
    return (
      <div className={card}>
        <Suspense fallback={<p role="status" className="text-sm text-muted">{t('loading')}</p>}>
          <VisitorEvaluation
            idea={evaluating}
            onEditIdea={() => {
              setEvaluating(null);
              // The form comes back with the idea; the field takes the focus again.
              requestAnimationFrame(() => field.current?.focus());
            }}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      className={card}
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t('landing.ideaForm.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('landing.ideaForm.description')}</p>
      <label htmlFor={`${id}-idea`} className="sr-only">
        {t('landing.ideaForm.label')}
      </label>
      <textarea
        ref={field}
        id={`${id}-idea`}
        rows={3}
        maxLength={LANDING_IDEA_MAX}
        value={idea}
        onChange={(event) => {
          setIdea(event.target.value);
          if (invalid) setInvalid(false);
        }}
        placeholder={t('landing.ideaForm.placeholder')}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className="mt-3 w-full resize-y rounded-lg border border-border bg-background px-3 py-2.5 text-sm text-foreground placeholder:text-muted/70 focus-visible:border-primary focus-visible:outline-none aria-invalid:border-danger"
      />
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
          {t('projects.messages.ideaRequired')}
        </p>
      ) : null}
      {/* Not <Button>: see button-variants.ts. */}
      <button type="submit" className={buttonVariants({ className: 'mt-3 w-full sm:w-auto' })} disabled={busy}>
        {t('landing.ideaForm.submit')}
        <ArrowRight aria-hidden className="size-4" />
      </button>
    </form>
  );
}
