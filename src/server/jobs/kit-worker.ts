import { failKitStep, runKitStep, type KitDeps } from './kit-step.job';
import { queues } from './queue';
import { failRegeneration, runRegeneration } from './regenerate.job';

/**
 * Attaches this process to the kit queues: `concurrency` steps at a time (they wait on the AI
 * provider, not on this CPU), plus the dead-letter handlers that fail a kit or a regeneration once.
 */
export async function startKitWorker(deps: KitDeps, concurrency: number): Promise<void> {
  await deps.queue.work(queues.kitStep, concurrency, (job) => runKitStep(deps, job.data));
  await deps.queue.work(queues.kitStepDead, 1, (job) => failKitStep(deps, job.data));
  await deps.queue.work(queues.regenerate, Math.max(1, Math.floor(concurrency / 2)), (job) => runRegeneration(deps, job.data));
  await deps.queue.work(queues.regenerateDead, 1, (job) => failRegeneration(deps, job.data, job.output));
}
