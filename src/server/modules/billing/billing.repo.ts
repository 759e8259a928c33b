import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { PlanId } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { checkoutSessions, profiles, refusedSubscriptions, webhookEvents } from '../../db/schema';

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

export async function insertCheckout(db: Db, row: typeof checkoutSessions.$inferInsert): Promise<void> {
  // The request id is unique: a retried request keeps the first row.
  await db.insert(checkoutSessions).values(row).onConflictDoNothing();
}

export async function findCheckout(db: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function lockCheckout(tx: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
  return row;
}

export async function updateCheckout(
  db: Db,
  id: string,
  changes: Partial<Pick<CheckoutRow, 'status' | 'fulfilledAt'>>,
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(checkoutSessions.id, id));
}

export async function setCustomerId(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ stripeCustomerId: customerId, updatedAt: sql`now()` })
    .where(and(eq(profiles.id, userId), isNull(profiles.stripeCustomerId)));
}

export async function findProfileByCustomer(db: Db, customerId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.stripeCustomerId, customerId));
  return row;
}

export async function lockProfile(tx: Db, userId: string) {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  return row;
}

export async function setPlanState(
  db: Db,
  userId: string,
  state: {
    subscriptionPlan: PlanId;
    stripeSubscriptionId?: string | null;
    stripeSubscriptionStatus?: string | null;
    stripePriceId?: string | null;
    stripeCurrentPeriodEnd?: Date | null;
    subscriptionCancelAt?: Date | null;
    planTrialEndsAt?: Date | null;
  },
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...state, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}

/** The bundle perk's lifelong discount; a larger one already earned is kept. */
export async function grantLifetimeDiscount(db: Db, userId: string, percent: number): Promise<void> {
  await db
    .update(profiles)
    .set({
      lifetimeDiscountPercent: sql`greatest(${profiles.lifetimeDiscountPercent}, ${percent})`,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, userId));
}

export async function isRefused(db: Db, subscriptionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refusedSubscriptions.id })
    .from(refusedSubscriptions)
    .where(eq(refusedSubscriptions.id, subscriptionId));
  return Boolean(row);
}

export async function refuseSubscription(db: Db, subscriptionId: string, userId: string): Promise<void> {
  await db.insert(refusedSubscriptions).values({ id: subscriptionId, userId }).onConflictDoNothing();
}

/** Refused subscriptions of the account not yet cancelled and refunded at the provider. */
export async function unsettledRefusals(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: refusedSubscriptions.id })
    .from(refusedSubscriptions)
    .where(and(eq(refusedSubscriptions.userId, userId), isNull(refusedSubscriptions.refundedAt)));
  return rows.map((row) => row.id);
}

export async function markRefusalSettled(db: Db, subscriptionId: string): Promise<void> {
  await db
    .update(refusedSubscriptions)
    .set({ refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(refusedSubscriptions.id, subscriptionId));
}

/** Bundle trials that have ended go back to Free (their credits stay); subscribers are left alone. */
export async function expireTrials(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(profiles)
    .set({ subscriptionPlan: 'FREE', planTrialEndsAt: null, updatedAt: sql`now()` })
    .where(
      and(
        isNotNull(profiles.planTrialEndsAt),
        lt(profiles.planTrialEndsAt, now),
        isNull(profiles.stripeSubscriptionId),
      ),
    )
    .returning({ id: profiles.id });
  return rows.length;
}

export async function isEventRecorded(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, id));
  return Boolean(row);
}

export async function recordEvent(db: Db, event: { id: string; type: string; payload: unknown }): Promise<void> {
  await db.insert(webhookEvents).values(event).onConflictDoNothing();
}
