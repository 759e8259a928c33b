import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { can } from '../../../shared/entitlements';
import { pricingDto, type PricingDto } from '../../../shared/schemas/pricing';

describe.each(databaseKinds)('GET /api/pricing on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers without a session, cacheable for an hour, in its documented shape', async () => {
    const response = await t.app.request('/api/pricing');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(pricingDto.safeParse(await response.json()).success).toBe(true);
  });

  it('sells the plans with their prices and the features their entitlements grant, live or in development', async () => {
    const pricing = (await (await t.app.request('/api/pricing')).json()) as PricingDto;
    expect(pricing.plans.map((p) => [p.id, p.prices.map((price) => [price.interval, price.priceCents])])).toEqual([
      ['FREE', []],
      ['FOUNDER', [['month', 3900], ['year', 39800]]],
      ['GROWTH', [['month', 9900], ['year', 101000]]],
    ]);
    const plan = (id: string) => pricing.plans.find((p) => p.id === id)!;
    const state = (id: string, key: string) => plan(id).features.find((f) => f.key === key)?.state;
    // What the product does today is sold as working, on the plans that have it.
    for (const key of ['team', 'priorityProcessing', 'aiQa']) expect(state('GROWTH', key)).toBe('live');
    expect(state('FOUNDER', 'versions')).toBe('live');
    expect(state('FOUNDER', 'roadmap')).toBe('live');
    expect(state('FOUNDER', 'team')).toBeUndefined();
    expect(state('FOUNDER', 'codeAnalysis')).toBe('live');
    expect(state('FREE', 'codeAnalysis')).toBeUndefined();
    // And the server grants exactly that: a Growth account may use the team, a Founder one may not.
    const profile = (subscriptionPlan: 'FOUNDER' | 'GROWTH') => ({ subscriptionPlan, availableCredits: 0, ownsKits: false });
    expect([can(profile('GROWTH'), 'team'), can(profile('FOUNDER'), 'team')]).toEqual([true, false]);
  });

  it('prices every bundle per kit, never more for a larger one, and states the evaluation’s terms', async () => {
    const pricing = (await (await t.app.request('/api/pricing')).json()) as PricingDto;
    expect(pricing.bundles.map((b) => [b.id, b.credits, b.priceCents, b.perKitCents])).toEqual([
      ['bundle_solo_sprint', 1, 1900, 1900],
      ['bundle_builder', 3, 2900, 967],
      ['bundle_scale', 5, 4500, 900],
    ]);
    expect(pricing.bundles.find((b) => b.id === 'bundle_scale')).toMatchObject({
      trialPlan: 'GROWTH',
      perks: expect.arrayContaining([{ key: 'knowledgeChat', state: 'live' }]) as unknown,
    });
    expect(pricing.evaluation).toEqual({
      accountNeeded: false,
      cardNeeded: false,
      perBrowser: 1,
      perAccount: 1,
      visitorEvaluationsPerAddressPerDay: 3,
    });
  });
});
