import type { PlanId } from './pricing';
import type { SubscriptionPlan } from './schemas/auth';

/**
 * What an account may do, in one table read by the server (which refuses) and the client (which
 * hides, dims and redirects). Credits and the kits bought with them are the customer's for good;
 * the plan decides only the plan's own features (ADR 0015), which are sold as `planFeatures` says.
 */

/** What entitlements are judged on: the plan, the credit balance, and whether the account owns a kit. */
export interface AccessProfile {
  subscriptionPlan: SubscriptionPlan;
  availableCredits: number;
  /** Every kit is bought with a credit, so owning one means having paid for it. */
  ownsKits: boolean;
}

/** A paying customer: on a paid plan, holding credits, or owning kits it bought. */
export function hasPaid(profile: AccessProfile): boolean {
  return profile.subscriptionPlan !== 'FREE' || profile.availableCredits > 0 || profile.ownsKits;
}

/** Whether a plan feature works today or is promised and being built. */
export type FeatureState = 'live' | 'development';

export interface PlanFeature {
  /** The plans that include it (bought on any other plan it is not there). */
  plans: readonly PlanId[];
  state: FeatureState;
  /** The entitlements that grant it in the product, when the product gates it (checked below). */
  entitlements?: readonly string[];
  /** Its amount differs from plan to plan (credits, regenerations): every plan's card names it. */
  amount?: true;
}

const everyPlan = ['FREE', 'FOUNDER', 'GROWTH'] as const;
const paidPlans = ['FOUNDER', 'GROWTH'] as const;
const growth = ['GROWTH'] as const;

/**
 * What each plan is sold with, in the order the pricing lists it: the plans, whether it works today,
 * and the entitlements that grant it. The pricing page, the FAQ, Buy Credits and `GET /api/pricing`
 * all read this table, and `can`'s rules for the plan's own features are drawn from it (ADR 0048).
 */
export const planFeatures = {
  freeEvaluation: { plans: everyPlan, state: 'live' },
  templates: { plans: everyPlan, state: 'live' },
  buyWhenReady: { plans: everyPlan, state: 'live' },
  monthlyCredits: { plans: paidPlans, state: 'live', amount: true },
  regenerations: { plans: paidPlans, state: 'live', amount: true, entitlements: ['regenerateDocuments'] },
  prompts: { plans: paidPlans, state: 'live', entitlements: ['usePrompts'] },
  taskBoard: { plans: paidPlans, state: 'live', entitlements: ['taskBoard'] },
  export: { plans: paidPlans, state: 'live', entitlements: ['exportKit', 'downloadDocuments', 'copyDocuments'] },
  // Every saved edit is a version; restoring one is an edit.
  versions: { plans: paidPlans, state: 'live', entitlements: ['editDocuments'] },
  roadmap: { plans: paidPlans, state: 'live', entitlements: ['roadmap'] },
  emailSupport: { plans: paidPlans, state: 'live' },
  codeAnalysis: { plans: paidPlans, state: 'live', entitlements: ['codeAnalysis'] },
  customDocs: { plans: growth, state: 'live', entitlements: ['customDocuments'] },
  aiQa: { plans: growth, state: 'live', entitlements: ['askQuestions'] },
  team: { plans: growth, state: 'live', entitlements: ['team'] },
  priorityProcessing: { plans: growth, state: 'live', entitlements: ['priorityAI'] },
  prioritySupport: { plans: growth, state: 'live' },
} as const satisfies Record<string, PlanFeature>;

/** Whether a plan feature's plans include the profile's plan. */
function onPlan(feature: PlanFeatureKey) {
  const plans: readonly PlanId[] = planFeatures[feature].plans;
  return (p: AccessProfile): boolean => plans.includes(p.subscriptionPlan);
}

const rules = {
  /** Its kits' documents and its free evaluation: everyone reads what is theirs. */
  readDocuments: () => true,
  /** A kit costs one credit, whatever the plan: creating a project needs credits. */
  createProject: (p: AccessProfile) => p.availableCredits > 0,
  // The kits it paid for: an account that never paid owns no kit, and its evaluation stays view-only.
  editDocuments: hasPaid,
  copyDocuments: hasPaid,
  downloadDocuments: hasPaid,
  exportKit: hasPaid,
  usePrompts: hasPaid,
  taskBoard: hasPaid,
  // The plan's own features, granted to exactly the plans `planFeatures` sells them on.
  /** The plan's monthly regenerations (none on Free, even with credits). */
  regenerateDocuments: onPlan('regenerations'),
  /** Documents of the founder's own beyond the kit's, written from the kit. */
  customDocuments: onPlan('customDocs'),
  /** Questions answered from the kit's own documents (the kit chat). */
  askQuestions: onPlan('aiQa'),
  /** 'Priority AI processing': its kits' AI jobs are fetched before other plans'. */
  priorityAI: onPlan('priorityProcessing'),
  /** A team of up to 10 sharing the account's projects (ADR 0026). */
  team: onPlan('team'),
  /** The interactive roadmap drawn from the implementation plan. */
  roadmap: onPlan('roadmap'),
  /** The code check's reports: what of the kit the repository builds (`specforge check`). */
  codeAnalysis: onPlan('codeAnalysis'),
  // A placeholder ('Coming Soon') shown to paying customers; the Free plan is sent to Buy Credits.
  documentation: hasPaid,
} as const satisfies Record<string, (profile: AccessProfile) => boolean>;

export type Entitlement = keyof typeof rules;

export type PlanFeatureKey = keyof typeof planFeatures;

/** The entitlements granting `feature` (none for one the product does not gate): each is a rule of `can`. */
export function entitlementsOf(feature: PlanFeatureKey): readonly Entitlement[] {
  const row: { state: FeatureState; entitlements?: readonly Entitlement[] } = planFeatures[feature];
  return row.entitlements ?? [];
}

export const planFeatureKeys = Object.keys(planFeatures) as PlanFeatureKey[];

export const entitlements = Object.keys(rules) as Entitlement[];

/** Whether `profile` may use `entitlement`. */
export function can(profile: AccessProfile, entitlement: Entitlement): boolean {
  return rules[entitlement](profile);
}
