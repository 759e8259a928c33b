import { describe, expect, it } from 'vitest';
import { capabilitiesBySpecificity, capabilityIds, headlineFeature, specificityOf } from './capabilities';

const feature = (id: string, priority: string, capability?: (typeof capabilityIds)[number]) => ({
  id,
  priority,
  ...(capability ? { capability: { id: capability } } : {}),
});

describe('the headline feature', () => {
  it('is the must feature whose capability says most about the product, the first on a tie', () => {
    const features = [feature('a', 'must', 'checkout'), feature('b', 'must', 'booking'), feature('c', 'must', 'live'), feature('d', 'must', 'reconcile')];
    expect(headlineFeature(features)?.id).toBe('c');
  });

  it('is never a should feature while a must one exists, and a feature without a capability keeps records', () => {
    expect(headlineFeature([feature('a', 'must'), feature('b', 'should', 'live')])?.id).toBe('a');
    expect(headlineFeature([feature('a', 'should'), feature('b', 'could', 'chat')])?.id).toBe('b');
    expect(headlineFeature([])).toBeUndefined();
  });

  it('ranks every capability, own records lowest', () => {
    expect([...capabilitiesBySpecificity].sort()).toEqual([...capabilityIds].sort());
    expect(specificityOf('records')).toBe(capabilityIds.length - 1);
  });
});
