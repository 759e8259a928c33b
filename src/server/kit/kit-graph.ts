import { kitStepNames, kitSteps, type KitStep } from '../../shared/schemas/kit';
import type { StepStatus } from '../../shared/schemas/projects';

/**
 * The kit as a graph (ADR 0008): a step may run once every step it reads is done. Pure, so the
 * pipeline, the benchmark and the tests agree on what "ready" means.
 */
export function readySteps(statuses: ReadonlyMap<KitStep, StepStatus>): KitStep[] {
  return kitStepNames.filter(
    (step) =>
      statuses.get(step) === 'pending' && kitSteps[step].inputs.every((input) => statuses.get(input as KitStep) === 'done'),
  );
}

export function isKitComplete(statuses: ReadonlyMap<KitStep, StepStatus>): boolean {
  return kitStepNames.every((step) => statuses.get(step) === 'done');
}

/**
 * The longest chain of steps through the graph, weighting each step by `cost(step)`: the least
 * time any pipeline can take (the benchmark's yardstick).
 */
export function criticalPath(cost: (step: KitStep) => number): number {
  const finish = new Map<KitStep, number>();
  for (const step of kitStepNames) {
    const start = Math.max(0, ...kitSteps[step].inputs.map((input) => finish.get(input as KitStep) ?? 0));
    finish.set(step, start + cost(step));
  }
  return Math.max(...finish.values());
}
