import { plans } from './pricing';
import type { SubscriptionPlan } from './schemas/auth';

/**
 * What an account may do, in one table read by the server (which refuses) and the client (which
 * hides, dims and redirects). Credits and the kits bought with them are the customer's for good;
 * the plan decides only the plan's own features (ADR 0015).
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

const rules = {
  /** Its kits' documents and its free evaluation: everyone reads what is theirs. */
  readDocuments: () => true,
  /** A kit costs one credit, whatever the plan: creating a project needs credits. */
  createProject: (p) => p.availableCredits > 0,
  // The kits it paid for: an account that never paid owns no kit, and its evaluation stays view-only.
  editDocuments: hasPaid,
  copyDocuments: hasPaid,
  downloadDocuments: hasPaid,
  exportKit: hasPaid,
  usePrompts: hasPaid,
  taskBoard: hasPaid,
  /** A plan feature: the plan's monthly regenerations (none on Free, even with credits). */
  regenerateDocuments: (p) => plans[p.subscriptionPlan].regenerationsPerProjectPerMonth !== 0,
  /** A Growth feature: documents of the founder's own beyond the kit's, written from the kit. */
  customDocuments: (p) => p.subscriptionPlan === 'GROWTH',
  /** A Growth feature: questions answered from the kit's own documents. */
  askQuestions: (p) => p.subscriptionPlan === 'GROWTH',
  /** A Growth feature ('Priority AI processing'): its kits' AI jobs are fetched before other plans'. */
  priorityAI: (p) => p.subscriptionPlan === 'GROWTH',
  /** A Growth feature: a team of up to 10 sharing the account's projects (ADR 0026). */
  team: (p) => p.subscriptionPlan === 'GROWTH',
  /** The interactive roadmap drawn from the implementation plan (Founder and Growth). */
  roadmap: (p) => p.subscriptionPlan !== 'FREE',
  // A placeholder ('Coming Soon') shown to paying customers; the Free plan is sent to Buy Credits.
  documentation: hasPaid,
} as const satisfies Record<string, (profile: AccessProfile) => boolean>;

export type Entitlement = keyof typeof rules;

export const entitlements = Object.keys(rules) as Entitlement[];

/** Whether `profile` may use `entitlement`. */
export function can(profile: AccessProfile, entitlement: Entitlement): boolean {
  return rules[entitlement](profile);
}
