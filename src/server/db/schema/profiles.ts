import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, createdAt } from './columns';
import { user } from './auth';

export const subscriptionPlan = pgEnum('subscription_plan', ['FREE', 'FOUNDER', 'GROWTH']);
export const creditReason = pgEnum('credit_reason', ['purchase', 'subscription_grant', 'project', 'refund', 'admin']);

/** One per account: plan, Stripe state and the credit balance (always the sum of the ledger). */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text('user_name'),
    subscriptionPlan: subscriptionPlan('subscription_plan').notNull().default('FREE'),
    stripeSubscriptionStatus: text('stripe_subscription_status'),
    stripeCurrentPeriodEnd: timestamp('stripe_current_period_end', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    stripePriceId: text('stripe_price_id'),
    /** When the subscription ends because it was cancelled at period end; null while it renews. */
    subscriptionCancelAt: timestamp('subscription_cancel_at', { withTimezone: true }),
    /** The bundle perk's lifelong discount on later subscriptions, in percent (0: none earned). */
    lifetimeDiscountPercent: integer('lifetime_discount_percent').notNull().default(0),
    /** When a bundle's free month of Founder ends (the bundle perk); null when not on a trial. */
    planTrialEndsAt: timestamp('plan_trial_ends_at', { withTimezone: true }),
    availableCredits: integer('available_credits').notNull().default(0),
    locale: text('locale').notNull().default('en'),
    ...timestamps(),
  },
  (t) => [check('profiles_available_credits_non_negative', sql`${t.availableCredits} >= 0`)],
);

/** Append-only: every change of credits, written in the same transaction as the balance. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: creditReason('reason').notNull(),
    /** Makes every grant and charge happen once: e.g. `checkout:cs_123`, `invoice:in_456`, `project:<id>`. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    balanceAfter: integer('balance_after').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_id_idx').on(t.userId, t.createdAt),
    check('credit_ledger_delta_non_zero', sql`${t.delta} <> 0`),
  ],
);
