import { z } from 'zod';
import { singleLineString } from './text';
import { subscriptionPlan } from './auth';
import { messageKeys } from '../message-keys';

/** The admin area: users, their plan and credits, credit adjustments and bans. */
export const ADMIN_ROLE = 'admin';
export const ADMIN_CREDIT_DELTA_MAX = 1000;
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 200;
export const ADMIN_SEARCH_MAX = 200;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** better-auth keeps roles as a comma-separated list ('admin', 'user,admin'). */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? '')
    .split(',')
    .map((r) => r.trim())
    .includes(ADMIN_ROLE);
}

/** The admin forms' messages: the API answers with them, the client translates them by key. */
export const adminMessages = {
  deltaRequired: 'Enter a whole number of credits',
  deltaNonZero: 'The change cannot be zero',
  deltaRange: 'The change must be between -1000 and 1000',
  reasonTooShort: 'Give a reason of at least 3 characters',
  reasonTooLong: 'The reason must be at most 200 characters',
  cannotBanSelf: 'You cannot ban your own account.',
} as const;
/** The catalog's keys: what the schemas fail with and the client translates (English: the catalog). */
export const adminMessageKeys = messageKeys('admin.validation', adminMessages);
export type AdminMessageKey = keyof typeof adminMessages;

export const adminUsersQuery = z.object({
  /** Part of an email or a name, any case; an exact user id also matches. Empty lists everyone. */
  query: singleLineString().trim().max(ADMIN_SEARCH_MAX).default(''),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

export const adminUserDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  subscriptionPlan,
  availableCredits: z.number().int(),
});
export type AdminUserDto = z.infer<typeof adminUserDto>;

export const adminUsersDto = z.object({ users: z.array(adminUserDto), total: z.number().int() });
export type AdminUsersDto = z.infer<typeof adminUsersDto>;

export const adminUserParams = z.object({ id: singleLineString().min(1).max(200) });

const creditDelta = z
  .number({ error: adminMessageKeys.deltaRequired })
  .int(adminMessageKeys.deltaRequired)
  .min(-ADMIN_CREDIT_DELTA_MAX, adminMessageKeys.deltaRange)
  .max(ADMIN_CREDIT_DELTA_MAX, adminMessageKeys.deltaRange)
  .refine((v) => v !== 0, adminMessageKeys.deltaNonZero);

const creditReasonText = singleLineString({ error: adminMessageKeys.reasonTooShort })
  .trim()
  .min(ADMIN_REASON_MIN, adminMessageKeys.reasonTooShort)
  .max(ADMIN_REASON_MAX, adminMessageKeys.reasonTooLong);

/** What the admin fills in; the client adds a request id per submission. */
export const adjustCreditsForm = z.object({ delta: creditDelta, reason: creditReasonText });
export type AdjustCreditsForm = z.input<typeof adjustCreditsForm>;

/** `requestId` makes a retried submission apply once (ledger key `admin:<requestId>`). */
export const adjustCreditsInput = adjustCreditsForm.extend({ requestId: z.uuid() });
export type AdjustCreditsInput = z.input<typeof adjustCreditsInput>;

export const adjustCreditsDto = z.object({
  /** False when this request id was already applied: nothing changed this time. */
  applied: z.boolean(),
  balance: z.number().int(),
});
export type AdjustCreditsDto = z.infer<typeof adjustCreditsDto>;

export const banUserInput = z.object({
  reason: singleLineString().trim().max(ADMIN_REASON_MAX, adminMessageKeys.reasonTooLong).optional(),
});
export type BanUserInput = z.input<typeof banUserInput>;

export const adminLedgerQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

/** Comps a plan (support: a partner, an outage, a demo); Stripe-managed plans are changed through Stripe. */
export const setPlanInput = z.object({ plan: subscriptionPlan });
export type SetPlanInput = z.input<typeof setPlanInput>;

/** The AI cost view: recent kits with the tokens each model spent on them, and totals per model. */
export const ADMIN_COST_KITS_MAX = 100;
export const adminAiCostsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ADMIN_COST_KITS_MAX).default(20),
});

/** Tokens one model spent, with their estimated cost in USD (null when the model has no price). */
const modelTokens = z.object({
  model: z.string(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number().nullable(),
});
export type ModelTokensDto = z.infer<typeof modelTokens>;

export const adminKitCostDto = z.object({
  projectId: z.string(),
  name: z.string(),
  ownerEmail: z.string(),
  status: z.string(),
  createdAt: z.string(),
  models: z.array(modelTokens),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** Null when a model that wrote part of the kit has no price. */
  costUsd: z.number().nullable(),
});
export type AdminKitCostDto = z.infer<typeof adminKitCostDto>;

export const adminAiCostsDto = z.object({
  kits: z.array(adminKitCostDto),
  /** Every kit step and regeneration ever recorded, by model. */
  totals: z.array(modelTokens),
});
export type AdminAiCostsDto = z.infer<typeof adminAiCostsDto>;
