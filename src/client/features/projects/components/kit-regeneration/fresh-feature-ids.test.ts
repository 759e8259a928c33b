import { describe, expect, it } from 'vitest';
import { sampleBrief } from '../../../../../../tests/support/brief-fixtures';
import { newFeature, removeFeature } from '../../../../../shared/brief-answers';
import { withFreshFeatureIds } from './fresh-feature-ids';

describe('feature ids while editing a kit’s brief', () => {
  const original = sampleBrief();

  it('gives a feature added after removing the last one a new id, not the removed one’s', () => {
    const removed = removeFeature(original, original.features.length - 1);
    const added = { ...removed, features: [...removed.features, newFeature(removed, 'Waitlist')] };
    expect(added.features.at(-1)!.id).toBe('FEAT-003');
    const fresh = withFreshFeatureIds(removed, added, original);
    expect(fresh.features.map((feature) => feature.id)).toEqual(['FEAT-001', 'FEAT-002', 'FEAT-004']);
    expect(fresh.features.at(-1)!.name).toBe('Waitlist');
  });

  it('leaves every other change as it is', () => {
    const renamed = { ...original, productName: 'SmileDesk Pro' };
    expect(withFreshFeatureIds(original, renamed, original)).toBe(renamed);
    const added = { ...original, features: [...original.features, newFeature(original, 'Waitlist')] };
    expect(withFreshFeatureIds(original, added, original)).toBe(added);
  });
});
