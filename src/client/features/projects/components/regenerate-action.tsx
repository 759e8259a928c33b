import { Loader2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPlan } from '../../../../shared/schemas/auth';
import type { DocumentDto } from '../../../../shared/schemas/projects';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRegenerateDocument } from '../api/regenerate-document';
import { errorText } from '../../../lib/error-text';

/** Founder may regenerate 5 documents per project each month; Growth has no limit. */
export const FOUNDER_REGENERATIONS = 5;

/**
 * 'Regenerate' for the document on screen (a plan feature: the page shows it when the account may), after a confirmation that says how many
 * regenerations are left. `remaining` is what the last regeneration reported (unknown before).
 */
export function RegenerateAction({
  projectId,
  document,
  plan,
  remaining,
  pending,
  onStarted,
  onLimitReached,
}: {
  projectId: string;
  document: DocumentDto;
  plan: SubscriptionPlan;
  remaining: number | null | undefined;
  /** A new version of this document is on its way. */
  pending: boolean;
  onStarted: (remaining: number | null) => void;
  /** The server said this month's regenerations are used up. */
  onLimitReached: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateDocument(projectId);
  const title = t(`projects.documents.${document.kind}`);

  const allowance =
    plan === 'GROWTH' || remaining === null
      ? t('projects.regenerate.unlimited')
      : remaining === undefined
        ? t('projects.regenerate.allowance', { count: FOUNDER_REGENERATIONS })
        : t('projects.regenerate.remaining', { count: remaining });
  const exhausted = plan === 'FOUNDER' && remaining === 0;

  const confirm = () => {
    regenerate.mutate(document.kind, {
      onSuccess: ({ remaining: left }) => {
        setConfirming(false);
        onStarted(left);
        toast.success(t('projects.regenerate.started', { document: title }), {
          description: left === null ? undefined : t('projects.regenerate.remaining', { count: left }),
        });
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof ApiError && error.code === 'REGENERATION_LIMIT') onLimitReached();
        toast.error(t('projects.regenerate.failed'), { description: errorText(t, error) });
      },
    });
  };

  return (
    <>
      {pending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden className="size-4 animate-spin text-primary motion-reduce:animate-none" />
          {t('projects.regenerate.pending')}
        </p>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={exhausted}
          title={exhausted ? t('projects.messages.regenerationLimit') : undefined}
        >
          <RefreshCw aria-hidden className="size-4" />
          {t('projects.regenerate.action')}
        </Button>
      )}
      {confirming ? (
        <Dialog
          title={t('projects.regenerate.confirmTitle', { document: title })}
          description={
            <>
              <span className="block">{t('projects.regenerate.confirmBody')}</span>
              <span className="mt-2 block text-foreground">{allowance}</span>
            </>
          }
          closeLabel={t('projects.close')}
          onClose={() => setConfirming(false)}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={regenerate.isPending}>
              {t('projects.regenerate.cancel')}
            </Button>
            <Button data-autofocus onClick={confirm} disabled={regenerate.isPending} aria-busy={regenerate.isPending}>
              {regenerate.isPending ? (
                <Loader2 aria-hidden className="size-4 animate-spin" />
              ) : (
                <RefreshCw aria-hidden className="size-4" />
              )}
              {t('projects.regenerate.confirm')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
