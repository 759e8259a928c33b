import { kitStepJob } from '../modules/kits/kit-jobs';
import { failKitStep, runKitStep, type KitDeps } from '../modules/kits/kits.service';
import type { Job } from './queue';

/** The kit-step queue's adapter: a job runs one step of one kit (a throw fails the attempt, to be retried). */
export function runKitStepJob(deps: KitDeps, job: Job<unknown>): Promise<void> {
  return runKitStep(deps, kitStepJob.parse(job.data), queueWaitOf(job));
}

/**
 * How long a job waited for a worker: from when it could start (as it was sent, or once a retry's
 * backoff was over) to when a worker took it, both on the database's clock.
 */
export function queueWaitOf(job: Pick<Job<unknown>, 'startAfter' | 'startedOn'>): number {
  return Math.max(0, new Date(job.startedOn).getTime() - new Date(job.startAfter).getTime());
}

/** The kit-step dead-letter queue's adapter: the step is out of retries, so the kit fails. */
export function failKitStepJob(deps: KitDeps, payload: unknown): Promise<void> {
  return failKitStep(deps, kitStepJob.parse(payload));
}
