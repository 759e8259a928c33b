import { kitStepJob } from '../modules/kits/kit-jobs';
import { failKitStep, runKitStep, type KitDeps } from '../modules/kits/kits.service';

/** The kit-step queue's adapter: a job runs one step of one kit (a throw fails the attempt, to be retried). */
export function runKitStepJob(deps: KitDeps, payload: unknown): Promise<void> {
  return runKitStep(deps, kitStepJob.parse(payload));
}

/** The kit-step dead-letter queue's adapter: the step is out of retries, so the kit fails. */
export function failKitStepJob(deps: KitDeps, payload: unknown): Promise<void> {
  return failKitStep(deps, kitStepJob.parse(payload));
}
