import { AlertCircle, ChevronLeft, ChevronRight, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDocumentDto } from '../../../../shared/schemas/custom-documents';
import type { DocumentKind } from '../../../../shared/schemas/kit';
import type { DocumentDto, ProjectDto } from '../../../../shared/schemas/projects';
import { MarkdownSkeleton, MarkdownView } from '../../../components/ui/markdown-view';
import { cn } from '../../../lib/cn';
import { isSettled } from '../api/get-project';
import { isWritten, type ShownDocument } from '../shown-document';

/** The document tabs, in the order the project page shows them. */
export const documentTabs = [
  'overview',
  'requirements',
  'tech_stack',
  'backend',
  'frontend',
  'quality',
  'ai_rules',
  'app_flow',
  'implementation',
  'what_next',
] as const satisfies readonly DocumentKind[];

export function isDocumentTab(value: string | null): value is DocumentKind {
  return (documentTabs as readonly string[]).includes(value ?? '');
}

/** The width of the fade over an edge of the tab row with more tabs past it (`w-10`). */
const SCROLL_HINT_PX = 40;

type TabState = 'ready' | 'generating' | 'failed' | 'missing';

/** A custom document's tab: writing while queued, failed, else ready. */
function customTabState(document: CustomDocumentDto): TabState {
  if (document.status === 'failed') return 'failed';
  return isWritten(document) ? 'ready' : 'generating';
}

function tabState(kind: DocumentKind, project: ProjectDto, document: DocumentDto | undefined): TabState {
  if (document) return 'ready';
  const step = project.steps.find((s) => s.step === kind);
  if (step?.status === 'failed') return 'failed';
  if (project.status === 'failed') return 'failed';
  if (isSettled(project.status)) return 'missing';
  return 'generating';
}

/**
 * The project's documents as tabs (arrow keys, Home and End move between them): the kit's, then the
 * custom ones by their id. A tab whose document is not written yet shows a spinner and a skeleton,
 * and fills in as soon as it exists. `actions` sit beside the tab row (a new custom document).
 */
export function DocumentTabs({
  project,
  documents,
  customDocuments = [],
  documentsError,
  selected,
  onSelect,
  toolbar,
  replaceDocument,
  actions,
  extraTabs = [],
}: {
  project: ProjectDto;
  documents: DocumentDto[] | undefined;
  customDocuments?: CustomDocumentDto[];
  /** Shown in place of a document when the documents could not be loaded. */
  documentsError?: ReactNode;
  /** A kit document's kind or a custom document's id. */
  selected: DocumentKind | string;
  onSelect: (ref: DocumentKind | string) => void;
  /** Actions for the selected document (shown above it once it exists). */
  toolbar?: (document: ShownDocument) => ReactNode;
  /** Replaces the rendered document when it returns something (the editor). */
  replaceDocument?: (document: ShownDocument) => ReactNode;
  actions?: ReactNode;
  /** Tabs after the documents that show something else (the roadmap), by key. */
  extraTabs?: ReadonlyArray<{ key: string; label: string; panel: ReactNode }>;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  // On narrow screens the tab row scrolls sideways: keep the selected tab in view (without
  // scrolling the page itself).
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(selected);
    if (!list || !tab) return;
    // The list is positioned, so it is the offset parent of its tabs.
    // A margin keeps it clear of the fade over an edge with more tabs past it.
    const left = tab.offsetLeft - SCROLL_HINT_PX;
    const right = tab.offsetLeft + tab.offsetWidth + SCROLL_HINT_PX;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
  }, [selected]);
  const overflow = useTabOverflow(listRef);
  const byKind = new Map<string, DocumentDto>((documents ?? []).map((d) => [d.kind, d]));
  const customById = new Map(customDocuments.map((d) => [d.id, d]));
  const extraByKey = new Map(extraTabs.map((tab) => [tab.key, tab]));
  const tabs: string[] = [...documentTabs, ...customDocuments.map((d) => d.id), ...extraByKey.keys()];
  const loadingDocuments = documents === undefined && !documentsError;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const key = tabs[target] ?? 'overview';
    onSelect(key);
    tabRefs.current.get(key)?.focus();
  };

  const selectedCustom = customById.get(selected);
  const document: ShownDocument | undefined = selectedCustom
    ? isWritten(selectedCustom)
      ? selectedCustom
      : undefined
    : byKind.get(selected);
  const stateOf = (key: string): TabState | 'loading' => {
    if (extraByKey.has(key)) return 'ready';
    const custom = customById.get(key);
    if (custom) return customTabState(custom);
    return loadingDocuments ? 'loading' : tabState(key as DocumentKind, project, byKind.get(key));
  };
  const extra = extraByKey.get(selected);
  const state = extra
    ? 'ready'
    : selectedCustom
      ? customTabState(selectedCustom)
      : documentsError && !document
        ? 'error'
        : stateOf(selected);
  const label = (key: string) =>
    extraByKey.get(key)?.label ?? customById.get(key)?.title ?? t(`projects.documents.${key}`);

  return (
    <div>
      <div className="flex items-end gap-2">
        <div className="relative -mx-4 min-w-0 flex-1 md:mx-0">
          <div
            ref={listRef}
            role="tablist"
            aria-label={t('projects.tabs.label')}
            onKeyDown={onKeyDown}
            onScroll={overflow.update}
            className="relative flex gap-1 overflow-x-auto border-b border-border px-4 [scrollbar-width:none] md:px-0"
          >
            {tabs.map((kind) => {
              const active = kind === selected;
              const kindState = stateOf(kind);
              return (
                <button
                  key={kind}
                  ref={(node) => {
                    if (node) tabRefs.current.set(kind, node);
                    else tabRefs.current.delete(kind);
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${kind}`}
                  aria-selected={active}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={active ? 0 : -1}
                  onClick={() => onSelect(kind)}
                  className={cn(
                    'relative -mb-px flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm whitespace-nowrap transition-colors',
                    active
                      ? 'border-primary font-medium text-foreground'
                      : 'border-transparent text-muted hover:text-foreground',
                  )}
                >
                  {label(kind)}
                  {kindState === 'generating' || kindState === 'loading' ? (
                    <Loader2
                      aria-hidden
                      data-testid="tab-spinner"
                      className="size-3.5 animate-spin text-primary motion-reduce:animate-none"
                    />
                  ) : null}
                  {kindState === 'failed' ? <AlertCircle aria-hidden className="size-3.5 text-danger" /> : null}
                  {kindState === 'generating' ? <span className="sr-only">({t('projects.tabs.generating')})</span> : null}
                </button>
              );
            })}
          </div>
          {/* More tabs past an edge: a fade and an arrow say so (the arrow keys and a swipe reach them). */}
          {overflow.left ? <ScrollHint side="left" /> : null}
          {overflow.right ? <ScrollHint side="right" /> : null}
        </div>
        {actions ? <div className="shrink-0 border-b border-border pb-1.5">{actions}</div> : null}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
        className="pt-6 focus-visible:outline-offset-4"
      >
        {extra?.panel}
        {state === 'error' ? documentsError : null}
        {state === 'loading' ? <MarkdownSkeleton label={t('loading')} /> : null}
        {state === 'generating' ? (
          <div>
            <p className="mb-5 flex items-center gap-2 text-sm text-muted">
              <Loader2 aria-hidden className="size-4 animate-spin text-primary motion-reduce:animate-none" />
              {t('projects.messages.notReady')}
            </p>
            <MarkdownSkeleton />
          </div>
        ) : null}
        {state === 'failed' ? (
          <p className="rounded-lg border border-border bg-surface p-4 text-sm text-muted">
            {selectedCustom
              ? t('projects.custom.failed', { error: selectedCustom.error ?? '' })
              : t('projects.tabs.failed')}
          </p>
        ) : null}
        {state === 'missing' ? (
          <p className="rounded-lg border border-border bg-surface p-4 text-sm text-muted">
            {t('projects.tabs.missing')}
          </p>
        ) : null}
        {document ? (
          <article aria-label={label(selected)}>
            {toolbar ? <div className="mb-4">{toolbar(document)}</div> : null}
            {replaceDocument?.(document) ?? (
              <MarkdownView
                key={`${selected}-${document.version}`}
                content={document.content}
                loadingLabel={t('loading')}
                headingAnchors
              />
            )}
          </article>
        ) : null}
      </div>
    </div>
  );
}

/** Whether the tab row hides tabs past its left or right edge, kept up to date as it scrolls or resizes. */
function useTabOverflow(listRef: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ left: false, right: false });
  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const left = list.scrollLeft > 1;
    const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setEdges((was) => (was.left === left && was.right === right ? was : { left, right }));
  }, [listRef]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, update]);
  return { ...edges, update };
}

/**
 * A fade over one end of the tab row with an arrow, saying more tabs lie past it. It lets clicks
 * through: a half-shown tab, clicked, is selected and scrolled into view.
 */
function ScrollHint({ side }: { side: 'left' | 'right' }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <div
      aria-hidden
      data-testid={`tabs-more-${side}`}
      className={cn(
        'pointer-events-none absolute top-0 bottom-px flex w-10 items-center text-muted',
        side === 'left'
          ? 'left-0 justify-start bg-linear-to-r from-background via-background/90 to-transparent pl-1'
          : 'right-0 justify-end bg-linear-to-l from-background via-background/90 to-transparent pr-1',
      )}
    >
      <Icon className="size-4" />
    </div>
  );
}
