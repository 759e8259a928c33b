import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';

export const checkoutStatus = pgEnum('checkout_status', ['open', 'complete', 'expired', 'failed', 'refunded']);
export const checkoutMode = pgEnum('checkout_mode', ['payment', 'subscription']);

/** Every checkout session we created, Stripe's or the test checkout's; fulfilment is keyed by its id. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    mode: checkoutMode('mode').notNull(),
    priceId: text('price_id').notNull(),
    tierName: text('tier_name').notNull(),
    credits: integer('credits').notNull().default(0),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    requestId: text('request_id').notNull().unique(),
    status: checkoutStatus('status').notNull().default('open'),
    url: text('url'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);

/** Webhook events already processed, so a redelivered event does nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload'),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test checkout's own records (sessions, subscriptions), shaped as Stripe's objects:
 * it plays Stripe's part when no Stripe key is set, so fulfilment re-reads them like Stripe's.
 */
export const testPaymentObjects = pgTable('test_payment_objects', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  data: jsonb('data').notNull(),
  ...timestamps(),
});

/**
 * Subscriptions refused because the account already had a live one (two plan checkouts paid): each is
 * cancelled and its payment refunded at the provider, and never becomes the account's plan. The row is
 * written before the provider is asked, so a failed cancel is retried with the event that found it.
 */
export const refusedSubscriptions = pgTable('refused_subscriptions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  ...timestamps(),
});
