import {
  CUSTOM_DOCUMENTS_MAX,
  type CreateCustomDocumentInput,
  type CustomDocumentDto,
} from '../../../shared/schemas/custom-documents';
import { documentSteps, type DocumentKind } from '../../../shared/schemas/kit';
import type { UpdateDocumentInput } from '../../../shared/schemas/projects';
import { isFinalModelError } from '../../ai/kit-model';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../http/app-error';
import { channels, notify } from '../../jobs/notifications';
import { jobId, queues } from '../../jobs/queue';
import type { KitDocumentText } from '../../kit/kit-sections';
import { kitLanguageOf, kitText, type KitLanguage } from '../../kit/kit-text';
import { renderCustomDocument } from '../../kit/render';
import { currentBriefOf } from '../briefs/briefs.repo';
import type { CustomDocumentJob } from '../kits/kit-jobs';
import { insertDocument, listCurrentDocuments, type DocumentRow } from '../kits/kits.repo';
import { failureMessage, projectJobOptions, type KitDeps } from '../kits/kits.service';
import { addTokenUsage, findProject, lockProject } from '../projects/projects.repo';
import { authorizeProject, jobRefusal } from '../projects/project-access';
import { editDocument } from '../projects/projects.service';
import {
  countCustomDocuments,
  deleteFailedCustomDocument,
  findCustomDocument,
  findProjectCustomDocument,
  finishCustomDocument,
  insertCustomDocument,
  listCustomDocuments as listCustomDocumentRows,
  type CustomDocumentRow,
} from './custom-documents.repo';

/**
 * Custom documents (a Growth feature): the founder names a document and says what it should cover;
 * a job writes it from the kit's brief and current documents, with the kit's engine, as its version
 * 1. From then on it is a document like the kit's: edited as new versions, downloaded, exported.
 */

/**
 * Queues a new custom document of a ready kit. Under the project lock, so that the count and the
 * insert are one step: of parallel requests for the last free place, exactly one gets it. A failed
 * document of the same title gives its title back.
 */
export async function createCustomDocument(
  deps: KitDeps,
  actorId: string,
  projectId: string,
  input: CreateCustomDocumentInput,
): Promise<CustomDocumentDto> {
  const { project } = await authorizeProject(deps.db, actorId, projectId, 'documents.create');
  if (project.status !== 'ready') throw new AppError('KIT_NOT_READY');
  try {
    const row = await deps.db.transaction(
      async (tx) => {
        await lockProject(tx, projectId);
        await deleteFailedCustomDocument(tx, projectId, input.title);
        if ((await countCustomDocuments(tx, projectId)) >= CUSTOM_DOCUMENTS_MAX) throw new AppError('CUSTOM_DOCUMENT_LIMIT');
        const inserted = await insertCustomDocument(tx, { projectId, title: input.title, instructions: input.instructions });
        const job: CustomDocumentJob = { customDocumentId: inserted.id };
        const options = await projectJobOptions(tx, project);
        await deps.queue.send(tx, queues.customDocument, job, jobId('custom-document', inserted.id), options);
        await notify(tx, channels.progress, projectId);
        return inserted;
      },
      { isolationLevel: 'read committed' },
    );
    return toCustomDocumentDto(row, undefined);
  } catch (error) {
    if (isUniqueViolation(error, 'custom_documents_project_title_uq')) throw new AppError('CUSTOM_DOCUMENT_TITLE_TAKEN');
    throw error;
  }
}

export async function listCustomDocuments(db: Db, actorId: string, projectId: string): Promise<CustomDocumentDto[]> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  return (await listCustomDocumentRows(db, projectId)).map(({ request, current }) => toCustomDocumentDto(request, current));
}

async function requireCustomDocument(db: Db, projectId: string, customDocumentId: string): Promise<CustomDocumentRow> {
  const row = await findProjectCustomDocument(db, projectId, customDocumentId);
  if (!row) throw new AppError('NOT_FOUND', 'Document not found.');
  return row;
}

export async function getCustomDocument(
  db: Db,
  actorId: string,
  projectId: string,
  customDocumentId: string,
): Promise<CustomDocumentDto> {
  await authorizeProject(db, actorId, projectId, 'project.read');
  const request = await requireCustomDocument(db, projectId, customDocumentId);
  const [found] = (await listCustomDocumentRows(db, projectId)).filter((item) => item.request.id === request.id);
  return toCustomDocumentDto(request, found?.current);
}

/** Saves an edited custom document as its new version, by the rule every document's edit follows. */
export async function editCustomDocument(
  db: Db,
  actorId: string,
  projectId: string,
  customDocumentId: string,
  input: UpdateDocumentInput,
): Promise<CustomDocumentDto> {
  await authorizeProject(db, actorId, projectId, 'documents.edit');
  const request = await requireCustomDocument(db, projectId, customDocumentId);
  const saved = await editDocument(db, actorId, projectId, { customDocumentId }, input);
  return { ...toCustomDocumentDto(request, undefined), content: saved.content, version: saved.version, source: saved.source };
}

/**
 * The current version of every document of the kit, its own in tab order (named by their kind, in
 * the kit's language), then the custom ones written (by their title), `except` one.
 */
export async function kitDocumentTexts(
  db: Db,
  projectId: string,
  language: KitLanguage,
  except?: string,
): Promise<KitDocumentText[]> {
  const order = new Map<string, number>(documentSteps.map((kind, index) => [kind, index]));
  const titles = kitText(language).titles;
  const kit = (await listCurrentDocuments(db, projectId))
    .sort((a, b) => (order.get(a.kind) ?? 99) - (order.get(b.kind) ?? 99))
    .map((row) => ({ kind: row.kind, title: titles[row.kind as DocumentKind] ?? row.title, content: row.content }));
  const custom = (await listCustomDocumentRows(db, projectId)).flatMap(({ request, current }) =>
    current && request.id !== except ? [{ kind: current.kind, title: current.title, content: current.content }] : [],
  );
  return [...kit, ...custom];
}

/**
 * Writes a queued custom document: the model works outside any transaction (it may take minutes);
 * storing its first version and closing the request is one short transaction, which does nothing
 * when the request is no longer queued (a retry after it was stored). A final model failure fails
 * it at once; another throws, for the queue to retry.
 */
export async function runCustomDocument(deps: KitDeps, job: CustomDocumentJob): Promise<void> {
  const request = await findCustomDocument(deps.db, job.customDocumentId);
  if (!request || request.status !== 'queued') return;
  const project = await findProject(deps.db, request.projectId);
  if (!project) return;
  const refusal = await jobRefusal(deps.db, project, 'documents.create');
  if (refusal) return failCustomDocument(deps, job, refusal);
  const brief = await currentBriefOf(deps.db, project.id);
  const language = kitLanguageOf(brief);
  const documents = await kitDocumentTexts(deps.db, project.id, language, request.id);

  let result;
  try {
    result = await deps.model.writeCustomDocument({
      title: request.title,
      instructions: request.instructions,
      idea: project.idea,
      ...(brief ? { brief } : {}),
      language,
      documents,
    });
  } catch (error) {
    deps.logger.warn({ err: error, projectId: project.id, customDocumentId: request.id }, 'custom document attempt failed');
    if (isFinalModelError(error)) return failCustomDocument(deps, job, error);
    throw error;
  }
  const content = renderCustomDocument(request.title, result.output);

  await deps.db.transaction(async (tx) => {
    if (!(await lockProject(tx, project.id))) return;
    const current = await findCustomDocument(tx, request.id);
    if (current?.status !== 'queued') return;
    await insertDocument(tx, {
      projectId: project.id,
      kind: 'custom',
      title: request.title,
      content,
      data: result.output,
      version: 1,
      source: 'generated',
      model: result.model,
      customDocumentId: request.id,
    });
    await addTokenUsage(tx, project.id, result.usage);
    await finishCustomDocument(tx, request.id, { status: 'done', writtenBy: result });
    await notify(tx, channels.progress, project.id);
  });
}

/** A custom document that could not be written: it stops counting against the project's ten. */
export async function failCustomDocument(deps: KitDeps, job: CustomDocumentJob, error?: unknown): Promise<void> {
  const request = await findCustomDocument(deps.db, job.customDocumentId);
  if (!request) return;
  await deps.db.transaction(async (tx) => {
    await finishCustomDocument(tx, request.id, { status: 'failed', error: failureMessage(error) });
    await notify(tx, channels.progress, request.projectId);
  });
}

export function toCustomDocumentDto(request: CustomDocumentRow, current: DocumentRow | undefined): CustomDocumentDto {
  return {
    id: request.id,
    kind: 'custom',
    title: request.title,
    instructions: request.instructions,
    status: request.status,
    error: request.error,
    content: current?.content ?? null,
    version: current?.version ?? null,
    source: current?.source ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}
