import { describe, expect, it } from 'vitest';
import { showsCompactEvaluation } from './compact';

const now = new Date('2026-11-30T12:00:00.000Z');
const fresh = { createdAt: '2026-11-29T12:00:00.000Z', hasProjects: false, folded: false };

describe('the free evaluation on the dashboard', () => {
  it('is shown in full while it is new and nothing was done with it', () => {
    expect(showsCompactEvaluation(fresh, now)).toBe(false);
  });

  it('folds into a card once a kit exists, once the founder folded it, or after two weeks', () => {
    expect(showsCompactEvaluation({ ...fresh, hasProjects: true }, now)).toBe(true);
    expect(showsCompactEvaluation({ ...fresh, folded: true }, now)).toBe(true);
    expect(showsCompactEvaluation({ ...fresh, createdAt: '2026-11-15T11:00:00.000Z' }, now)).toBe(true);
    expect(showsCompactEvaluation({ ...fresh, createdAt: '2026-11-17T12:00:00.000Z' }, now)).toBe(false);
  });
});
