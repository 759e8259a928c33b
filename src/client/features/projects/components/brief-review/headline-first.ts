import { headlineFeature } from '../../../../../shared/capabilities';
import type { BriefFeature } from '../../../../../shared/schemas/brief';

/**
 * The indexes of the must-have features, the headline first (the one whose capability says most
 * about the product, as the reader and the benchmark judge it); the others keep the brief's order.
 */
export function mustFeaturesHeadlineFirst(features: readonly Pick<BriefFeature, 'priority' | 'capability'>[]): number[] {
  const must = features.flatMap((feature, i) => (feature.priority === 'must' ? [i] : []));
  const headline = headlineFeature(must.map((i) => features[i]!));
  const first = headline ? features.indexOf(headline) : -1;
  return first < 0 ? must : [first, ...must.filter((i) => i !== first)];
}
