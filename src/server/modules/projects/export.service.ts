import { aiRulesOutput, platform, type AiRulesOutput, type DocumentKind } from '../../../shared/schemas/kit';
import type { KitFilesDto } from '../../../shared/schemas/projects';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  attachmentDisposition,
  buildKitZip,
  customDocumentSlug,
  kitExportFiles,
  type ExportDocument,
  type KitExportInput,
} from '../../kit/export';
import { kitLanguageOf } from '../../kit/kit-text';
import { currentBriefOf } from '../briefs/briefs.repo';
import { boardOf } from '../tasks/tasks.service';
import {
  findCurrentDocument,
  listCurrentDocuments,
  listDocumentWriters,
  listKitSteps,
  listPrompts,
  type CustomDocumentRef,
} from '../kits/kits.repo';
import { listCustomDocuments } from '../custom-documents/custom-documents.repo';
import { authorizeProject } from './project-access';

export interface Download<T> {
  /** The `Content-Disposition` header. */
  disposition: string;
  body: T;
}

/** One document's current version as a markdown file (for a paying customer, ADR 0015). */
export async function downloadDocument(
  db: Db,
  actorId: string,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
): Promise<Download<string>> {
  const { project } = await authorizeProject(db, actorId, projectId, 'project.export');
  const row = await findCurrentDocument(db, projectId, kind);
  if (!row) throw new AppError('DOCUMENT_NOT_READY');
  const suffix = typeof kind === 'string' ? kind : customDocumentSlug(row.title);
  return { disposition: attachmentDisposition(project.name, `-${suffix}.md`), body: row.content };
}

/** The AI Rules output of the current version (a regeneration stores its own), else the kit's. */
async function aiRulesOf(db: Db, projectId: string, current: unknown): Promise<AiRulesOutput | null> {
  const fromDocument = aiRulesOutput.safeParse(current);
  if (fromDocument.success) return fromDocument.data;
  const [step] = (await listKitSteps(db, projectId, ['ai_rules'])).filter((row) => row.step === 'ai_rules');
  const fromStep = aiRulesOutput.safeParse(step?.output);
  return fromStep.success ? fromStep.data : null;
}

/** What the export is made of: the current documents, prompts, board and rules; 409 until the first document is written. */
async function exportInput(db: Db, actorId: string, projectId: string): Promise<KitExportInput> {
  const { project } = await authorizeProject(db, actorId, projectId, 'project.export');
  const rows = await listCurrentDocuments(db, projectId);
  if (rows.length === 0) throw new AppError('KIT_NOT_READY');
  const documents: ExportDocument[] = rows.map((row) => ({
    kind: row.kind as DocumentKind,
    title: row.title,
    content: row.content,
    version: row.version,
    source: row.source,
  }));
  const prompts = (await listPrompts(db, projectId)).flatMap((row) => {
    const parsed = platform.safeParse(row.platform);
    return parsed.success ? [{ platform: parsed.data, content: row.content }] : [];
  });
  const tasks = await boardOf(db, projectId);
  const aiRules = await aiRulesOf(db, projectId, rows.find((row) => row.kind === 'ai_rules')?.data);
  const language = kitLanguageOf(await currentBriefOf(db, projectId));
  const customDocuments = (await listCustomDocuments(db, projectId)).flatMap(({ current }) =>
    current ? [{ title: current.title, content: current.content, version: current.version, source: current.source }] : [],
  );
  return {
    projectName: project.name,
    documents,
    customDocuments,
    prompts,
    tasks,
    aiRules,
    exportedAt: new Date(),
    language,
    writtenBy: await listDocumentWriters(db, projectId),
  };
}

/** The whole kit as a zip. */
export async function exportProject(db: Db, actorId: string, projectId: string): Promise<Download<Uint8Array>> {
  const input = await exportInput(db, actorId, projectId);
  return { disposition: attachmentDisposition(input.projectName, '-kit.zip'), body: buildKitZip(input) };
}

/** The files the zip holds, as JSON: what `specforge pull` writes into a repository. */
export async function kitFiles(db: Db, actorId: string, projectId: string): Promise<KitFilesDto> {
  const input = await exportInput(db, actorId, projectId);
  return { projectName: input.projectName, files: kitExportFiles(input).map(({ path, content }) => ({ path, content })) };
}
