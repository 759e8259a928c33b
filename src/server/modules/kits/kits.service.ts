import {
  documentKind,
  documentSteps,
  isModelStep,
  kitSteps,
  type DocumentKind,
  type KitOptions,
  type KitOutputs,
  type KitStep,
  type StepContext,
} from '../../../shared/schemas/kit';
import type { Brief } from '../../../shared/schemas/brief';
import { isHandWritten, type StepStatus } from '../../../shared/schemas/projects';
import { addUsage, isFinalModelError, KitModelError, noUsage, type KitModel } from '../../ai/kit-model';
import type { Db } from '../../db/client';
import { channels, notify } from '../../jobs/notifications';
import { jobId, jobPriorityOf, queues, type JobQueue, type SendOptions } from '../../jobs/queue';
import { checkKit } from '../../kit/kit-check';
import { isKitComplete, readySteps } from '../../kit/kit-graph';
import { repairPlan } from '../../kit/kit-repair';
import { kitLanguageOf, type KitLanguage } from '../../kit/kit-text';
import { renderDocument } from '../../kit/render';
import { writeKitStep } from '../../kit/write-step';
import type { Logger } from '../../logger';
import { currentBriefOf } from '../briefs/briefs.repo';
import { applyCreditChangeInTransaction } from '../credits/credits.service';
import { getOrCreateProfile } from '../me/profiles.repo';
import { countKit } from '../../metrics/process-metrics';
import { deleteDocumentOffers, findLatestEngineVersion, upsertDocumentOffer } from '../projects/document-offers.repo';
import { addTokenUsage, findProject, lockProject, updateProject, type ProjectRow } from '../projects/projects.repo';
import { AppError } from '../../http/app-error';
import { jobRefusal } from '../projects/project-access';
import { reconcileTasks } from '../tasks/reconcile-tasks';
import type { KitRepairJob, KitStepJob, RegenerateJob } from './kit-jobs';
import {
  deletePrompts,
  deleteTasks,
  findCurrentDocument,
  findOpenKitRegeneration,
  findRegeneration,
  finishKitRegeneration,
  finishRegeneration,
  insertDocument,
  insertPrompts,
  insertTasks,
  listKitSteps,
  markStepDone,
  markStepError,
  markStepRunning,
  recordRegenerationChange,
  replaceStepOutput,
  restoreUnfinishedSteps,
  type WrittenBy,
  type KitStepRow,
} from './kits.repo';

/**
 * The kit pipeline: the steps of a kit run one job each, in the order of the kit graph, and a
 * document can be written again (a regeneration). The queue's job adapters (`src/server/jobs`) call in here.
 */

/** What the kit pipeline needs; the web process and `npm run worker` build it the same way. */
export interface KitDeps {
  db: Db;
  queue: JobQueue;
  model: KitModel;
  logger: Logger;
}

const isDocumentStep = (step: KitStep): step is DocumentKind => (documentSteps as readonly KitStep[]).includes(step);

/** The outputs stored so far, by step. */
export function outputsOf(rows: KitStepRow[]): Partial<KitOutputs> {
  const outputs: Partial<Record<KitStep, unknown>> = {};
  for (const row of rows) if (row.status === 'done' && row.output) outputs[row.step as KitStep] = row.output;
  return outputs as Partial<KitOutputs>;
}

export function statusesOf(rows: KitStepRow[]): Map<KitStep, StepStatus> {
  return new Map(rows.map((row) => [row.step as KitStep, row.status]));
}

/**
 * How the AI jobs of a project are sent: with the priority of its owner's plan (the owner pays for
 * them, whoever asked), read as each job is sent, so a plan change applies from the next step on.
 */
export async function projectJobOptions(db: Db, project: Pick<ProjectRow, 'ownerId'>): Promise<SendOptions> {
  // One read of the profile on the step's hot path: the owner of a project owns a kit by definition.
  const profile = await getOrCreateProfile(db, project.ownerId);
  return { priority: jobPriorityOf({ ...profile, ownsKits: true }) };
}

/** Queues every step whose inputs are now done (a step already queued is not queued twice). */
export async function enqueueReadySteps(
  tx: Db,
  queue: JobQueue,
  project: Pick<ProjectRow, 'id' | 'attempt' | 'ownerId'>,
  statuses: ReadonlyMap<KitStep, StepStatus>,
): Promise<void> {
  const ready = readySteps(statuses);
  if (ready.length === 0) return;
  const options = await projectJobOptions(tx, project);
  for (const step of ready) {
    const job: KitStepJob = { projectId: project.id, step, attempt: project.attempt };
    await queue.send(tx, queues.kitStep, job, jobId(project.id, step, String(project.attempt)), options);
  }
}

/** Queues the writing of a new version of a document. */
export async function enqueueRegeneration(
  tx: Db,
  queue: JobQueue,
  project: Pick<ProjectRow, 'ownerId'>,
  regenerationId: string,
): Promise<void> {
  const job: RegenerateJob = { regenerationId };
  const options = await projectJobOptions(tx, project);
  await queue.send(tx, queues.regenerate, job, jobId('regenerate', regenerationId), options);
}

export function stepContext(
  project: ProjectRow,
  step: KitStep,
  outputs: Partial<KitOutputs>,
  variant = 1,
  brief?: Brief,
): StepContext {
  const inputs: Partial<Record<KitStep, unknown>> = {};
  for (const input of kitSteps[step].inputs) inputs[input] = outputs[input];
  return {
    idea: project.idea,
    options: project.kitOptions as KitOptions,
    ...(brief ? { brief } : {}),
    variant,
    outputs: inputs as Partial<KitOutputs>,
  };
}

/**
 * Writes what a finished step produced where the product reads it: a document, tasks or prompts.
 * A repaired step replaces them: its document gets a new version, its tasks or prompts are swapped.
 * A step of a regeneration (the kit written again from an edited brief) keeps what it can: a
 * document gets a new version only when it comes out different, and the tasks are reconciled with
 * the board (`reconcileTasks`), so work done survives, and a document a person wrote keeps their
 * text, the new one offered beside it; what changed goes into the regeneration's summary.
 */
async function storeArtifacts(
  tx: Db,
  project: ProjectRow,
  step: KitStep,
  outputs: Partial<KitOutputs>,
  language: KitLanguage,
  /** Which engine wrote the step's output ('offline', or provider:model): its document records it. */
  model: string,
  repaired = false,
) {
  const regeneration = await findOpenKitRegeneration(tx, project.id, project.attempt);
  if (isDocumentStep(step)) {
    // A step that does not read the overview still names the product in its title.
    const overview = outputs.overview ?? outputsOf(await listKitSteps(tx, project.id, ['overview'])).overview;
    const { title, content } = renderDocument(step, { ...outputs, overview }, language);
    const previous = repaired || regeneration ? await findCurrentDocument(tx, project.id, step) : undefined;
    const unchanged = !repaired && previous?.title === title && previous.content === content;
    if (regeneration && previous && isHandWritten(previous)) {
      // A text a person wrote stays current; the new one waits beside it for their decision (ADR 0034),
      // unless it is theirs already or what the engine wrote before (nothing new to offer).
      const before = await findLatestEngineVersion(tx, project.id, step);
      const same = (other?: { title: string; content: string }) => other?.title === title && other.content === content;
      if (same(previous) || same(before)) {
        await deleteDocumentOffers(tx, project.id, [step]);
      } else {
        const offer = { title, content, data: outputs[step] ?? null, baseVersion: previous.version, model };
        await upsertDocumentOffer(tx, { projectId: project.id, kind: step, regenerationId: regeneration.id, ...offer });
        await recordRegenerationChange(tx, regeneration, { offered: step });
      }
    } else if (!unchanged) {
      await insertDocument(tx, {
        projectId: project.id,
        kind: step,
        title,
        content,
        data: outputs[step],
        version: (previous?.version ?? 0) + 1,
        source: previous ? 'regenerated' : 'generated',
        model,
      });
      if (regeneration) await recordRegenerationChange(tx, regeneration, { document: step });
    }
  } else if (step === 'tasks') {
    if (regeneration) {
      const changes = await reconcileTasks(tx, project.id, outputs.tasks!.tasks);
      await recordRegenerationChange(tx, regeneration, { tasks: changes });
    } else {
      if (repaired) await deleteTasks(tx, project.id);
      await insertTasks(tx, project.id, outputs.tasks!.tasks);
    }
  } else if (step === 'prompts') {
    if (repaired || regeneration) await deletePrompts(tx, project.id);
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
  if (error instanceof KitModelError || error instanceof AppError) return error.message;
  return 'Something went wrong while writing this document.';
}

/**
 * One step of one kit, once its job waited `queueWaitMs` in the queue (stored with the step):
 * generate (outside any transaction: it may take minutes), then in one short transaction store the
 * output and its artifacts, queue the steps it unblocks, mark the kit ready when it was the last
 * one, and publish progress. Safe to run twice: a step already done is skipped.
 * A failed attempt throws, to be retried by the queue, unless the failure is final (a refused key,
 * an unknown model): every retry would fail alike, so the kit fails now, with the provider's reason.
 */
export async function runKitStep(deps: KitDeps, job: KitStepJob, queueWaitMs: number | null = null): Promise<void> {
  const { projectId, step, attempt } = job;
  const { db, model, queue } = deps;
  const project = await findProject(db, projectId);
  if (!project || project.attempt !== attempt || project.status === 'failed') return;
  const rows = await listKitSteps(db, projectId, kitSteps[step].inputs);
  if (rows.find((row) => row.step === step)?.status === 'done') return;
  const inputs = outputsOf(rows);
  const brief = await currentBriefOf(db, projectId);

  await db.transaction(async (tx) => {
    await markStepRunning(tx, projectId, step, queueWaitMs);
    if (project.status === 'queued') await updateProject(tx, projectId, { status: 'generating' });
    await notify(tx, channels.progress, projectId);
  });
  // The kit's own wait in the queue, before its first step: what a plan's priority shortens.
  if (project.status === 'queued') deps.logger.info({ projectId, attempt, step, queueWaitMs }, 'kit started');

  const started = performance.now();
  let result;
  try {
    result = await writeKitStep(model, step, stepContext(project, step, inputs, 1, brief));
  } catch (error) {
    deps.logger.warn({ err: error, projectId, step }, 'kit step attempt failed');
    if (isFinalModelError(error)) return failKitStep(deps, job, failureMessage(error));
    await db.transaction(async (tx) => {
      await markStepError(tx, projectId, step, failureMessage(error), 'pending');
      await notify(tx, channels.progress, projectId);
    });
    throw error;
  }
  const durationMs = Math.round(performance.now() - started);

  const ready = await db.transaction(async (tx) => {
    const locked = await lockProject(tx, projectId);
    if (!locked) return false;
    const current = await listKitSteps(tx, projectId, []);
    if (current.find((row) => row.step === step)?.status === 'done') return false;
    await markStepDone(tx, projectId, step, result.output, durationMs, result);
    await addTokenUsage(tx, projectId, result.usage);
    const outputs = { ...inputs, [step]: result.output } as Partial<KitOutputs>;
    await storeArtifacts(tx, locked, step, outputs, kitLanguageOf(brief), result.model);

    // A kit that failed meanwhile keeps what was written (a retry reuses it) but goes no further.
    let madeReady = false;
    if (locked.status !== 'failed' && locked.attempt === attempt) {
      const statuses = statusesOf(current).set(step, 'done');
      await renderReadySteps(deps, tx, locked, statuses, brief);
      await enqueueReadySteps(tx, queue, locked, statuses);
      if (isKitComplete(statuses)) madeReady = await checkCompleteKit(tx, queue, locked, brief);
    }
    await notify(tx, channels.progress, projectId);
    return madeReady;
  });
  if (ready) countKit('ready');
}

/**
 * Writes, in the transaction of the step that unblocked them, the ready steps no model writes (the
 * per-platform prompts): they take a few milliseconds, so a queue hop would cost more than the work.
 * `statuses` is updated with them done, which may make further steps ready.
 */
async function renderReadySteps(
  deps: KitDeps,
  tx: Db,
  project: ProjectRow,
  statuses: Map<KitStep, StepStatus>,
  brief: Brief | undefined,
): Promise<void> {
  for (let rendered = renderedReady(statuses); rendered.length > 0; rendered = renderedReady(statuses)) {
    const inputs = [...new Set(rendered.flatMap((step) => kitSteps[step].inputs))];
    const outputs = outputsOf(await listKitSteps(tx, project.id, inputs));
    for (const step of rendered) {
      const started = performance.now();
      const result = await writeKitStep(deps.model, step, stepContext(project, step, outputs, 1, brief));
      const durationMs = Math.round(performance.now() - started);
      await markStepDone(tx, project.id, step, result.output, durationMs, result);
      await storeArtifacts(tx, project, step, { ...outputs, [step]: result.output }, kitLanguageOf(brief), result.model);
      statuses.set(step, 'done');
    }
  }
}

const renderedReady = (statuses: ReadonlyMap<KitStep, StepStatus>) =>
  readySteps(statuses).filter((step) => !isModelStep(step));

/**
 * Every step is stored: the kit check runs. A kit that passes is ready at once (a clean kit costs
 * no more than the check); one that fails waits for its repair round, one job per attempt.
 * Returns whether the kit is ready now.
 */
async function checkCompleteKit(tx: Db, queue: JobQueue, project: ProjectRow, brief: Brief | undefined): Promise<boolean> {
  const check = checkKit(outputsOf(await listKitSteps(tx, project.id)) as KitOutputs, brief);
  if (check.passed) {
    await updateProject(tx, project.id, { status: 'ready', failureReason: null, kitCheck: check, kitRepair: null });
    await finishKitRegeneration(tx, project.id, project.attempt, { status: 'done' });
    return true;
  }
  const job: KitRepairJob = { projectId: project.id, attempt: project.attempt };
  const options = await projectJobOptions(tx, project);
  await queue.send(tx, queues.repair, job, jobId(project.id, 'repair', String(project.attempt)), options);
  return false;
}

/** The steps to write again: those of the failed checks that the kit has (a kit without a backend has none). */
function repairPlanOf(outputs: Partial<KitOutputs>, brief: Brief | undefined) {
  return repairPlan(checkKit(outputs as KitOutputs, brief)).filter((item) => outputs[item.step] !== undefined);
}

/**
 * The repair round: the steps whose checks failed are written again once, told the problems, in
 * the kit graph's order (a repaired plan is what repaired tasks are written from). The new versions
 * replace the old ones, the check runs again and the kit is ready whatever it says: no second round.
 * Generation happens outside any transaction; storing is one transaction that does nothing if the
 * kit is no longer waiting for this repair (a retry after a stored repair, a newer attempt).
 */
export async function runKitRepair(deps: KitDeps, job: KitRepairJob): Promise<void> {
  const { projectId, attempt } = job;
  const { db, model } = deps;
  const project = await findProject(db, projectId);
  if (!project || project.attempt !== attempt || project.status !== 'generating') return;
  const rows = await listKitSteps(db, projectId);
  if (!isKitComplete(statusesOf(rows))) return;
  const brief = await currentBriefOf(db, projectId);
  const outputs = outputsOf(rows);
  const plan = repairPlanOf(outputs, brief);

  const repaired: Partial<KitOutputs> = { ...outputs };
  const written = new Map<KitStep, WrittenBy>();
  let usage = noUsage;
  for (const { step, problems } of plan) {
    try {
      const context = { ...stepContext(project, step, repaired, 1, brief), repair: { problems } };
      const result = await writeKitStep(model, step, context);
      (repaired as Record<KitStep, unknown>)[step] = result.output;
      written.set(step, result);
      usage = addUsage(usage, result.usage);
    } catch (error) {
      deps.logger.warn({ err: error, projectId, step }, 'kit repair attempt failed');
      if (isFinalModelError(error)) return failKitRepair(deps, job);
      throw error;
    }
  }
  const check = checkKit(repaired as KitOutputs, brief);

  const stored = await db.transaction(async (tx) => {
    const locked = await lockProject(tx, projectId);
    if (!locked || locked.attempt !== attempt || locked.status !== 'generating') return false;
    for (const { step } of plan) {
      await replaceStepOutput(tx, projectId, step, repaired[step], written.get(step)!);
      await storeArtifacts(tx, locked, step, repaired, kitLanguageOf(brief), written.get(step)!.model, true);
    }
    await addTokenUsage(tx, projectId, usage);
    const kitRepair = plan.length > 0 ? { status: 'repaired' as const, steps: plan } : null;
    await updateProject(tx, projectId, { status: 'ready', failureReason: null, kitCheck: check, kitRepair });
    await finishKitRegeneration(tx, projectId, attempt, { status: 'done' });
    await notify(tx, channels.progress, projectId);
    return true;
  });
  if (stored) countKit('repaired');
  deps.logger.info({ projectId, steps: plan.map((item) => item.step), passed: check.passed }, 'kit repaired');
}

/**
 * A repair that failed for good or ran out of retries: the kit is ready as first written, its check
 * as it was, and the repair is recorded as failed with what it was to fix. Runs once per attempt.
 */
export async function failKitRepair(deps: KitDeps, job: KitRepairJob): Promise<void> {
  const { projectId, attempt } = job;
  const brief = await currentBriefOf(deps.db, projectId);
  const stored = await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project || project.attempt !== attempt || project.status !== 'generating') return false;
    const outputs = outputsOf(await listKitSteps(tx, projectId));
    const check = checkKit(outputs as KitOutputs, brief);
    const kitRepair = { status: 'failed' as const, steps: repairPlanOf(outputs, brief) };
    await updateProject(tx, projectId, { status: 'ready', failureReason: null, kitCheck: check, kitRepair });
    await finishKitRegeneration(tx, projectId, attempt, { status: 'done' });
    await notify(tx, channels.progress, projectId);
    return true;
  });
  // Ready as first written: a kit all the same, its repair round's failure is in its record.
  if (stored) countKit('ready');
  deps.logger.warn({ projectId, attempt }, 'kit repair failed; the kit is ready as first written');
}

/**
 * A step that exhausted its retries, whose process died on every attempt, or that failed for good:
 * the kit fails and its credit comes back, exactly once (the refund's key is the attempt's), however
 * often this runs. The reason is `reason`, else the last attempt's error. A regeneration's run fails
 * differently (`failKitRegeneration`): nothing was charged and the kit it started from stays.
 */
export async function failKitStep(deps: KitDeps, job: KitStepJob, reason?: string): Promise<void> {
  const { projectId, step, attempt } = job;
  const brief = await currentBriefOf(deps.db, projectId);
  const outcome = await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    if (!project || project.attempt !== attempt || project.status === 'ready') return 'none';
    const rows = await listKitSteps(tx, projectId, []);
    const row = rows.find((r) => r.step === step);
    if (row?.status === 'done') return 'none';
    const failure = reason ?? row?.error ?? 'The step did not finish in time.';
    if (await findOpenKitRegeneration(tx, projectId, attempt)) {
      await failKitRegeneration(tx, project, failure, brief);
      return 'regeneration failed';
    }
    await markStepError(tx, projectId, step, failure, 'failed');
    if (project.status !== 'failed') {
      await updateProject(tx, projectId, { status: 'failed', failureReason: failure });
    }
    await applyCreditChangeInTransaction(tx, {
      userId: project.ownerId,
      delta: 1,
      reason: 'refund',
      idempotencyKey: `refund:project:${projectId}:${attempt}`,
      note: `Kit failed at ${step}`,
    });
    await notify(tx, channels.progress, projectId);
    return 'kit failed';
  });
  if (outcome === 'kit failed') {
    countKit('failed');
    deps.logger.warn({ projectId, step, attempt }, 'kit failed; credit refunded');
  }
  if (outcome === 'regeneration failed') deps.logger.warn({ projectId, step, attempt }, 'kit regeneration failed; the kit is kept');
}

/**
 * A regeneration whose step failed for good: the kit is ready again with what it has (the steps
 * written so far in their new versions, the others as they were), and the regeneration is marked
 * failed with the reason, so it does not count against the month's allowance.
 */
async function failKitRegeneration(tx: Db, project: ProjectRow, failure: string, brief: Brief | undefined) {
  await restoreUnfinishedSteps(tx, project.id);
  const check = checkKit(outputsOf(await listKitSteps(tx, project.id)) as KitOutputs, brief);
  await updateProject(tx, project.id, { status: 'ready', failureReason: null, kitCheck: check, kitRepair: null });
  await finishKitRegeneration(tx, project.id, project.attempt, { status: 'failed', error: failure });
  await notify(tx, channels.progress, project.id);
}

/** Writes a new version of one document (source `regenerated`); the older ones stay as history. */
export async function runRegeneration(deps: KitDeps, job: RegenerateJob): Promise<void> {
  const { regenerationId } = job;
  const regeneration = await findRegeneration(deps.db, regenerationId);
  if (!regeneration || regeneration.status !== 'queued') return;
  const project = await findProject(deps.db, regeneration.projectId);
  if (!project) return;
  const refusal = await jobRefusal(deps.db, project, 'documents.regenerate');
  if (refusal) return failRegeneration(deps, job, refusal);
  const kind = documentKind.parse(regeneration.kind);
  const previous = await findCurrentDocument(deps.db, project.id, kind);
  const version = (previous?.version ?? 0) + 1;
  // The kit's structured outputs are the context: the new version agrees with the rest of the kit.
  const outputs: Partial<KitOutputs> = outputsOf(await listKitSteps(deps.db, project.id));

  const brief = await currentBriefOf(deps.db, project.id);
  let result;
  try {
    result = await writeKitStep(deps.model, kind, stepContext(project, kind, outputs, version, brief));
  } catch (error) {
    // As for a kit step: a final failure is not retried.
    if (isFinalModelError(error)) return failRegeneration(deps, job, error);
    throw error;
  }
  const { title, content } = renderDocument(kind, { ...outputs, [kind]: result.output }, kitLanguageOf(brief));

  await deps.db.transaction(async (tx) => {
    if (!(await lockProject(tx, project.id))) return;
    const latest = await findCurrentDocument(tx, project.id, kind);
    await insertDocument(tx, {
      projectId: project.id,
      kind,
      title,
      content,
      data: result.output,
      version: Math.max(version, (latest?.version ?? 0) + 1),
      source: 'regenerated',
      model: result.model,
    });
    // Asked for alone, the engine's text replaces the founder's (ADR 0034): an offer a regeneration of
    // the kit left beside their text is overtaken.
    await deleteDocumentOffers(tx, project.id, [kind]);
    await addTokenUsage(tx, project.id, result.usage);
    await finishRegeneration(tx, regenerationId, { status: 'done', writtenBy: result });
    await notify(tx, channels.progress, project.id);
  });
}

/** A regeneration that failed for good: it no longer counts against the monthly limit. */
export async function failRegeneration(deps: KitDeps, job: RegenerateJob, error?: unknown): Promise<void> {
  const { regenerationId } = job;
  const regeneration = await findRegeneration(deps.db, regenerationId);
  if (!regeneration) return;
  await deps.db.transaction(async (tx) => {
    await finishRegeneration(tx, regenerationId, { status: 'failed', error: failureMessage(error) });
    await notify(tx, channels.progress, regeneration.projectId);
  });
}
