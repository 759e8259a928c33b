import { Check, GitMerge, Loader2, Sparkles, Undo2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../../../shared/schemas/kit';
import {
  DOCUMENT_MAX,
  type DecideOfferInput,
  type DocumentDto,
  type DocumentOfferDto,
} from '../../../../../shared/schemas/projects';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadError } from '../../../../components/ui/page-states';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Textarea } from '../../../../components/ui/textarea';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { toast } from '../../../../lib/toast';
import { useIsMobile } from '../../../../lib/use-media-query';
import { useParamDialog } from '../../../../lib/use-param-dialog';
import { useDecideOffer, useDocumentOffer } from '../../api/document-offers';
import { documentDiff } from '../history/diff-model';
import { DiffView } from '../history/diff-view';

/** The query parameter that opens the offer of the document on screen (links from the regeneration's summary). */
export const OFFER_PARAM = 'offer';

/**
 * Above a document the founder edited by hand and a regeneration wrote again: their text is still
 * the current one, and the new text waits until they keep theirs, take it, or merge (ADR 0034).
 */
export function OfferNotice({
  projectId,
  document,
  onReload,
}: {
  projectId: string;
  document: DocumentDto;
  /** Fetches the documents again (after someone else saved a newer version). */
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const { open, show, close } = useParamDialog(OFFER_PARAM);
  const titleId = useId();
  const name = t(`projects.documents.${document.kind}`);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="document-offer"
      className="mb-3 flex flex-col gap-3 rounded-lg border border-primary/50 bg-primary-strong/10 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 text-sm">
          <h3 id={titleId} className="font-semibold">
            {t('projects.offer.waitingTitle')}
          </h3>
          <p className="mt-0.5 text-muted">{t('projects.offer.waitingBody', { version: document.version })}</p>
        </div>
      </div>
      <Button
        size="sm"
        className="shrink-0 self-start sm:self-center"
        onClick={show}
        aria-haspopup="dialog"
      >
        {t('projects.offer.open')}
      </Button>
      {open ? (
        <OfferDialog projectId={projectId} document={document} name={name} onClose={close} onReload={onReload} />
      ) : null}
    </section>
  );
}

function OfferDialog({
  projectId,
  document,
  name,
  onClose,
  onReload,
}: {
  projectId: string;
  document: DocumentDto;
  name: string;
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const offer = useDocumentOffer(projectId, document.kind);
  const [merging, setMerging] = useState(false);
  return (
    <Dialog
      title={t(merging ? 'projects.offer.mergeTitle' : 'projects.offer.title', { document: name })}
      description={t(merging ? 'projects.offer.mergeBody' : 'projects.offer.body', { version: document.version })}
      closeLabel={t('projects.close')}
      onClose={onClose}
      className="max-w-6xl"
    >
      {offer.isPending ? (
        <div className="space-y-2">
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : offer.isError ? (
        <LoadError message={errorText(t, offer.error)} onRetry={() => void offer.refetch()} />
      ) : (
        <Decision
          projectId={projectId}
          document={document}
          name={name}
          offer={offer.data}
          merging={merging}
          onMerge={setMerging}
          onDecided={onClose}
          onReload={onReload}
        />
      )}
    </Dialog>
  );
}

type Choice = DecideOfferInput['choice'];

function Decision({
  projectId,
  document,
  name,
  offer,
  merging,
  onMerge,
  onDecided,
  onReload,
}: {
  projectId: string;
  document: DocumentDto;
  name: string;
  offer: DocumentOfferDto;
  merging: boolean;
  onMerge: (merging: boolean) => void;
  onDecided: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const decide = useDecideOffer(projectId, document.kind as DocumentKind);
  const [merged, setMerged] = useState(document.content);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const diff = useMemo(() => documentDiff(document.content, offer.content), [document.content, offer.content]);
  const mergeId = useId();
  const errorId = useId();

  const send = (input: DecideOfferInput) => {
    setChosen(input.choice);
    setError(null);
    decide.mutate(input, {
      onSuccess: (current) => {
        toast.success(t(`projects.offer.done.${input.choice}`, { document: name, version: current.version }));
        onDecided();
      },
      onError: (failure) => {
        setError(errorText(t, failure));
        if (failure instanceof ApiError && failure.code === 'STALE_VERSION') onReload();
      },
    });
  };
  const busy = (choice: Choice) =>
    decide.isPending && chosen === choice ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null;
  const alert = error ? (
    <p id={errorId} role="alert" className="text-sm text-danger">
      {error}
    </p>
  ) : null;

  if (merging) {
    return (
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          send({ choice: 'merge', content: merged, baseVersion: document.version });
        }}
      >
        <div className="grid gap-3 md:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={mergeId} className="text-sm font-medium">
              {t('projects.offer.mergeLabel', { version: document.version })}
            </label>
            <Textarea
              id={mergeId}
              value={merged}
              onChange={(event) => setMerged(event.target.value)}
              maxLength={DOCUMENT_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              disabled={decide.isPending}
              spellCheck
              className="h-[26dvh] min-h-36 font-mono text-[13px] md:h-[55dvh]"
              autoFocus
            />
          </div>
          <section aria-label={t('projects.offer.newText')} className="flex min-w-0 flex-col gap-1.5">
            <h3 className="text-sm font-medium">{t('projects.offer.newText')}</h3>
            <pre
              tabIndex={0}
              className="h-[22dvh] min-h-32 overflow-auto rounded-lg border border-border bg-background px-3 py-2.5 font-mono text-[13px] leading-relaxed break-words whitespace-pre-wrap md:h-[55dvh]"
            >
              {offer.content}
            </pre>
          </section>
        </div>
        {alert}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onMerge(false)} disabled={decide.isPending}>
            <Undo2 aria-hidden className="size-4" />
            {t('projects.offer.backToCompare')}
          </Button>
          <Button type="submit" disabled={decide.isPending} aria-busy={decide.isPending}>
            {busy('merge') ?? <GitMerge aria-hidden className="size-4" />}
            {t('projects.offer.saveMerge')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="space-y-3">
      {mobile ? (
        <p aria-hidden className="text-xs text-muted">
          {t('projects.offer.legend', { version: document.version })}
        </p>
      ) : (
        <div aria-hidden className="grid grid-cols-2 gap-2 text-xs font-medium text-muted">
          <span>{t('projects.offer.yours', { version: document.version })}</span>
          <span>{t('projects.offer.newText')}</span>
        </div>
      )}
      {/* The diff scrolls on its own so the three choices stay in sight under a long document. */}
      <div tabIndex={0} className="max-h-[40dvh] overflow-y-auto rounded-lg md:max-h-[55dvh]">
        <DiffView
          diff={diff}
          layout={mobile ? 'inline' : 'split'}
          label={t('projects.offer.diffLabel', { document: name, version: document.version })}
        />
      </div>
      {alert}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => send({ choice: 'keep' })} disabled={decide.isPending} data-autofocus>
          {busy('keep') ?? <Check aria-hidden className="size-4" />}
          {t('projects.offer.keep')}
        </Button>
        <Button variant="secondary" onClick={() => onMerge(true)} disabled={decide.isPending}>
          <GitMerge aria-hidden className="size-4" />
          {t('projects.offer.merge')}
        </Button>
        <Button
          onClick={() => send({ choice: 'take', baseVersion: document.version })}
          disabled={decide.isPending}
          aria-busy={decide.isPending && chosen === 'take'}
        >
          {busy('take') ?? <Sparkles aria-hidden className="size-4" />}
          {t('projects.offer.take')}
        </Button>
      </div>
    </div>
  );
}
