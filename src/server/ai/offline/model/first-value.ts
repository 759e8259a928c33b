import type { CompositionModel, ModelFeature } from './types';

/** Features every product has around its purpose: signing up, settings, onboarding, the landing page. */
export const foundationKeys: ReadonlySet<string> = new Set(['accounts', 'settings', 'onboarding', 'landing']);

/**
 * The feature where a user first gets value: the must-have about the primary entity (with a
 * screen), else the first must-have past the foundation, else the first feature past it.
 */
export function firstValueFeature(
  model: Pick<CompositionModel, 'primaryEntity'>,
  features: readonly ModelFeature[],
): ModelFeature | undefined {
  const core = features.filter((f) => !foundationKeys.has(f.key));
  return (
    core.find((f) => f.priority === 'must' && f.entity === model.primaryEntity && f.routes[0] !== undefined) ??
    core.find((f) => f.priority === 'must') ??
    core[0]
  );
}
