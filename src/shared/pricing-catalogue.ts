import { planFeatureKeys, planFeatures, type FeatureState, type PlanFeatureKey } from './entitlements';
import {
  BUNDLE_TRIAL_DAYS,
  bundles,
  freeEvaluationTerms,
  LAUNCH_OFFER_DISCOUNT,
  LAUNCH_OFFER_ENDS_AT,
  LIFETIME_DISCOUNT_PERCENT,
  perKitCents,
  perMonthCents,
  planPrices,
  plans,
  YEARLY_DISCOUNT,
  type Bundle,
  type PlanId,
} from './pricing';
import type { PricingDto } from './schemas/pricing';

/**
 * Pricing as sold, in one object: the plans with their prices and features (from the entitlements
 * table, so what is sold is what is granted), the bundles with their per-kit prices and perks, and
 * the free evaluation's terms. `GET /api/pricing` serves it; the pricing page, the FAQ and Buy Credits
 * draw from the same module (ADR 0048).
 */

export interface SoldFeature<Key extends string = string> {
  key: Key;
  state: FeatureState;
}

export const planOrder: readonly PlanId[] = ['FREE', 'FOUNDER', 'GROWTH'];

/** Each paid plan has everything of the plan below it. */
export const planIncludes: Record<PlanId, PlanId | null> = { FREE: null, FOUNDER: 'FREE', GROWTH: 'FOUNDER' };

const inPlan = (key: PlanFeatureKey, plan: PlanId) => (planFeatures[key].plans as readonly PlanId[]).includes(plan);

/** Every feature of `plan`, in the table's order. */
export function featuresOf(plan: PlanId): SoldFeature<PlanFeatureKey>[] {
  return planFeatureKeys.filter((key) => inPlan(key, plan)).map((key) => ({ key, state: planFeatures[key].state }));
}

/**
 * What `plan`'s card lists after 'Everything in <the plan below>, plus:': its features the plan
 * below lacks, and those whose amount differs from plan to plan (credits, regenerations).
 */
export function cardFeaturesOf(plan: PlanId): SoldFeature<PlanFeatureKey>[] {
  const below = planIncludes[plan];
  return featuresOf(plan).filter(
    ({ key }) => !below || !inPlan(key, below) || ('amount' in planFeatures[key] && planFeatures[key].amount),
  );
}

export type BundlePerkKey =
  | 'fullKit'
  | 'creditsNeverExpire'
  | 'founderMonth'
  | 'emailSupport'
  | 'founderDiscount'
  | 'knowledgeChat'
  | 'techCall'
  | 'growthTrial';

export interface BundlePerk extends SoldFeature<BundlePerkKey> {
  /** The plan feature it is: the bundle's trial plan grants it, and its state is the table's. */
  feature?: PlanFeatureKey;
}

const perk = (key: BundlePerkKey, state: FeatureState = 'live'): BundlePerk => ({ key, state });
const featurePerk = (key: BundlePerkKey, feature: PlanFeatureKey): BundlePerk => ({
  key,
  state: planFeatures[feature].state,
  feature,
});

/** Each bundle's perks beyond the smaller bundle's (a bundle bought on the Free plan brings a month of a plan). */
export const bundlePerks: Record<Bundle['id'], { includes: Bundle['id'] | null; perks: readonly BundlePerk[] }> = {
  bundle_solo_sprint: { includes: null, perks: [perk('fullKit'), perk('creditsNeverExpire'), perk('founderMonth')] },
  bundle_builder: { includes: 'bundle_solo_sprint', perks: [perk('emailSupport'), perk('founderDiscount')] },
  bundle_scale: {
    includes: 'bundle_builder',
    perks: [perk('growthTrial'), featurePerk('knowledgeChat', 'aiQa'), perk('techCall', 'development')],
  },
};

function build(): PricingDto {
  return {
    currency: 'usd',
    yearlyDiscountPercent: Math.round(YEARLY_DISCOUNT * 100),
    launchOffer: { percentOff: Math.round(LAUNCH_OFFER_DISCOUNT * 100), endsAt: LAUNCH_OFFER_ENDS_AT },
    plans: planOrder.map((id) => ({
      id,
      name: plans[id].name,
      monthlyCredits: plans[id].monthlyCredits,
      regenerationsPerProjectPerMonth: plans[id].regenerationsPerProjectPerMonth,
      includes: planIncludes[id],
      prices: planPrices
        .filter((price) => price.plan === id)
        .map((price) => ({
          id: price.id,
          interval: price.interval,
          priceCents: price.priceCents,
          perMonthCents: perMonthCents(price),
        })),
      features: featuresOf(id),
    })),
    bundles: bundles.map((bundle) => ({
      id: bundle.id,
      name: bundle.name,
      credits: bundle.credits,
      priceCents: bundle.priceCents,
      perKitCents: perKitCents(bundle),
      valueCents: bundle.valueCents,
      wasPerKitCents: bundle.wasPerKitCents,
      popular: bundle.popular,
      trialPlan: bundle.trialPlan,
      trialDays: BUNDLE_TRIAL_DAYS,
      lifetimeDiscountPercent: bundle.earnsLifetimeDiscount ? LIFETIME_DISCOUNT_PERCENT : 0,
      includes: bundlePerks[bundle.id].includes,
      perks: bundlePerks[bundle.id].perks.map(({ key, state }) => ({ key, state })),
    })),
    evaluation: { ...freeEvaluationTerms },
  };
}

export const pricingCatalogue: PricingDto = build();
