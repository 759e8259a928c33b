import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { DocumentKind, KitStep, KitTask, Platform } from '../../../shared/schemas/kit';
import type { DocumentSource, KitRegenerationSummary, KitWriterDto } from '../../../shared/schemas/projects';
import type { TokenUsage } from '../../ai/kit-model';
import type { Db } from '../../db/client';
import { documents, kitSteps, prompts, regenerations, tasks } from '../../db/schema';
import { taskKey } from '../tasks/task-key';

// What a kit is made of: its steps, the documents, tasks and prompts they write, and regenerations.

export type KitStepRow = typeof kitSteps.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type RegenerationRow = typeof regenerations.$inferSelect;

export async function insertKitSteps(tx: Db, projectId: string, steps: readonly KitStep[]): Promise<void> {
  await tx.insert(kitSteps).values(steps.map((step) => ({ projectId, step })));
}

/**
 * The kit's steps; `outputs` says whose outputs to load (the others come back with `output: null`),
 * since the outputs of a whole kit are large and most callers need a few of them or none.
 */
export function listKitSteps(
  db: Db,
  projectId: string,
  outputs: readonly KitStep[] | 'all' = 'all',
): Promise<KitStepRow[]> {
  const { output, ...columns } = getTableColumns(kitSteps);
  const selected =
    outputs === 'all'
      ? output
      : outputs.length === 0
        ? sql<unknown>`null`
        : sql<unknown>`case when ${inArray(kitSteps.step, [...outputs])} then ${output} end`;
  return db
    .select({ ...columns, output: selected })
    .from(kitSteps)
    .where(eq(kitSteps.projectId, projectId));
}

/** Marks an attempt of a step as started (not for a step already done), after `queueWaitMs` in the queue. */
export async function markStepRunning(db: Db, projectId: string, step: KitStep, queueWaitMs: number | null): Promise<void> {
  await db
    .update(kitSteps)
    .set({ status: 'running', attempts: sql`${kitSteps.attempts} + 1`, startedAt: sql`now()`, queueWaitMs, error: null })
    .where(and(eq(kitSteps.projectId, projectId), eq(kitSteps.step, step), ne(kitSteps.status, 'done')));
}

/** Which model wrote an output and the tokens its call used. */
export interface WrittenBy {
  model: string;
  usage: TokenUsage;
}

export async function markStepDone(
  tx: Db,
  projectId: string,
  step: KitStep,
  output: unknown,
  durationMs: number,
  writtenBy: WrittenBy,
): Promise<void> {
  await tx
    .update(kitSteps)
    .set({ status: 'done', output, error: null, finishedAt: sql`now()`, durationMs, ...writtenColumns(writtenBy) })
    .where(and(eq(kitSteps.projectId, projectId), eq(kitSteps.step, step)));
}

function writtenColumns({ model, usage }: WrittenBy) {
  return { model, inputTokens: usage.inputTokens, outputTokens: usage.outputTokens };
}

/** The repair round's new output of a step that was done: the model that wrote it, and its tokens added to the first version's. */
export async function replaceStepOutput(
  tx: Db,
  projectId: string,
  step: KitStep,
  output: unknown,
  written: WrittenBy,
): Promise<void> {
  await tx
    .update(kitSteps)
    .set({
      output,
      model: written.model,
      inputTokens: sql`coalesce(${kitSteps.inputTokens}, 0) + ${written.usage.inputTokens}`,
      outputTokens: sql`coalesce(${kitSteps.outputTokens}, 0) + ${written.usage.outputTokens}`,
    })
    .where(and(eq(kitSteps.projectId, projectId), eq(kitSteps.step, step), eq(kitSteps.status, 'done')));
}

/** An attempt failed: the step waits for its retry (`pending`) or has failed for good. */
export async function markStepError(
  db: Db,
  projectId: string,
  step: KitStep,
  error: string,
  status: 'pending' | 'failed',
): Promise<void> {
  await db
    .update(kitSteps)
    .set({ status, error, finishedAt: status === 'failed' ? sql`now()` : null })
    .where(and(eq(kitSteps.projectId, projectId), eq(kitSteps.step, step), ne(kitSteps.status, 'done')));
}

/** Steps that failed go back to waiting (a retry of the kit). */
export async function resetFailedSteps(tx: Db, projectId: string): Promise<void> {
  await tx
    .update(kitSteps)
    .set({ status: 'pending', attempts: 0, error: null, startedAt: null, finishedAt: null })
    .where(and(eq(kitSteps.projectId, projectId), inArray(kitSteps.status, ['failed', 'running'])));
}

/** A custom document, where a kit document is named by its kind. */
export interface CustomDocumentRef {
  customDocumentId: string;
}

/** One version of a document, as stored (a custom document's names its custom document). */
interface DocumentVersion {
  projectId: string;
  kind: DocumentKind | 'custom';
  title: string;
  content: string;
  version: number;
  source: DocumentSource;
  /** The person who wrote the version; absent when the engine wrote it. */
  createdBy?: string | null;
  /** The engine whose text it is ('offline', or provider:model), kept through a person's edit or restore. */
  model: string | null;
  customDocumentId?: string | null;
}

export async function insertDocument(tx: Db, values: DocumentVersion & { data: unknown }): Promise<void> {
  await tx.insert(documents).values(values).onConflictDoNothing();
}

/** The current (newest) version of every document of the project. */
export function listCurrentDocuments(db: Db, projectId: string): Promise<DocumentRow[]> {
  return db
    .selectDistinctOn([documents.kind])
    .from(documents)
    .where(and(eq(documents.projectId, projectId), ne(documents.kind, 'custom')))
    .orderBy(documents.kind, desc(documents.version));
}

/** Which engines wrote the current version of the project's documents (its own and custom ones), most documents first. */
export async function listDocumentWriters(db: Db, projectId: string): Promise<KitWriterDto[]> {
  const current = db
    .selectDistinctOn([documents.kind, documents.customDocumentId], { model: documents.model })
    .from(documents)
    .where(eq(documents.projectId, projectId))
    .orderBy(documents.kind, documents.customDocumentId, desc(documents.version))
    .as('current');
  const rows = await db
    .select({ model: current.model, documents: sql<number>`count(*)::int` })
    .from(current)
    .where(isNotNull(current.model))
    .groupBy(current.model);
  return rows
    .map((row) => ({ model: row.model!, documents: Number(row.documents) }))
    .sort((a, b) => b.documents - a.documents || a.model.localeCompare(b.model));
}

/**
 * Inserts one version of a document and returns it. Unlike `insertDocument` a clash is not ignored:
 * a second version with the same number is a unique violation the caller maps to a conflict.
 */
export async function insertDocumentVersion(
  tx: Db,
  values: DocumentVersion & { data?: unknown },
): Promise<DocumentRow> {
  const [row] = await tx
    .insert(documents)
    .values({ data: null, ...values })
    .returning();
  return row!;
}

/** The versions of one document of the project: a kit document by its kind, a custom one by its id. */
export function documentWhere(projectId: string, kind: DocumentKind | CustomDocumentRef) {
  const which =
    typeof kind === 'string'
      ? eq(documents.kind, kind)
      : and(eq(documents.kind, 'custom'), eq(documents.customDocumentId, kind.customDocumentId));
  return and(eq(documents.projectId, projectId), which);
}

export async function findCurrentDocument(
  db: Db,
  projectId: string,
  kind: DocumentKind | CustomDocumentRef,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(documentWhere(projectId, kind))
    .orderBy(desc(documents.version))
    .limit(1);
  return row;
}

/** What the kit says of a task (its text, features, dependencies and key), apart from where it stands on the board. */
export function taskTextColumns(task: KitTask) {
  return {
    title: task.title,
    description: task.description,
    priority: task.priority,
    estimate: task.estimateHours,
    acceptanceCriteria: task.acceptanceCriteria,
    featureIds: task.featureIds,
    dependsOn: task.dependsOn,
    testStrategy: task.testStrategy,
    promptContext: { ref: task.ref },
    key: taskKey(task),
  };
}

/** Stores the kit's tasks and their subtasks in order, the first at board position `firstOrder`. */
export async function insertTasks(tx: Db, projectId: string, kitTasks: KitTask[], firstOrder = 1): Promise<void> {
  if (kitTasks.length === 0) return;
  const parents = await tx
    .insert(tasks)
    .values(
      kitTasks.map((task, index) => ({
        projectId,
        level: 'TASK' as const,
        order: firstOrder + index,
        ...taskTextColumns(task),
      })),
    )
    .returning({ id: tasks.id, order: tasks.order });
  const idByOrder = new Map(parents.map((p) => [p.order, p.id]));
  const subtasks = kitTasks.flatMap((task, index) =>
    task.subtasks.map((subtask, subIndex) => subtaskValues(projectId, idByOrder.get(firstOrder + index)!, task, subtask, subIndex)),
  );
  if (subtasks.length > 0) await tx.insert(tasks).values(subtasks);
}

/** The columns of one subtask of `task`, at 0-based `index` under its parent. */
export function subtaskValues(
  projectId: string,
  parentId: string,
  task: KitTask,
  subtask: KitTask['subtasks'][number],
  index: number,
) {
  return {
    projectId,
    parentId,
    level: 'SUBTASK' as const,
    order: index + 1,
    title: subtask.title,
    estimate: subtask.estimateHours,
    priority: task.priority,
    featureIds: task.featureIds,
  };
}

/** Removes the kit's tasks and subtasks, for a new version of the board. */
export async function deleteTasks(tx: Db, projectId: string): Promise<void> {
  await tx.delete(tasks).where(eq(tasks.projectId, projectId));
}

export async function deletePrompts(tx: Db, projectId: string): Promise<void> {
  await tx.delete(prompts).where(eq(prompts.projectId, projectId));
}

export async function insertPrompts(tx: Db, projectId: string, items: Array<{ platform: Platform; content: string }>) {
  if (items.length === 0) return;
  await tx
    .insert(prompts)
    .values(items.map((item) => ({ projectId, ...item })))
    .onConflictDoNothing();
}

export function listPrompts(db: Db, projectId: string) {
  return db.select().from(prompts).where(eq(prompts.projectId, projectId)).orderBy(asc(prompts.platform));
}

export async function findPrompt(db: Db, projectId: string, platform: Platform) {
  const [row] = await db
    .select()
    .from(prompts)
    .where(and(eq(prompts.projectId, projectId), eq(prompts.platform, platform)));
  return row;
}

export async function insertRegeneration(tx: Db, projectId: string, kind: DocumentKind): Promise<RegenerationRow> {
  const [row] = await tx.insert(regenerations).values({ projectId, kind }).returning();
  return row!;
}

/** Regenerations of the project since the start of this calendar month (UTC) that did not fail. */
export async function countRegenerationsThisMonth(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(regenerations)
    .where(
      and(
        eq(regenerations.projectId, projectId),
        ne(regenerations.status, 'failed'),
        gte(regenerations.createdAt, sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`),
      ),
    );
  return row?.count ?? 0;
}

export async function findRegeneration(db: Db, id: string): Promise<RegenerationRow | undefined> {
  const [row] = await db.select().from(regenerations).where(eq(regenerations.id, id));
  return row;
}

/** Closes a regeneration: done (with the model that wrote the version) or failed (with the reason). */
export async function finishRegeneration(
  db: Db,
  id: string,
  outcome: { status: 'done'; writtenBy: WrittenBy } | { status: 'failed'; error: string },
) {
  await db
    .update(regenerations)
    .set(
      outcome.status === 'done'
        ? { status: 'done', error: null, ...writtenColumns(outcome.writtenBy) }
        : { status: 'failed', error: outcome.error },
    )
    .where(and(eq(regenerations.id, id), eq(regenerations.status, 'queued')));
}

/** Every step waits again (a new run of the kit); the outputs stay until the steps write new ones. */
export async function resetStepsForRun(tx: Db, projectId: string): Promise<void> {
  await tx
    .update(kitSteps)
    .set({ status: 'pending', attempts: 0, error: null, startedAt: null, finishedAt: null })
    .where(eq(kitSteps.projectId, projectId));
}

/** A run that failed puts back the steps it had not written: their earlier outputs are the kit's. */
export async function restoreUnfinishedSteps(tx: Db, projectId: string): Promise<void> {
  await tx
    .update(kitSteps)
    .set({ status: 'done', error: null, finishedAt: sql`now()` })
    .where(and(eq(kitSteps.projectId, projectId), ne(kitSteps.status, 'done'), isNotNull(kitSteps.output)));
}

const emptySummary: KitRegenerationSummary = { documents: [], offered: [], tasks: { added: 0, kept: 0, archived: 0 } };

/** A stored summary as it reads today (one written before offers existed has none). */
export function summaryOf(stored: Partial<KitRegenerationSummary> | null | undefined): KitRegenerationSummary {
  return { ...emptySummary, ...stored };
}

/** A regeneration of the whole kit, written by the project's attempt `attempt` (one per attempt). */
export async function insertKitRegeneration(tx: Db, projectId: string, attempt: number): Promise<RegenerationRow> {
  const [row] = await tx.insert(regenerations).values({ projectId, attempt, summary: emptySummary }).returning();
  return row!;
}

/** The whole-kit regeneration the attempt is writing, if the attempt is one. */
export async function findOpenKitRegeneration(
  db: Db,
  projectId: string,
  attempt: number,
): Promise<RegenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(regenerations)
    .where(
      and(eq(regenerations.projectId, projectId), eq(regenerations.attempt, attempt), eq(regenerations.status, 'queued')),
    );
  return row;
}

/** The project's newest whole-kit regeneration. */
export async function findLatestKitRegeneration(db: Db, projectId: string): Promise<RegenerationRow | undefined> {
  const [row] = await db
    .select()
    .from(regenerations)
    .where(and(eq(regenerations.projectId, projectId), isNotNull(regenerations.attempt)))
    .orderBy(desc(regenerations.attempt))
    .limit(1);
  return row;
}

/** Adds what a step of the regeneration changed to its summary (called under the project lock). */
export async function recordRegenerationChange(
  tx: Db,
  regeneration: RegenerationRow,
  change: { document: DocumentKind } | { offered: DocumentKind } | { tasks: KitRegenerationSummary['tasks'] },
): Promise<void> {
  const [row] = await tx
    .select({ summary: regenerations.summary })
    .from(regenerations)
    .where(eq(regenerations.id, regeneration.id));
  const summary = summaryOf(row?.summary);
  const next: KitRegenerationSummary =
    'document' in change
      ? { ...summary, documents: [...new Set([...summary.documents, change.document])] }
      : 'offered' in change
        ? { ...summary, offered: [...new Set([...summary.offered, change.offered])] }
        : { ...summary, tasks: change.tasks };
  await tx.update(regenerations).set({ summary: next }).where(eq(regenerations.id, regeneration.id));
}

/** Closes the whole-kit regeneration of the attempt, if it is one: done, or failed (then not counted). */
export async function finishKitRegeneration(
  tx: Db,
  projectId: string,
  attempt: number,
  outcome: { status: 'done' } | { status: 'failed'; error: string },
): Promise<void> {
  await tx
    .update(regenerations)
    .set(outcome.status === 'done' ? { status: 'done', error: null } : { status: 'failed', error: outcome.error })
    .where(
      and(eq(regenerations.projectId, projectId), eq(regenerations.attempt, attempt), eq(regenerations.status, 'queued')),
    );
}
