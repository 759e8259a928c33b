import { bundlePerks, cardFeaturesOf, planIncludes, type SoldFeature } from '../../../shared/pricing-catalogue';
import type { Bundle, PlanId } from '../../../shared/pricing';

/**
 * What each tier's card lists, drawn from the pricing catalogue (the entitlements table's plan
 * features and the bundles' perks, ADR 0048): `live` works today, `development` is being built.
 * The wording lives in the `pricing` namespace under `features.<key>`; counts come from pricing.ts.
 */
export type TierFeature = SoldFeature;

export interface TierFeatures<Id extends string> {
  /** 'Everything in <that tier>, plus:' before the list. */
  includes?: Id;
  features: readonly TierFeature[];
}

const tier = <Id extends string>(includes: Id | null, features: readonly TierFeature[]): TierFeatures<Id> =>
  includes ? { includes, features } : { features };

/** Bundle perks (a bundle bought on the Free plan also brings a month of a plan, ADR 0015). */
export const bundleFeatures = Object.fromEntries(
  Object.entries(bundlePerks).map(([id, { includes, perks }]) => [id, tier(includes, perks)]),
) as Record<Bundle['id'], TierFeatures<Bundle['id']>>;

/** Subscription plans. */
export const planFeatures = Object.fromEntries(
  (Object.keys(planIncludes) as PlanId[]).map((plan) => [plan, tier(planIncludes[plan], cardFeaturesOf(plan))]),
) as Record<PlanId, TierFeatures<PlanId>>;
