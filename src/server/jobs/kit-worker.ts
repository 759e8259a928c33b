import type { KitDeps } from '../modules/kits/kits.service';
import { failCustomDocumentJob, runCustomDocumentJob } from './custom-document.job';
import { failKitRepairJob, runKitRepairJob } from './kit-repair.job';
import { failKitStepJob, runKitStepJob } from './kit-step.job';
import { queues } from './queue';
import { failRegenerationJob, runRegenerationJob } from './regenerate.job';

/**
 * Attaches this process to the kit queues: `concurrency` steps at a time (they wait on the AI
 * provider, not on this CPU), the repair round after a failed kit check, plus the dead-letter handlers
 * that fail a kit or a regeneration, or finish a kit whose repair failed, once.
 */
export async function startKitWorker(deps: KitDeps, concurrency: number): Promise<void> {
  await deps.queue.work(queues.kitStep, concurrency, (job) => runKitStepJob(deps, job));
  await deps.queue.work(queues.kitStepDead, 1, (job) => failKitStepJob(deps, job.data));
  await deps.queue.work(queues.regenerate, Math.max(1, Math.floor(concurrency / 2)), (job) => runRegenerationJob(deps, job.data));
  await deps.queue.work(queues.regenerateDead, 1, (job) => failRegenerationJob(deps, job.data, job.output));
  // Repairs are rare (only kits whose check failed): one at a time, so idle pollers stay few.
  await deps.queue.work(queues.repair, 1, (job) => runKitRepairJob(deps, job.data));
  await deps.queue.work(queues.repairDead, 1, (job) => failKitRepairJob(deps, job.data));
  // Custom documents are asked for one at a time by a founder: one worker, like the repairs.
  await deps.queue.work(queues.customDocument, 1, (job) => runCustomDocumentJob(deps, job.data));
  await deps.queue.work(queues.customDocumentDead, 1, (job) => failCustomDocumentJob(deps, job.data, job.output));
}
