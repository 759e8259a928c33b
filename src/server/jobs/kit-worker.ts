import type { KitDeps } from '../modules/kits/kits.service';
import { kitSteps } from '../../shared/schemas/kit';
import { countJobFailure } from '../metrics/process-metrics';
import { failCustomDocumentJob, runCustomDocumentJob } from './custom-document.job';
import { failKitRepairJob, runKitRepairJob } from './kit-repair.job';
import { failKitStepJob, runKitStepJob } from './kit-step.job';
import { queues, type Job, type QueueName } from './queue';
import { failRegenerationJob, runRegenerationJob } from './regenerate.job';

/**
 * Attaches this process to the kit queues: `concurrency` steps at a time (they wait on the AI
 * provider, not on this CPU), the repair round after a failed kit check, plus the dead-letter handlers
 * that fail a kit or a regeneration, or finish a kit whose repair failed, once.
 */
export async function startKitWorker(deps: KitDeps, concurrency: number): Promise<void> {
  const work = (queue: QueueName, workers: number, handler: (job: Job<object>) => Promise<void>) =>
    deps.queue.work<object>(queue, workers, countingFailures(queue, handler));
  await work(queues.kitStep, concurrency, (job) => runKitStepJob(deps, job));
  await work(queues.kitStepDead, 1, (job) => failKitStepJob(deps, job.data));
  await work(queues.regenerate, Math.max(1, Math.floor(concurrency / 2)), (job) => runRegenerationJob(deps, job.data));
  await work(queues.regenerateDead, 1, (job) => failRegenerationJob(deps, job.data, job.output));
  // Repairs are rare (only kits whose check failed): one at a time, so idle pollers stay few.
  await work(queues.repair, 1, (job) => runKitRepairJob(deps, job.data));
  await work(queues.repairDead, 1, (job) => failKitRepairJob(deps, job.data));
  // Custom documents are asked for one at a time by a founder: one worker, like the repairs.
  await work(queues.customDocument, 1, (job) => runCustomDocumentJob(deps, job.data));
  await work(queues.customDocumentDead, 1, (job) => failCustomDocumentJob(deps, job.data, job.output));
}

/** The kit step a job's payload names, if it names a real one (a label must come from a short list). */
function stepOf(data: object): string {
  const step = (data as { step?: unknown } | null)?.step;
  return typeof step === 'string' && Object.hasOwn(kitSteps, step) ? step : '';
}

/** Counts each failed attempt by queue and kit step, then lets the queue retry it as before. */
function countingFailures(queue: QueueName, handler: (job: Job<object>) => Promise<void>) {
  return async (job: Job<object>) => {
    try {
      await handler(job);
    } catch (error) {
      countJobFailure(queue, stepOf(job.data));
      throw error;
    }
  };
}
