import { desc, eq, sql } from 'drizzle-orm';
import type { CreditReason } from '../../../shared/schemas/credits';
import type { Db } from '../../db/client';
import { creditLedger, profiles } from '../../db/schema';

export type LedgerEntry = typeof creditLedger.$inferSelect;

/** The name of the unique constraint that makes every credit change happen once. */
export const IDEMPOTENCY_KEY_CONSTRAINT = 'credit_ledger_idempotency_key_unique';

/**
 * The balance of `userId`, with the profile row locked until the transaction ends (`for update`):
 * every change of one account's credits queues here. Undefined when there is no profile.
 */
export async function lockBalance(tx: Db, userId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: profiles.availableCredits })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  return row?.balance;
}

/** The balance of `userId` without locking (undefined when there is no profile). */
export async function findBalance(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ balance: profiles.availableCredits }).from(profiles).where(eq(profiles.id, userId));
  return row?.balance;
}

/** The ledger row written under `idempotencyKey`, if any (keys are unique across all accounts). */
export async function findLedgerEntryByKey(db: Db, idempotencyKey: string): Promise<LedgerEntry | undefined> {
  const [row] = await db.select().from(creditLedger).where(eq(creditLedger.idempotencyKey, idempotencyKey));
  return row;
}

export interface NewLedgerEntry {
  userId: string;
  delta: number;
  reason: CreditReason;
  idempotencyKey: string;
  balanceAfter: number;
  note?: string | null;
}

/**
 * Appends one ledger row. Its time is the clock at the insert (not the transaction's start), taken
 * while the profile row is locked, so one account's rows sort in the order they were applied.
 */
export async function insertLedgerEntry(tx: Db, entry: NewLedgerEntry): Promise<LedgerEntry> {
  const [row] = await tx
    .insert(creditLedger)
    .values({ ...entry, note: entry.note ?? null, createdAt: sql`clock_timestamp()` })
    .returning();
  return row!;
}

/** Writes the new balance of a locked profile row. */
export async function setBalance(tx: Db, userId: string, balance: number): Promise<void> {
  await tx
    .update(profiles)
    .set({ availableCredits: balance, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId));
}

/** The account's ledger, newest first. */
export async function listLedger(
  db: Db,
  userId: string,
  { limit = 50 }: { limit?: number } = {},
): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}

/** The sum of the account's ledger: what its balance must equal. */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}
