import { nextFeatureId } from '../../../../../shared/brief-answers';
import type { Brief } from '../../../../../shared/schemas/brief';

/**
 * A feature added while editing a kit's brief never takes the id of one the kit had: the id is how
 * a regeneration tells a feature's tasks apart, so a new feature reusing a removed one's id would
 * inherit the removed feature's work. A feature that was not in `before` but has an id of `original`
 * gets the next id after every id the kit and the edit have used.
 */
export function withFreshFeatureIds(before: Brief, after: Brief, original: Brief): Brief {
  const existing = new Set(before.features.map((feature) => feature.id));
  const used = new Set(original.features.map((feature) => feature.id));
  const taken = [...original.features, ...after.features];
  let changed = false;
  const features = after.features.map((feature) => {
    if (existing.has(feature.id) || !used.has(feature.id)) return feature;
    changed = true;
    const id = nextFeatureId(taken);
    taken.push({ ...feature, id });
    return { ...feature, id };
  });
  return changed ? { ...after, features } : after;
}
