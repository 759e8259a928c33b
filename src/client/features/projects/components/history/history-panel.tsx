import { GitCompareArrows, History, Loader2, RotateCcw } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '../../../../../shared/schemas/kit';
import type { DocumentVersionSummaryDto } from '../../../../../shared/schemas/projects';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { EmptyState, LoadError } from '../../../../components/ui/page-states';
import { Select } from '../../../../components/ui/select';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/error-text';
import { toast } from '../../../../lib/toast';
import { useIsMobile } from '../../../../lib/use-media-query';
import { useDocumentName } from '../../api/custom-documents';
import { useDocumentVersion, useDocumentVersions, useRestoreVersion } from '../../api/document-versions';
import { documentDiff } from './diff-model';
import { DiffView } from './diff-view';

/** The two versions compared: `from` the older side, `to` the newer. */
interface Comparison {
  from: number;
  to: number;
}

/**
 * A document's history in a panel: its versions (source, who, when), the changes between any two of
 * them, and, for an account that may edit, restoring one as the new current version.
 */
export function HistoryPanel({
  projectId,
  kind,
  canRestore,
  onClose,
}: {
  projectId: string;
  kind: DocumentKind | string;
  canRestore: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const versions = useDocumentVersions(projectId, kind);
  const document = useDocumentName(projectId, kind);

  return (
    <Dialog
      title={t('projects.history.title', { document })}
      closeLabel={t('projects.history.close')}
      onClose={onClose}
      className="max-w-6xl"
    >
      {versions.isPending ? (
        <HistorySkeleton />
      ) : versions.isError ? (
        <LoadError message={t('projects.history.loadFailed')} onRetry={() => void versions.refetch()} />
      ) : versions.data.versions.length === 0 ? (
        <EmptyState icon={History} title={t('projects.history.empty')} />
      ) : (
        <HistoryContent
          projectId={projectId}
          kind={kind}
          versions={versions.data.versions}
          canRestore={canRestore}
          onRestored={onClose}
        />
      )}
    </Dialog>
  );
}

function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <p role="status" className="sr-only">
        {t('projects.history.loading')}
      </p>
      <div className="space-y-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function HistoryContent({
  projectId,
  kind,
  versions,
  canRestore,
  onRestored,
}: {
  projectId: string;
  kind: DocumentKind | string;
  /** Newest first. */
  versions: DocumentVersionSummaryDto[];
  canRestore: boolean;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const current = versions[0]!.version;
  const older = (version: number) => versions.find((v) => v.version < version)?.version;
  const [comparison, setComparison] = useState<Comparison>({ from: older(current) ?? current, to: current });

  return (
    <div className="grid gap-5 md:grid-cols-[17rem_minmax(0,1fr)]">
      <section aria-label={t('projects.history.versions')}>
        <h3 className="mb-2 text-sm font-semibold text-muted">{t('projects.history.versions')}</h3>
        <ol className="space-y-2">
          {versions.map((version) => (
            <VersionItem
              key={version.version}
              projectId={projectId}
              kind={kind}
              version={version}
              current={current}
              selected={comparison.to === version.version}
              onShowChanges={
                older(version.version) === undefined
                  ? undefined
                  : () => setComparison({ from: older(version.version)!, to: version.version })
              }
              canRestore={canRestore}
              onRestored={onRestored}
            />
          ))}
        </ol>
      </section>
      <section className="min-w-0 space-y-3">
        {versions.length < 2 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
            {t('projects.history.oneVersion')}
          </p>
        ) : (
          <>
            <ComparisonPicker versions={versions} comparison={comparison} onChange={setComparison} />
            <VersionDiff projectId={projectId} kind={kind} comparison={comparison} />
          </>
        )}
      </section>
    </div>
  );
}

function useVersionLabels() {
  const { t, i18n } = useTranslation();
  return {
    source: (v: DocumentVersionSummaryDto) => t(`projects.history.source.${v.source}`),
    who: (v: DocumentVersionSummaryDto) =>
      v.who ? t('projects.history.by', { name: v.who.name }) : t('projects.history.byEngine'),
    time: (v: DocumentVersionSummaryDto) =>
      new Date(v.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

function VersionItem({
  projectId,
  kind,
  version,
  current,
  selected,
  onShowChanges,
  canRestore,
  onRestored,
}: {
  projectId: string;
  kind: DocumentKind | string;
  version: DocumentVersionSummaryDto;
  current: number;
  selected: boolean;
  onShowChanges?: () => void;
  canRestore: boolean;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const labels = useVersionLabels();
  const [confirming, setConfirming] = useState(false);
  const isCurrent = version.version === current;

  return (
    <li
      className={`rounded-lg border p-3 text-sm ${selected ? 'border-primary/70 bg-primary-strong/10' : 'border-border bg-surface-raised/40'}`}
      aria-current={selected ? 'true' : undefined}
    >
      <p className="font-medium">
        {t('projects.history.version', { version: version.version })}
        {isCurrent ? (
          <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-normal text-accent">
            {t('projects.history.current')}
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-xs text-muted">
        {labels.source(version)} · {labels.who(version)}
      </p>
      <p className="text-xs text-muted">
        <time dateTime={version.createdAt}>{labels.time(version)}</time>
      </p>
      {confirming ? (
        <RestoreConfirmation
          projectId={projectId}
          kind={kind}
          version={version.version}
          current={current}
          onCancel={() => setConfirming(false)}
          onRestored={onRestored}
        />
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {onShowChanges ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2"
              onClick={onShowChanges}
              aria-label={t('projects.history.showChangesLabel', { version: version.version })}
            >
              <GitCompareArrows aria-hidden className="size-4" />
              {t('projects.history.showChanges')}
            </Button>
          ) : null}
          {canRestore && !isCurrent ? (
            <Button
              variant="secondary"
              size="sm"
              className="h-8 px-2"
              onClick={() => setConfirming(true)}
              aria-label={t('projects.history.restoreLabel', { version: version.version })}
            >
              <RotateCcw aria-hidden className="size-4" />
              {t('projects.history.restore')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** Asks before restoring; Escape cancels the question (not the whole panel). */
function RestoreConfirmation({
  projectId,
  kind,
  version,
  current,
  onCancel,
  onRestored,
}: {
  projectId: string;
  kind: DocumentKind | string;
  version: number;
  current: number;
  onCancel: () => void;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const restore = useRestoreVersion(projectId, kind);
  const [error, setError] = useState<string | null>(null);
  const questionId = useId();
  const document = useDocumentName(projectId, kind);

  const confirm = () =>
    restore.mutate(
      { version, baseVersion: current },
      {
        onSuccess: (restored) => {
          toast.success(t('projects.history.restored', { document, version, current: restored.version }));
          onRestored();
        },
        onError: (failure) => {
          setError(errorText(t, failure));
          if (failure instanceof ApiError && failure.code === 'STALE_VERSION')
            toast.error(t('projects.history.restoreFailed'));
        },
      },
    );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      onKeyDown={onKeyDown}
      className="mt-3 rounded-md border border-border bg-surface p-3"
    >
      <p id={questionId} className="text-xs">
        {t('projects.history.restoreConfirm', { version, next: current + 1 })}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          className="h-8 px-3"
          onClick={confirm}
          disabled={restore.isPending}
          aria-busy={restore.isPending}
          autoFocus
        >
          {restore.isPending ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <RotateCcw aria-hidden className="size-4" />
          )}
          {t('projects.history.restoreYes', { version })}
        </Button>
        <Button variant="secondary" size="sm" className="h-8 px-3" onClick={onCancel} disabled={restore.isPending}>
          {t('projects.history.restoreCancel')}
        </Button>
      </div>
    </div>
  );
}

function ComparisonPicker({
  versions,
  comparison,
  onChange,
}: {
  versions: DocumentVersionSummaryDto[];
  comparison: Comparison;
  onChange: (comparison: Comparison) => void;
}) {
  const { t } = useTranslation();
  const labels = useVersionLabels();
  const fromId = useId();
  const toId = useId();
  const options = versions.map((v) => (
    <option key={v.version} value={v.version}>
      {t('projects.history.option', { version: v.version, source: labels.source(v) })}
    </option>
  ));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={fromId} className="text-muted">
        {t('projects.history.compareFrom')}
      </label>
      <Select
        id={fromId}
        value={comparison.from}
        onChange={(e) => onChange({ ...comparison, from: Number(e.target.value) })}
      >
        {options}
      </Select>
      <label htmlFor={toId} className="text-muted">
        {t('projects.history.compareTo')}
      </label>
      <Select id={toId} value={comparison.to} onChange={(e) => onChange({ ...comparison, to: Number(e.target.value) })}>
        {options}
      </Select>
    </div>
  );
}

/** The changes from one version to another; both texts are fetched (once each) to compare them. */
function VersionDiff({
  projectId,
  kind,
  comparison,
}: {
  projectId: string;
  kind: DocumentKind | string;
  comparison: Comparison;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const from = useDocumentVersion(projectId, kind, comparison.from);
  const to = useDocumentVersion(projectId, kind, comparison.to);
  const diff = useMemo(
    () => (from.data && to.data ? documentDiff(from.data.content, to.data.content) : null),
    [from.data, to.data],
  );

  if (from.isError || to.isError) {
    const failure = from.error ?? to.error;
    return (
      <LoadError
        message={`${t('projects.history.diffFailed')} ${errorText(t, failure)}`}
        onRetry={() => {
          if (from.isError) void from.refetch();
          if (to.isError) void to.refetch();
        }}
      />
    );
  }
  if (!diff) {
    return (
      <div>
        <p role="status" className="mb-2 flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {t('projects.history.diffLoading')}
        </p>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const unchanged = diff.added + diff.removed + diff.changed === 0;
  return (
    <div className="space-y-2" aria-busy={from.isPlaceholderData || to.isPlaceholderData}>
      <p className="text-xs text-muted" aria-live="polite">
        {unchanged
          ? t('projects.history.same')
          : t('projects.history.summary', { changed: diff.changed, added: diff.added, removed: diff.removed })}
      </p>
      {unchanged ? null : (
        <DiffView
          diff={diff}
          layout={mobile ? 'inline' : 'split'}
          label={t('projects.history.diffLabel', { from: comparison.from, to: comparison.to })}
        />
      )}
    </div>
  );
}
