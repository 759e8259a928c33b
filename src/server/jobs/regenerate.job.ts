import { regenerateJob } from '../modules/kits/kit-jobs';
import { failRegeneration, runRegeneration, type KitDeps } from '../modules/kits/kits.service';

/** The regeneration queue's adapter: a job writes a new version of one document. */
export function runRegenerationJob(deps: KitDeps, payload: unknown): Promise<void> {
  return runRegeneration(deps, regenerateJob.parse(payload));
}

/** The regeneration dead-letter queue's adapter: `output` is the last attempt's error, as pg-boss stored it. */
export function failRegenerationJob(deps: KitDeps, payload: unknown, output: unknown): Promise<void> {
  return failRegeneration(deps, regenerateJob.parse(payload), output);
}
