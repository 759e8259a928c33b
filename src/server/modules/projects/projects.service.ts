import {
  documentSteps,
  kitStepNames,
  type DocumentKind,
  type KitOptions,
  type KitOutputs,
  type Platform,
} from '../../../shared/schemas/kit';
import {
  type CreateProjectInput,
  type DocumentDto,
  type KitCheckDto,
  type KitWriterDto,
  type ProjectAccessDto,
  type ProjectDto,
  type ProjectSummaryDto,
  type UpdateDocumentInput,
} from '../../../shared/schemas/projects';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../http/app-error';
import { channels, notify } from '../../jobs/notifications';
import { checkKit } from '../../kit/kit-check';
import { isKitComplete } from '../../kit/kit-graph';
import { applyCreditChangeInTransaction } from '../credits/credits.service';
import { plans } from '../../../shared/pricing';
import { can } from '../../../shared/entitlements';
import type { Brief } from '../../../shared/schemas/brief';
import { currentBriefOf, insertProjectBrief } from '../briefs/briefs.repo';
import { briefForOrder, optionsAgreeingWith } from '../briefs/briefs.service';
import { accessOf } from '../me/access';
import {
  countRegenerationsThisMonth,
  findCurrentDocument,
  findPrompt,
  insertDocumentVersion,
  insertKitSteps,
  insertRegeneration,
  listCurrentDocuments,
  listDocumentWriters,
  listKitSteps,
  resetFailedSteps,
  type CustomDocumentRef,
  type DocumentRow,
  type KitStepRow,
} from '../kits/kits.repo';
import { enqueueReadySteps, enqueueRegeneration, outputsOf, statusesOf, type KitDeps } from '../kits/kits.service';
import { accessDto, authorizeProject, listVisibleProjects, projectNotFound as notFound, type ProjectAccess } from './project-access';
import { deleteProjectRow, insertProject, lockProject, renameProjectRow, updateProject, type ProjectRow } from './projects.repo';

/** A name for a kit the user did not name: the idea's first words, until the overview names it. */
function provisionalName(idea: string): string {
  const words = idea.replace(/\s+/g, ' ').trim().split(' ');
  let name = '';
  for (const word of words) {
    if ((name + ' ' + word).trim().length > 60) break;
    name = (name + ' ' + word).trim();
  }
  return name || idea.slice(0, 60);
}

/**
 * Orders a kit: the brief first (the founder's, or proposed now: an unclear idea is refused before
 * any charge), then whatever the plan, in one short transaction, charge one credit (402 when there
 * is none), create the project with its brief and steps, and queue the steps that can start.
 */
export async function createProject(deps: KitDeps, ownerId: string, input: CreateProjectInput & { options: object }) {
  if (!can(await accessOf(deps.db, ownerId), 'createProject')) throw new AppError('INSUFFICIENT_CREDITS');
  const { brief, source } = await briefForOrder(deps, input.idea, input.options as KitOptions, input.brief);

  const project = await deps.db.transaction(
    async (tx) => {
      const row = await insertProject(tx, {
        ownerId,
        name: input.name || provisionalName(input.idea),
        nameGiven: Boolean(input.name),
        idea: input.idea,
        kitOptions: optionsAgreeingWith(input.options as KitOptions, brief),
      });
      await insertProjectBrief(tx, { projectId: row.id, version: 1, brief, source });
      await applyCreditChangeInTransaction(tx, {
        userId: ownerId,
        delta: -1,
        reason: 'project',
        idempotencyKey: `project:${row.id}:1`,
        note: row.name,
      });
      await insertKitSteps(tx, row.id, kitStepNames);
      const statuses = new Map(kitStepNames.map((step) => [step, 'pending' as const]));
      await enqueueReadySteps(tx, deps.queue, row, statuses);
      return row;
    },
    { isolationLevel: 'read committed' },
  );
  const access = await authorizeProject(deps.db, ownerId, project.id, 'project.read');
  return toProjectDto(project, await listKitSteps(deps.db, project.id, []), await accessDto(deps.db, access), []);
}

/**
 * Starts a failed kit again from the steps that failed; what was written stays. The failure
 * refunded the credit, so the new attempt is charged again (on its own key).
 */
export async function retryProject(deps: KitDeps, actorId: string, projectId: string) {
  const access = await authorizeProject(deps.db, actorId, projectId, 'project.manage');
  const ownerId = access.project.ownerId;
  const project = await deps.db.transaction(
    async (tx) => {
      const locked = await lockProject(tx, projectId);
      if (!locked || locked.status !== 'failed') throw new AppError('KIT_NOT_RETRYABLE');
      const attempt = locked.attempt + 1;
      await applyCreditChangeInTransaction(tx, {
        userId: ownerId,
        delta: -1,
        reason: 'project',
        idempotencyKey: `project:${projectId}:${attempt}`,
        note: `${locked.name} (attempt ${attempt})`,
      });
      await resetFailedSteps(tx, projectId);
      await updateProject(tx, projectId, { status: 'queued', failureReason: null, attempt });
      const rows = await listKitSteps(tx, projectId, []);
      await enqueueReadySteps(tx, deps.queue, { ...locked, attempt }, statusesOf(rows));
      await notify(tx, channels.progress, projectId);
      return { ...locked, attempt, status: 'queued' as const, failureReason: null };
    },
    { isolationLevel: 'read committed' },
  );
  const [rows, writers] = await Promise.all([listKitSteps(deps.db, projectId, []), listDocumentWriters(deps.db, projectId)]);
  return toProjectDto(project, rows, await accessDto(deps.db, access), writers);
}

/** Queues a new version of one document, within the owner's plan's monthly limit. */
export async function regenerateDocument(deps: KitDeps, actorId: string, projectId: string, kind: DocumentKind) {
  const { project: owned, owner } = await authorizeProject(deps.db, actorId, projectId, 'documents.regenerate');
  if (owned.status !== 'ready') throw new AppError('KIT_NOT_READY');
  const limit = plans[owner.subscriptionPlan].regenerationsPerProjectPerMonth;

  return deps.db.transaction(
    async (tx) => {
      // The project lock makes the count and the insert one step: two requests cannot both take the last one.
      await lockProject(tx, projectId);
      const used = await countRegenerationsThisMonth(tx, projectId);
      if (limit !== null && used >= limit) throw new AppError('REGENERATION_LIMIT');
      const regeneration = await insertRegeneration(tx, projectId, kind);
      await enqueueRegeneration(tx, deps.queue, owned, regeneration.id);
      return { remaining: limit === null ? null : limit - used - 1 };
    },
    { isolationLevel: 'read committed' },
  );
}

/** The reader's own projects and its teams'. */
export async function listProjects(db: Db, actorId: string): Promise<ProjectSummaryDto[]> {
  return (await listVisibleProjects(db, actorId)).map(({ project, access }) => toSummaryDto(project, access));
}

export async function getProject(db: Db, actorId: string, projectId: string): Promise<ProjectDto> {
  return projectDtoOf(db, await authorizeProject(db, actorId, projectId, 'project.read'));
}

async function projectDtoOf(db: Db, access: ProjectAccess): Promise<ProjectDto> {
  const { project } = access;
  // The outputs and the brief are read only for the check of a kit that became ready before the
  // check was stored with it, once per process (it is cached).
  const needOutputs = project.status === 'ready' && !project.kitCheck && !kitCheckCache.has(project.id);
  const [rows, brief, writers] = await Promise.all([
    listKitSteps(db, project.id, needOutputs ? 'all' : []),
    needOutputs ? currentBriefOf(db, project.id) : undefined,
    listDocumentWriters(db, project.id),
  ]);
  return toProjectDto(project, rows, await accessDto(db, access), writers, brief);
}

export async function listDocuments(db: Db, actorId: string, projectId: string): Promise<DocumentDto[]> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  const rows = await listCurrentDocuments(db, projectId);
  const order = new Map(documentSteps.map((kind, index) => [kind, index]));
  return rows
    .map(toDocumentDto)
    .sort((a, b) => (order.get(a.kind) ?? 99) - (order.get(b.kind) ?? 99));
}

export async function getDocument(db: Db, actorId: string, projectId: string, kind: DocumentKind): Promise<DocumentDto> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  const row = await findCurrentDocument(db, projectId, kind);
  if (!row) throw new AppError('DOCUMENT_NOT_READY');
  return toDocumentDto(row);
}

export async function getPrompt(db: Db, actorId: string, projectId: string, platform: Platform) {
  await authorizeProject(db, actorId, projectId, 'prompts.read');
  const row = await findPrompt(db, projectId, platform);
  if (!row) throw new AppError('DOCUMENT_NOT_READY');
  return { platform, content: row.content };
}

/** Renames the project; from then on the kit keeps the user's name. */
export async function renameProject(db: Db, actorId: string, projectId: string, name: string): Promise<ProjectDto> {
  const access = await authorizeProject(db, actorId, projectId, 'project.manage');
  const project = await renameProjectRow(db, projectId, name);
  if (!project) throw notFound();
  await notify(db, channels.progress, projectId);
  return projectDtoOf(db, { ...access, project });
}

/** Deletes the project and everything in it (documents, tasks, prompts). Its credit is not refunded. */
export async function deleteProject(db: Db, actorId: string, projectId: string): Promise<void> {
  await authorizeProject(db, actorId, projectId, 'project.manage');
  if (!(await deleteProjectRow(db, projectId))) throw notFound();
  kitCheckCache.delete(projectId);
}

/**
 * Saves an edited document as a new version (source `edited`), if `baseVersion` is still the
 * current one (see `saveDocumentVersion`).
 */
export async function editDocument(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
  input: UpdateDocumentInput,
): Promise<DocumentDto> {
  const row = await saveDocumentVersion(db, actorId, projectId, kind, input.baseVersion, (current) => ({
    title: current.title,
    content: input.content,
    // An edit keeps the engine of the text it starts from: the kit still says who wrote it.
    model: current.model,
    source: 'edited',
  }));
  return toDocumentDto(row);
}

/** What a person's new version holds, given the current one. */
export type NextVersion = (current: DocumentRow) => Pick<DocumentRow, 'title' | 'content' | 'model'> & {
  /** `regenerated`: a regeneration's offered text the person took (ADR 0034). */
  source: 'edited' | 'restored' | 'regenerated';
  data?: unknown;
};

/**
 * Stores a person's new version of a document (an edit or a restore), if `baseVersion` is still the
 * current one: under the project lock, so of two changes from the same version exactly one lands and
 * the other is a conflict (the unique version index backs this up). Editing is a paid-plan right.
 */
export async function saveDocumentVersion(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
  baseVersion: number,
  next: NextVersion,
  /** More to do in the same transaction once the version is in (a decided offer goes). */
  alsoInTransaction?: (tx: Db) => Promise<void>,
): Promise<DocumentRow> {
  await authorizeProject(db, actorId, projectId, 'documents.edit');
  try {
    return await db.transaction(
      async (tx) => {
        if (!(await lockProject(tx, projectId))) throw notFound();
        const current = await findCurrentDocument(tx, projectId, kind);
        if (!current) throw new AppError('DOCUMENT_NOT_READY');
        if (current.version !== baseVersion) throw new AppError('STALE_VERSION');
        const inserted = await insertDocumentVersion(tx, {
          projectId,
          kind: current.kind,
          customDocumentId: current.customDocumentId,
          ...next(current),
          version: current.version + 1,
          createdBy: actorId,
        });
        await alsoInTransaction?.(tx);
        await updateProject(tx, projectId, {});
        await notify(tx, channels.progress, projectId);
        return inserted;
      },
      { isolationLevel: 'read committed' },
    );
  } catch (error) {
    if (isUniqueViolation(error, 'documents_project_kind_title_version_uq')) {
      throw new AppError('STALE_VERSION');
    }
    throw error;
  }
}

function toSummaryDto(project: ProjectRow, access: ProjectAccessDto): ProjectSummaryDto {
  return {
    id: project.id,
    name: project.name,
    idea: project.idea,
    status: project.status,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    access,
  };
}

// The check renders every document: keep the last results (a finished kit's outputs do not change).
const kitCheckCache = new Map<string, KitCheckDto>();

/** The kit checked against the brief it was written from (kits made before briefs have none). */
function kitCheckFor(projectId: string, rows: KitStepRow[], brief: Brief | undefined): KitCheckDto | null {
  if (!isKitComplete(statusesOf(rows))) return null;
  const cached = kitCheckCache.get(projectId);
  if (cached) return cached;
  // Rows read without their outputs (the project was not ready yet when it was read, and its last
  // step finished in between) cannot be checked: checking them would cache a failure for good.
  if (rows.some((row) => row.output == null)) return null;
  const result = checkKit(outputsOf(rows) as KitOutputs, brief);
  kitCheckCache.set(projectId, result);
  if (kitCheckCache.size > 500) kitCheckCache.delete(kitCheckCache.keys().next().value!);
  return result;
}

export function toProjectDto(
  project: ProjectRow,
  rows: KitStepRow[],
  access: ProjectAccessDto,
  writtenBy: KitWriterDto[],
  brief?: Brief,
): ProjectDto {
  const byStep = new Map(rows.map((row) => [row.step, row]));
  const steps = kitStepNames.map((step) => {
    const row = byStep.get(step);
    return {
      step,
      status: row?.status ?? 'pending',
      attempts: row?.attempts ?? 0,
      durationMs: row?.durationMs ?? null,
    };
  });
  const usage = project.tokenUsage as Partial<ProjectDto['tokenUsage']>;
  return {
    ...toSummaryDto(project, access),
    backendRequired: project.backendRequired,
    options: project.kitOptions as ProjectDto['options'],
    failureReason: project.failureReason,
    steps,
    progress: { done: steps.filter((s) => s.status === 'done').length, total: steps.length },
    kitCheck: project.kitCheck ?? kitCheckFor(project.id, rows, brief),
    kitRepair: project.kitRepair ?? null,
    tokenUsage: {
      inputTokens: Number(usage.inputTokens ?? 0),
      outputTokens: Number(usage.outputTokens ?? 0),
      totalTokens: Number(usage.totalTokens ?? 0),
    },
    writtenBy,
  };
}

export function toDocumentDto(row: DocumentRow): DocumentDto {
  return {
    kind: row.kind as DocumentKind,
    title: row.title,
    content: row.content,
    version: row.version,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}
