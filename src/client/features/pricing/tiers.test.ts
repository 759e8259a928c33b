import { describe, expect, it } from 'vitest';
import { can, entitlements, entitlementsOf, type AccessProfile, type PlanFeatureKey } from '../../../shared/entitlements';
import { bundlePerks } from '../../../shared/pricing-catalogue';
import { bundles, perKitCents, plans, type PlanId } from '../../../shared/pricing';
import { planFeatures } from './tiers';

const planIds = Object.keys(plans) as PlanId[];
/** An account on `plan` and nothing else: no credits, no kits. */
const bare = (plan: PlanId): AccessProfile => ({ subscriptionPlan: plan, availableCredits: 0, ownsKits: false });

/** What the pricing page shows on a plan's card, with 'Everything in <plan>, plus:' spelled out. */
function shownOn(plan: PlanId): Map<string, string> {
  const tier = planFeatures[plan];
  const shown = tier.includes ? shownOn(tier.includes) : new Map<string, string>();
  for (const feature of tier.features) shown.set(feature.key, feature.state);
  return shown;
}
const plansShowing = (key: string, state: string) => planIds.filter((plan) => shownOn(plan).get(key) === state);
const plansGranted = (entitlement: (typeof entitlements)[number]) => planIds.filter((plan) => can(bare(plan), entitlement));

describe('the pricing page’s plans and the entitlements', () => {
  it('shows a feature as working on exactly the plans whose entitlements grant it', () => {
    const gated = [...new Set(planIds.flatMap((plan) => [...shownOn(plan).keys()]))].filter(
      (key) => entitlementsOf(key as PlanFeatureKey).length > 0,
    );
    expect(gated.length).toBeGreaterThan(8);
    for (const key of gated)
      for (const entitlement of entitlementsOf(key as PlanFeatureKey))
        expect(plansGranted(entitlement), `${key} (${entitlement})`).toEqual(plansShowing(key, 'live'));
  });

  it('shows every entitlement a plan decides as a working feature of exactly those plans', () => {
    // The documentation page is a placeholder reading Coming Soon: nothing is sold by it.
    const decidedByPlan = entitlements.filter((e) => e !== 'documentation' && new Set(planIds.map((plan) => can(bare(plan), e))).size > 1);
    expect(decidedByPlan).toEqual(
      expect.arrayContaining(['team', 'priorityAI', 'askQuestions', 'roadmap', 'codeAnalysis', 'editDocuments']),
    );
    for (const entitlement of decidedByPlan) {
      const sold = planIds.filter((plan) =>
        [...shownOn(plan)].some(([key, state]) => state === 'live' && entitlementsOf(key as PlanFeatureKey).includes(entitlement)),
      );
      expect(sold, entitlement).toEqual(plansGranted(entitlement));
    }
  });

  it('sells teams, priority processing and the kit chat on Growth as working, and versions from Founder', () => {
    for (const key of ['team', 'priorityProcessing', 'aiQa']) expect(plansShowing(key, 'live'), key).toEqual(['GROWTH']);
    expect(plansShowing('versions', 'live')).toEqual(['FOUNDER', 'GROWTH']);
    expect(plansShowing('codeAnalysis', 'live')).toEqual(['FOUNDER', 'GROWTH']);
  });

  it('grants a bundle’s plan-feature perks through the plan its purchase brings', () => {
    for (const bundle of bundles)
      for (const perk of bundlePerks[bundle.id].perks.filter((p) => p.feature))
        for (const entitlement of entitlementsOf(perk.feature!))
          expect(can(bare(bundle.trialPlan), entitlement), `${bundle.id} ${perk.key}`).toBe(perk.state === 'live');
  });
});

describe('the bundles’ prices', () => {
  it('never charge more per kit for a larger bundle', () => {
    const bySize = [...bundles].sort((a, b) => a.credits - b.credits);
    for (let i = 1; i < bySize.length; i++)
      expect(perKitCents(bySize[i]!), bySize[i]!.name).toBeLessThanOrEqual(perKitCents(bySize[i - 1]!));
  });
});
