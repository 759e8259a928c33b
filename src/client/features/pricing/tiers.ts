import type { Bundle, PlanId } from '../../../shared/pricing';

/**
 * What each tier includes, and whether it works today. `live` is what the product really does now
 * (credits, kits, the task board, the roadmap, prompts, regenerations, versions, export, custom
 * documents); `development` is promised and being built (GitHub analysis, the team...).
 * The wording lives in the `pricing` namespace under `features.<key>`; counts come from pricing.ts.
 */
export type FeatureStatus = 'live' | 'development';

export interface TierFeature {
  key: string;
  status: FeatureStatus;
  /** A label other than 'In development' for a dated promise ('coming in 2 months'). */
  statusLabel?: 'comingInTwoMonths';
}

export interface TierFeatures<Id extends string> {
  /** 'Everything in <that tier>, plus:' before the list. */
  includes?: Id;
  features: readonly TierFeature[];
}

const live = (key: string): TierFeature => ({ key, status: 'live' });
const development = (key: string, statusLabel?: TierFeature['statusLabel']): TierFeature => ({
  key,
  status: 'development',
  ...(statusLabel ? { statusLabel } : {}),
});

/** Bundle perks (a bundle bought on the Free plan also brings a month of Founder, ADR 0015). */
export const bundleFeatures: Record<Bundle['id'], TierFeatures<Bundle['id']>> = {
  bundle_solo_sprint: {
    features: [live('fullKit'), live('creditsNeverExpire'), live('founderMonth')],
  },
  bundle_builder: {
    includes: 'bundle_solo_sprint',
    features: [live('emailSupport'), live('founderDiscount')],
  },
  bundle_scale: {
    includes: 'bundle_builder',
    features: [development('knowledgeChat'), development('techCall'), development('growthTrial', 'comingInTwoMonths')],
  },
};

/** Subscription plans. */
export const planFeatures: Record<PlanId, TierFeatures<PlanId>> = {
  FREE: {
    features: [live('freeEvaluation'), live('templates'), live('buyWhenReady')],
  },
  FOUNDER: {
    features: [
      live('monthlyCredits'),
      live('regenerations'),
      live('prompts'),
      live('taskBoard'),
      live('export'),
      live('emailSupport'),
      development('githubAnalysis'),
      live('roadmap'),
    ],
  },
  GROWTH: {
    includes: 'FOUNDER',
    features: [
      live('monthlyCredits'),
      live('unlimitedRegenerations'),
      live('versions'),
      live('prioritySupport'),
      live('customDocs'),
      live('aiQa'),
      development('team'),
      development('priorityProcessing'),
    ],
  },
};
