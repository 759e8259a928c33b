import { kitRepairJob } from '../modules/kits/kit-jobs';
import { failKitRepair, runKitRepair, type KitDeps } from '../modules/kits/kits.service';

/** The repair queue's adapter: a job writes again the steps of a kit whose check failed. */
export function runKitRepairJob(deps: KitDeps, payload: unknown): Promise<void> {
  return runKitRepair(deps, kitRepairJob.parse(payload));
}

/** The repair dead-letter queue's adapter: the repair is out of retries, so the kit is ready as first written. */
export function failKitRepairJob(deps: KitDeps, payload: unknown): Promise<void> {
  return failKitRepair(deps, kitRepairJob.parse(payload));
}
