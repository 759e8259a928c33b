import { Loader2, PencilLine, RefreshCw, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brief } from '../../../../../shared/schemas/brief';
import type { DocumentKind } from '../../../../../shared/schemas/kit';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { toast } from '../../../../lib/toast';
import { useProjectBrief, useRegenerateKit } from '../../api/regenerate-kit';
import { BriefReview } from '../brief-review/brief-review';
import { briefErrorsOf, noBriefErrors } from '../brief-review/brief-errors';
import { withFreshFeatureIds } from './fresh-feature-ids';

/**
 * "Edit brief and regenerate": the kit's brief in the review form; once changed and checked, a
 * confirmation that says what it costs (one of the month's regenerations for the project, no
 * credit) and names the documents edited by hand, which keep their text (ADR 0034), then the
 * whole kit is written again and the page follows its progress.
 */
export function EditBriefAndRegenerate({
  projectId,
  remaining,
  edited,
  refreshEdited,
  onStarted,
}: {
  projectId: string;
  /** Regenerations left this month for the project; null when the plan has no limit. */
  remaining: number | null | undefined;
  /** The documents whose current text a person wrote (unknown while loading). */
  edited: DocumentKind[] | undefined;
  /** Asks again which documents were edited: the confirmation must name them as they are now. */
  refreshEdited: () => void;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const exhausted = remaining === 0;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={exhausted || open}
        title={exhausted ? t('projects.messages.regenerationLimit') : undefined}
      >
        <PencilLine aria-hidden className="size-4" />
        {t('projects.kitRegeneration.action')}
      </Button>
      {open ? (
        <BriefEditor
          projectId={projectId}
          remaining={remaining}
          editedDocuments={edited}
          refreshEdited={refreshEdited}
          onClose={() => setOpen(false)}
          onStarted={() => {
            setOpen(false);
            onStarted();
          }}
        />
      ) : null}
    </>
  );
}

function BriefEditor({
  projectId,
  remaining,
  editedDocuments,
  refreshEdited,
  onClose,
  onStarted,
}: {
  projectId: string;
  remaining: number | null | undefined;
  editedDocuments: DocumentKind[] | undefined;
  refreshEdited: () => void;
  onClose: () => void;
  onStarted: () => void;
}) {
  const { t } = useTranslation();
  const stored = useProjectBrief(projectId, true);
  const [edited, setEdited] = useState<Brief | null>(null);
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateKit(projectId);
  const brief = edited ?? stored.data?.brief;
  const errors = useMemo(() => (checked && brief ? briefErrorsOf(brief) : noBriefErrors), [checked, brief]);

  const cost =
    remaining === null
      ? t('projects.kitRegeneration.costUnlimited')
      : remaining === undefined
        ? t('projects.kitRegeneration.cost')
        : t('projects.kitRegeneration.costRemaining', { count: remaining });

  const review = () => {
    setChecked(true);
    if (brief && briefErrorsOf(brief).size === 0) {
      refreshEdited();
      setConfirming(true);
    }
  };
  const confirm = () => {
    if (!brief) return;
    regenerate.mutate(brief, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('projects.kitRegeneration.started'));
        onStarted();
      },
      onError: (error) => {
        setConfirming(false);
        const limit = error instanceof ApiError && error.code === 'REGENERATION_LIMIT';
        toast.error(t('projects.kitRegeneration.failed'), { description: errorText(t, error) });
        if (limit) onClose();
      },
    });
  };

  return (
    <section
      aria-labelledby="edit-brief-title"
      className="mt-4 w-full space-y-4 rounded-2xl border border-border bg-surface-raised/40 p-4 sm:p-5"
    >
      <div>
        <h2 id="edit-brief-title" className="text-lg font-semibold">
          {t('projects.kitRegeneration.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('projects.kitRegeneration.hint')}</p>
      </div>
      {stored.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t('loading')}
        </p>
      ) : !brief ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(t, stored.error)}
        </p>
      ) : (
        <BriefReview
          brief={brief}
          update={(change) => setEdited(withFreshFeatureIds(brief, change(brief), stored.data!.brief))}
          errors={errors}
        />
      )}
      {errors.size > 0 ? (
        <p role="alert" className="text-sm text-danger">
          {t('projects.wizard.briefInvalid')}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('projects.kitRegeneration.cancel')}
        </Button>
        <Button onClick={review} disabled={!brief || edited === null}>
          <RefreshCw aria-hidden className="size-4" />
          {t('projects.kitRegeneration.submit')}
        </Button>
      </div>
      {confirming ? (
        <Dialog
          title={t('projects.kitRegeneration.confirmTitle')}
          description={
            <>
              <span className="block">{t('projects.kitRegeneration.confirmBody')}</span>
              <EditedDocuments edited={editedDocuments} />
              <span className="mt-2 block text-foreground">{cost}</span>
            </>
          }
          closeLabel={t('projects.close')}
          onClose={() => setConfirming(false)}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={regenerate.isPending}>
              {t('projects.kitRegeneration.cancel')}
            </Button>
            <Button data-autofocus onClick={confirm} disabled={regenerate.isPending} aria-busy={regenerate.isPending}>
              {regenerate.isPending ? (
                <Loader2 aria-hidden className="size-4 animate-spin" />
              ) : (
                <RefreshCw aria-hidden className="size-4" />
              )}
              {t('projects.kitRegeneration.confirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

/** In the confirmation: the documents edited by hand, which the regeneration keeps, their new text offered beside them. */
function EditedDocuments({ edited }: { edited: DocumentKind[] | undefined }) {
  const { t } = useTranslation();
  if (!edited) return null;
  if (edited.length === 0) return <p className="mt-2">{t('projects.kitRegeneration.confirmNoEdits')}</p>;
  return (
    <div className="mt-3 rounded-lg border border-primary/40 bg-primary-strong/10 p-3" data-testid="regenerate-edited">
      <p className="flex items-start gap-2 text-foreground">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        {t('projects.kitRegeneration.confirmEdited', { count: edited.length })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {edited.map((kind) => (
          <li key={kind} className="rounded-md border border-border bg-surface px-2 py-0.5 text-foreground">
            {t(`projects.documents.${kind}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
