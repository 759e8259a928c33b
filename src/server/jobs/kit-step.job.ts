import { z } from 'zod';
import {
  documentSteps,
  kitStepNames,
  kitSteps,
  type DocumentKind,
  type KitOptions,
  type KitOutputs,
  type KitStep,
  type StepContext,
} from '../../shared/schemas/kit';
import type { StepStatus } from '../../shared/schemas/projects';
import { KitModelError, type KitModel } from '../ai/kit-model';
import type { Db } from '../db/client';
import { isKitComplete, readySteps } from '../kit/kit-graph';
import { renderDocument } from '../kit/render';
import type { Logger } from '../logger';
import { applyCreditChangeInTransaction } from '../modules/credits/credits.service';
import {
  addTokenUsage,
  findProject,
  insertDocument,
  insertPrompts,
  insertTasks,
  listKitSteps,
  lockProject,
  markStepDone,
  markStepError,
  markStepRunning,
  updateProject,
  type KitStepRow,
  type ProjectRow,
} from '../modules/projects/projects.repo';
import { channels, notify } from './notifications';
import { jobId, queues, type JobQueue } from './queue';

/** What the kit jobs need; the web process and `npm run worker` build it the same way. */
export interface KitDeps {
  db: Db;
  queue: JobQueue;
  model: KitModel;
  logger: Logger;
}

export const kitStepJob = z.object({
  projectId: z.uuid(),
  step: z.enum(kitStepNames as [KitStep, ...KitStep[]]),
  /** The project's attempt the job belongs to: a job from an earlier, failed attempt does nothing. */
  attempt: z.number().int().positive(),
});
export type KitStepJob = z.infer<typeof kitStepJob>;

const isDocumentStep = (step: KitStep): step is DocumentKind => (documentSteps as readonly KitStep[]).includes(step);

/** The outputs stored so far, by step. */
export function outputsOf(rows: KitStepRow[]): Partial<KitOutputs> {
  const outputs: Partial<Record<KitStep, unknown>> = {};
  for (const row of rows) if (row.status === 'done' && row.output) outputs[row.step as KitStep] = row.output;
  return outputs as Partial<KitOutputs>;
}

function statusesOf(rows: KitStepRow[]): Map<KitStep, StepStatus> {
  return new Map(rows.map((row) => [row.step as KitStep, row.status]));
}

/** Queues every step whose inputs are now done (a step already queued is not queued twice). */
export async function enqueueReadySteps(
  tx: Db,
  queue: JobQueue,
  project: Pick<ProjectRow, 'id' | 'attempt'>,
  statuses: ReadonlyMap<KitStep, StepStatus>,
): Promise<void> {
  for (const step of readySteps(statuses)) {
    const job: KitStepJob = { projectId: project.id, step, attempt: project.attempt };
    await queue.send(tx, queues.kitStep, job, jobId(project.id, step, String(project.attempt)));
  }
}

export function stepContext(project: ProjectRow, step: KitStep, outputs: Partial<KitOutputs>, variant = 1): StepContext {
  const inputs: Partial<Record<KitStep, unknown>> = {};
  for (const input of kitSteps[step].inputs) inputs[input] = outputs[input];
  return { idea: project.idea, options: project.kitOptions as KitOptions, variant, outputs: inputs as Partial<KitOutputs> };
}

/** Writes what a finished step produced where the product reads it: a document, tasks or prompts. */
async function storeArtifacts(tx: Db, project: ProjectRow, step: KitStep, outputs: Partial<KitOutputs>) {
  if (isDocumentStep(step)) {
    const { title, content } = renderDocument(step, outputs);
    await insertDocument(tx, {
      projectId: project.id,
      kind: step,
      title,
      content,
      data: outputs[step],
      version: 1,
      source: 'generated',
    });
  } else if (step === 'tasks') {
    await insertTasks(tx, project.id, outputs.tasks!.tasks);
  } else if (step === 'prompts') {
    await insertPrompts(tx, project.id, outputs.prompts!.prompts);
  }
  if (step === 'overview') {
    const overview = outputs.overview!;
    await updateProject(tx, project.id, {
      backendRequired: overview.backendRequired,
      ...(project.nameGiven ? {} : { name: overview.productName.slice(0, 100) }),
    });
  }
}

/** A message fit for the project page: the provider's own for a model failure, a generic one otherwise. */
export function failureMessage(error: unknown): string {
  if (error instanceof KitModelError) return error.message;
  return 'Something went wrong while writing this document.';
}

/**
 * One step of one kit: generate (outside any transaction: it may take minutes), then in one short
 * transaction store the output and its artifacts, queue the steps it unblocks, mark the kit ready
 * when it was the last one, and publish progress. Safe to run twice: a step already done is skipped.
 */
export async function runKitStep(deps: KitDeps, payload: unknown): Promise<void> {
  const { projectId, step, attempt } = kitStepJob.parse(payload);
  const { db, model, queue } = deps;
  const project = await findProject(db, projectId);
  if (!project || project.attempt !== attempt || project.status === 'failed') return;
  const rows = await listKitSteps(db, projectId, kitSteps[step].inputs);
  if (rows.find((row) => row.step === step)?.status === 'done') return;
  const inputs = outputsOf(rows);

  await db.transaction(async (tx) => {
    await markStepRunning(tx, projectId, step);
    if (project.status === 'queued') await updateProject(tx, projectId, { status: 'generating' });
    await notify(tx, channels.progress, projectId);
  });

  const started = performance.now();
  let result;
  try {
    result = await model.generateStep(step, stepContext(project, step, inputs));
  } catch (error) {
    deps.logger.warn({ err: error, projectId, step }, 'kit step attempt failed');
    await db.transaction(async (tx) => {
      await markStepError(tx, projectId, step, failureMessage(error), 'pending');
      await notify(tx, channels.progress, projectId);
    });
    throw error;
  }
  const durationMs = Math.round(performance.now() - started);

  await db.transaction(async (tx) => {
    const locked = await lockProject(tx, projectId);
    if (!locked) return;
    const current = await listKitSteps(tx, projectId, []);
    if (current.find((row) => row.step === step)?.status === 'done') return;
    await markStepDone(tx, projectId, step, result.output, durationMs);
    await addTokenUsage(tx, projectId, result.usage);
    const outputs = { ...inputs, [step]: result.output } as Partial<KitOutputs>;
    await storeArtifacts(tx, locked, step, outputs);

    // A kit that failed meanwhile keeps what was written (a retry reuses it) but goes no further.
    if (locked.status !== 'failed' && locked.attempt === attempt) {
      const statuses = statusesOf(current).set(step, 'done');
      await enqueueReadySteps(tx, queue, locked, statuses);
      if (isKitComplete(statuses)) await updateProject(tx, projectId, { status: 'ready', failureReason: null });
    }
    await notify(tx, channels.progress, projectId);
  });
}

/**
 * A step that exhausted its retries, or whose process died on every attempt: the kit fails and its
 * credit comes back, exactly once (the refund's key is the attempt's), however often this runs.
 */
export async function failKitStep(deps: KitDeps, payload: unknown): Promise<void> {
  const { projectId, step, attempt } = kitStepJob.parse(payload);
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project || project.attempt !== attempt || project.status === 'ready') return;
    const rows = await listKitSteps(tx, projectId, []);
    const row = rows.find((r) => r.step === step);
    if (row?.status === 'done') return;
    const reason = row?.error ?? 'The step did not finish in time.';
    await markStepError(tx, projectId, step, reason, 'failed');
    if (project.status !== 'failed') {
      await updateProject(tx, projectId, { status: 'failed', failureReason: reason });
    }
    await applyCreditChangeInTransaction(tx, {
      userId: project.ownerId,
      delta: 1,
      reason: 'refund',
      idempotencyKey: `refund:project:${projectId}:${attempt}`,
      note: `Kit failed at ${step}`,
    });
    await notify(tx, channels.progress, projectId);
  });
  deps.logger.warn({ projectId, step, attempt }, 'kit failed; credit refunded');
}
