import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../../shared/schemas/brief';
import { implementationOrder, kitEvalCase, normalise, scoreBrief, summarise } from './kit-eval';

const feature = (id: string, entities: string[], dependsOn: string[] = []) => ({
  id,
  name: id,
  description: id,
  priority: 'must' as const,
  entities,
  integrations: [],
  dependsOn,
});

const brief: Brief = {
  language: 'en',
  productName: 'PawDesk',
  summary: 'Dog walks.',
  platforms: ['web'],
  roles: [{ name: 'dog owner', goals: ['Book walks'] }],
  entities: [
    { name: 'DogWalker', fields: [], relations: [] },
    { name: 'Booking', label: 'walk', fields: [], relations: [] },
    { name: 'Gps', fields: [], relations: [] },
  ],
  // Listed out of order on purpose: the plan follows dependsOn, not the list.
  features: [feature('FEAT-002', ['Booking'], ['FEAT-001']), feature('FEAT-001', ['DogWalker'])],
  integrations: [{ name: 'Stripe', purpose: 'Card payments and payouts' }],
  constraints: [{ kind: 'compliance', name: 'HIPAA', text: 'Health data is protected.' }],
  monetisation: 'Commission',
  assumptions: [],
  openQuestions: [],
};

describe('the kit-quality score', () => {
  it('matches names case-insensitively, singular or plural, PascalCase or spaced', () => {
    expect(normalise('DogWalkers')).toBe(normalise('dog walker'));
    expect(normalise('Платёж')).toBe(normalise('платеж'));
    expect(normalise('Booking')).not.toBe(normalise('Book'));
  });

  it('counts found groups, platforms and forbidden entities', () => {
    const score = scoreBrief(
      brief,
      kitEvalCase.parse({
        idea: 'x',
        platforms: ['web', 'ios'],
        entities: [['Walker', 'Dog walkers'], ['Walk'], ['Payment']],
        integrations: [['payments'], ['SMS']],
        constraints: [['hipaa']],
        notEntities: ['GPS'],
        order: [[['DogWalker'], ['Walk']], [['Walk'], ['DogWalker']]],
      }),
    );
    // Found: Walker, Walk (by label), payments (purpose), HIPAA, platform = 5 of 3 + 2 + 1 + 1 + 1 forbidden.
    expect(score).toMatchObject({ found: 5, total: 8, forbidden: ['GPS'], orderSatisfied: 1, orderTotal: 2 });
    expect(score.misses).toEqual(['entity Payment', 'integration SMS', 'order Walk before DogWalker']);
  });

  it('plans features in dependency order', () => {
    expect(implementationOrder(brief.features).map((f) => f.id)).toEqual(['FEAT-001', 'FEAT-002']);
  });

  it('sums cases: accuracy over clear ideas, refusals apart', () => {
    const clear = kitEvalCase.parse({ idea: 'a', entities: [['A'], ['B']], platforms: ['web'] });
    const unclear = kitEvalCase.parse({ idea: '?', unclear: true });
    const summary = summarise([
      { expected: clear, refused: false, score: { found: 2, total: 3, misses: [], forbidden: [], orderSatisfied: 0, orderTotal: 0 } },
      { expected: clear, refused: true, score: null },
      { expected: unclear, refused: true, score: null },
    ]);
    expect(summary).toMatchObject({ unclearRefused: 1, unclearTotal: 1, clearRefused: 1, clearTotal: 2, orderShare: 1 });
    expect(summary.accuracy).toBeCloseTo(2 / 6);
  });
});
