import { AlertTriangle, Loader2, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import type { DocumentKind } from '../../../../shared/schemas/kit';
import type { DocumentDto, ProjectDto } from '../../../../shared/schemas/projects';
import { SECTION_ANCHOR_PREFIX } from '../../../../shared/markdown-sections';
import type { CitationDto } from '../../../../shared/schemas/questions';
import { Button } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/back-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { RoadmapView } from '../../roadmap';
import { projectCan } from '../access';
import { useCustomDocuments } from '../api/custom-documents';
import { useDocuments } from '../api/get-documents';
import { isSettled, PROJECT_POLL_MS, useProject } from '../api/get-project';
import { useKitRegeneration } from '../api/regenerate-kit';
import { useRetryProject } from '../api/retry-project';
import { type CreditBlock, creditBlockOf } from '../messages';
import { documentRefOf } from '../shown-document';
import { useProjectLiveUpdates } from '../use-project-live-updates';
import { NewCustomDocument } from './custom-document-dialog';
import { useScrollToSection } from '../use-scroll-to-section';
import { DocumentEditor } from './document-editor';
import { DocumentTabs, isDocumentTab } from './document-tabs';
import { DocumentToolbar } from './document-toolbar';
import { HistoryAction } from './history/history-action';
import { InsufficientCreditsModal } from './insufficient-credits-modal';
import { KitCheckPanel } from './kit-check-panel';
import { OfferNotice } from './kit-regeneration/document-offer';
import { KitRegenerationPanel } from './kit-regeneration/kit-regeneration-panel';
import { KitWriters } from './kit-writers';
import { ManageProject } from './manage-project';
import { ProjectActions } from './project-actions';
import { PromptModal } from './prompt-modal';
import { QuestionsPanel } from './questions-panel';
import { ProjectNotFound } from './project-not-found';
import { ProjectStatusBadge } from './project-status-badge';
import { TeamBadge } from './team-badge';
import { RegenerateAction } from './regenerate-action';
import { StepProgress } from './step-progress';
import { errorText } from '../../../lib/error-text';

/** The project's roadmap sits in a tab after the documents (Founder and Growth). */
const ROADMAP_TAB = 'roadmap';

/** A regeneration is followed for at most this long (then the page stops asking). */
const REGENERATION_WATCH_MS = 5 * 60_000;

/** /dashboard/projects/:projectId: the kit as it is written, then its documents, under its folded kit check and questions. */
export default function ProjectPage() {
  const { projectId = '' } = useParams();
  // A new project id starts from a clean page (live updates, tab, pending regeneration).
  return <ProjectView key={projectId} projectId={projectId} />;
}

function ProjectView({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  useProjectLiveUpdates(projectId, project.data);

  if (project.isPending) return <ProjectSkeleton />;
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.isMissing;
    return missing ? (
      <ProjectNotFound />
    ) : (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-xl font-semibold">{t('projects.page.loadFailed')}</h1>
        <p className="mt-3 text-muted">{errorText(t, project.error)}</p>
        <Button className="mt-6" onClick={() => void project.refetch()}>
          {t('projects.page.retryLoad')}
        </Button>
      </div>
    );
  }
  return <ProjectContent project={project.data} />;
}

function ProjectContent({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const customDocuments = useCustomDocuments(project.id);
  const customList = customDocuments.data?.documents ?? [];
  // The roadmap is the owner's plan feature, shown to everyone on the project's team.
  const showRoadmap = projectCan(project)('roadmap.read');
  const selected: DocumentKind | string =
    isDocumentTab(tab) || customList.some((d) => d.id === tab) || (showRoadmap && tab === ROADMAP_TAB)
      ? (tab as string)
      : 'overview';
  const [regeneration, setRegeneration] = useState<{ kind: DocumentKind; fromVersion: number } | null>(null);
  const [remaining, setRemaining] = useState<number | null | undefined>(undefined);
  const [creditBlock, setCreditBlock] = useState<CreditBlock | null>(null);
  const [editing, setEditing] = useState<DocumentKind | string | null>(null);
  const [promptOpen, setPromptOpen] = useState(false);
  // The section a citation opened (or the page's address named), scrolled to once it is on screen.
  const [section, setSection] = useState<string | null>(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    return hash.startsWith(SECTION_ANCHOR_PREFIX) ? hash : null;
  });
  useScrollToSection(section, useCallback(() => setSection(null), []));
  const retry = useRetryProject(project.id);

  // A regeneration is pending until its document's version goes up (or the wait is given up).
  const regenerationPending = (document: DocumentDto) =>
    regeneration !== null && regeneration.kind === document.kind && document.version <= regeneration.fromVersion;
  const documents = useDocuments(project.id, {
    // While a new version is on its way, the documents are asked for again every few seconds.
    refetchInterval: (data) => (data?.documents.some(regenerationPending) ? PROJECT_POLL_MS : false),
  });
  useEffect(() => {
    if (!regeneration) return;
    const timer = setTimeout(() => setRegeneration(null), REGENERATION_WATCH_MS);
    return () => clearTimeout(timer);
  }, [regeneration]);

  const select = (ref: DocumentKind | string) =>
    setSearchParams(
      (params) => {
        params.set('tab', ref);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const openCitation = (citation: CitationDto) => {
    setEditing(null);
    select(citation.kind);
    setSection(citation.anchor || null);
  };

  const startAgain = () =>
    retry.mutate(undefined, {
      onError: (error) => {
        const block = creditBlockOf(error);
        if (block) setCreditBlock(block);
        else toast.error(t('projects.messages.startFailed'), { description: errorText(t, error) });
      },
    });

  // The owner's plan decides the project's plan features, for the owner and the team alike (ADR 0026).
  const plan = project.access.plan;
  const can = projectCan(project);
  const working = !isSettled(project.status);
  // Documents edited by hand whose regenerated text waits for a decision (ADR 0034).
  const waitingOffers = useKitRegeneration(project.id, can('documents.edit')).data?.offers ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <BackLink to={paths.projects.href()}>{t('pages.projects')}</BackLink>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words md:text-3xl">{project.name}</h1>
          <p className="mt-1 line-clamp-2 text-sm text-muted">{project.idea}</p>
          <KitWriters writers={project.writtenBy} />
        </div>
        <div className="flex flex-col items-end gap-2">
          <div className="flex flex-wrap items-center justify-end gap-2">
            <TeamBadge access={project.access} />
            <ProjectStatusBadge status={project.status} live />
          </div>
          {can('project.manage') ? <ManageProject project={project} /> : null}
        </div>
      </header>
      <ProjectActions project={project} onOpenPrompt={() => setPromptOpen(true)} />
      <KitRegenerationPanel project={project} />

      <div className="mt-6 space-y-6">
        {working || project.status === 'failed' ? <StepProgress project={project} /> : null}

        {project.status === 'failed' ? (
          <section role="alert" className="rounded-2xl border border-danger/50 bg-danger/10 p-4 sm:p-5">
            <div className="flex items-start gap-3">
              <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
              <div className="min-w-0">
                <h2 className="font-semibold">{t('projects.failed.title')}</h2>
                <p className="mt-1 text-sm break-words">{project.failureReason ?? t('projects.failed.unknown')}</p>
                <p className="mt-2 text-sm text-muted">{t('projects.failed.refund')}</p>
                {/* Starting again charges the owner's credits: the owner's call. */}
                {can('project.manage') ? (
                  <Button className="mt-4" onClick={startAgain} disabled={retry.isPending} aria-busy={retry.isPending}>
                    {retry.isPending ? (
                      <Loader2 aria-hidden className="size-4 animate-spin" />
                    ) : (
                      <RotateCcw aria-hidden className="size-4" />
                    )}
                    {t('projects.failed.retry')}
                  </Button>
                ) : null}
              </div>
            </div>
          </section>
        ) : null}

        {/* The documents come first: the kit check and the questions fold to one line each above them (ADR 0047). */}
        {project.status === 'ready' ? (
          <div className="grid items-start gap-3 md:grid-cols-2">
            {project.kitCheck ? <KitCheckPanel check={project.kitCheck} repair={project.kitRepair} /> : null}
            {/* A team's member who may not ask has nothing to upgrade: the panel is the owner's offer. */}
            {can('questions.ask') || !project.access.team ? (
              <QuestionsPanel
                projectId={project.id}
                allowed={can('questions.ask')}
                onOpenCitation={openCitation}
                defaultOpen={false}
              />
            ) : null}
          </div>
        ) : null}

        <DocumentTabs
          project={project}
          documents={documents.data?.documents}
          documentsError={
            documents.isError ? (
              <div role="alert" className="rounded-lg border border-border bg-surface p-4 text-sm">
                <p>{t('projects.tabs.loadFailed')}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void documents.refetch()}>
                  {t('projects.page.retryLoad')}
                </Button>
              </div>
            ) : undefined
          }
          customDocuments={customList}
          actions={
            project.status === 'ready' && can('documents.create') ? (
              <NewCustomDocument projectId={project.id} documents={customList} onCreated={(created) => select(created.id)} />
            ) : undefined
          }
          extraTabs={
            showRoadmap
              ? [{ key: ROADMAP_TAB, label: t('roadmap.tab'), panel: <RoadmapView projectId={project.id} /> }]
              : []
          }
          selected={selected}
          onSelect={select}
          toolbar={(document) =>
            editing === documentRefOf(document) ? null : (
              <>
                {document.kind !== 'custom' && waitingOffers.includes(document.kind) && can('documents.edit') ? (
                  <OfferNotice
                    key={`${document.kind}-offer`}
                    projectId={project.id}
                    document={document}
                    onReload={() => void documents.refetch()}
                  />
                ) : null}
                <DocumentToolbar
                  project={project}
                  document={document}
                  onEdit={() => setEditing(documentRefOf(document))}
                >
                  <HistoryAction
                    key={documentRefOf(document)}
                    projectId={project.id}
                    kind={documentRefOf(document)}
                    canRestore={can('documents.edit')}
                  />
                  {project.status === 'ready' && can('documents.regenerate') && document.kind !== 'custom' ? (
                    <RegenerateAction
                      projectId={project.id}
                      document={document}
                      plan={plan}
                      remaining={remaining}
                      pending={regenerationPending(document)}
                      onStarted={(left) => {
                        setRemaining(left);
                        setRegeneration({ kind: document.kind, fromVersion: document.version });
                      }}
                      onLimitReached={() => setRemaining(0)}
                    />
                  ) : null}
                </DocumentToolbar>
              </>
            )
          }
          replaceDocument={(document) =>
            editing === documentRefOf(document) && can('documents.edit') ? (
              <DocumentEditor
                key={`${documentRefOf(document)}-${document.version}`}
                projectId={project.id}
                document={document}
                onDone={() => setEditing(null)}
                onReload={() => void (document.kind === 'custom' ? customDocuments.refetch() : documents.refetch())}
              />
            ) : undefined
          }
        />
      </div>

      {promptOpen ? <PromptModal projectId={project.id} onClose={() => setPromptOpen(false)} /> : null}
      {creditBlock ? <InsufficientCreditsModal reason={creditBlock} onCancel={() => setCreditBlock(null)} /> : null}
    </div>
  );
}

function ProjectSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-4 h-8 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-8 h-32 w-full rounded-2xl" />
      <div className="mt-8 flex gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-24" />
        ))}
      </div>
      <Skeleton className="mt-6 h-64 w-full" />
    </div>
  );
}
