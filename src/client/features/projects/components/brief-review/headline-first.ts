import { capabilityOf, type BriefFeature } from '../../../../../shared/schemas/brief';

/**
 * The indexes of the must-have features, the headline first: the first must-have that does more than
 * keep records, else the first must-have. The others keep the brief's order.
 */
export function mustFeaturesHeadlineFirst(
  features: readonly Pick<BriefFeature, 'priority' | 'capability'>[],
): number[] {
  const must = features.flatMap((feature, i) => (feature.priority === 'must' ? [i] : []));
  const headline = must.find((i) => capabilityOf(features[i]!).id !== 'records') ?? must[0];
  return headline === undefined ? [] : [headline, ...must.filter((i) => i !== headline)];
}
