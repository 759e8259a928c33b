import type { CreditReason, LedgerEntryDto } from '../../../shared/schemas/credits';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../http/app-error';
import { countCreditChange } from '../../metrics/process-metrics';
import {
  findBalance,
  findLedgerEntryByKey,
  IDEMPOTENCY_KEY_CONSTRAINT,
  insertLedgerEntry,
  listLedger as listLedgerRows,
  lockBalance,
  setBalance,
  type LedgerEntry,
} from './credits.repo';

export type { LedgerEntry } from './credits.repo';

/** `available_credits` is a PostgreSQL integer. */
const MAX_BALANCE = 2_147_483_647;
const MAX_KEY_LENGTH = 200;

export interface CreditChange {
  userId: string;
  /** Credits added (positive) or spent (negative); never zero. */
  delta: number;
  reason: CreditReason;
  /**
   * Makes the change happen once, however often it is retried: `checkout:cs_123`, `project:<id>`,
   * `admin:<requestId>`. Unique across every account.
   */
  idempotencyKey: string;
  note?: string | null;
}

export interface CreditChangeResult {
  /** False when a change with this key was already applied (a replay): nothing changed. */
  applied: boolean;
  /** The balance after the call. */
  balance: number;
}

function assertWellFormed(change: CreditChange): void {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
    throw new RangeError(`credit delta must be a non-zero integer, got ${change.delta}`);
  }
  if (!change.userId) throw new RangeError('credit change needs a userId');
  if (!change.idempotencyKey || change.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new RangeError('credit change needs an idempotency key of 1..200 characters');
  }
}

/** A key reused for a different change is a caller's bug: refuse it rather than pretend it was applied. */
function assertSameChange(existing: LedgerEntry, change: CreditChange): void {
  if (existing.userId !== change.userId || existing.delta !== change.delta || existing.reason !== change.reason) {
    throw new AppError('CONFLICT', 'This idempotency key was already used for a different credit change.');
  }
}

/**
 * Changes an account's credits: one ledger row (with its reason, key and the balance after it) and
 * the new balance, in one short transaction. The profile row is locked first, so changes to one
 * account run one after another and the balance always equals the sum of the ledger.
 *
 * - A key already in the ledger is a replay: nothing changes, `{ applied: false, balance }`.
 * - A change that would take the balance below zero throws INSUFFICIENT_CREDITS (402) and writes nothing.
 * - An account without a profile throws NOT_FOUND.
 *
 * Call it with the global `db`, never from inside another transaction (PGlite would deadlock).
 */
export async function applyCreditChange(db: Db, change: CreditChange): Promise<CreditChangeResult> {
  assertWellFormed(change);
  try {
    const result = await db.transaction(
      (tx) => applyLockedChange(tx, change),
      // FOR UPDATE must see the row as the previous holder of the lock left it.
      { isolationLevel: 'read committed' },
    );
    if (result.applied) countCreditChange(change);
    return result;
  } catch (error) {
    // Two calls with one key for different accounts (or a caller that skipped the lock) can both
    // pass the check; the unique key lets one insert through. The other is a replay of it.
    if (!isUniqueViolation(error, IDEMPOTENCY_KEY_CONSTRAINT)) throw error;
    const existing = await findLedgerEntryByKey(db, change.idempotencyKey);
    if (!existing) throw error;
    assertSameChange(existing, change);
    return { applied: false, balance: (await findBalance(db, change.userId)) ?? existing.balanceAfter };
  }
}

/**
 * The same change inside the caller's (read committed) transaction, for writes that must stand or
 * fall together with it: charging a credit and creating the project it pays for, refunding a credit
 * and marking the project failed. A throw rolls the caller's transaction back.
 */
export async function applyCreditChangeInTransaction(tx: Db, change: CreditChange): Promise<CreditChangeResult> {
  assertWellFormed(change);
  const result = await applyLockedChange(tx, change);
  // Counted before the caller commits: a transaction that then rolls back (a crash between two
  // statements) leaves the counter one change ahead of the ledger, which the ledger corrects.
  if (result.applied) countCreditChange(change);
  return result;
}

async function applyLockedChange(tx: Db, change: CreditChange): Promise<CreditChangeResult> {
  const balance = await lockBalance(tx, change.userId);
  if (balance === undefined) throw new AppError('NOT_FOUND', 'No such account.');

  const existing = await findLedgerEntryByKey(tx, change.idempotencyKey);
  if (existing) {
    assertSameChange(existing, change);
    return { applied: false, balance };
  }

  const next = balance + change.delta;
  if (next < 0) throw new AppError('INSUFFICIENT_CREDITS');
  if (next > MAX_BALANCE) throw new AppError('BAD_REQUEST', 'The credit balance would be too large.');

  await insertLedgerEntry(tx, { ...change, balanceAfter: next });
  await setBalance(tx, change.userId, next);
  return { applied: true, balance: next };
}

/** The account's ledger, newest first (at most `limit` rows, 1..500). */
export function listLedger(db: Db, userId: string, { limit = 50 }: { limit?: number } = {}): Promise<LedgerEntry[]> {
  return listLedgerRows(db, userId, { limit: Math.min(Math.max(Math.trunc(limit), 1), 500) });
}

/** A ledger row as the API shows it (the admin area and Buy Credits). */
export function toLedgerEntryDto(entry: LedgerEntry): LedgerEntryDto {
  return {
    id: entry.id,
    delta: entry.delta,
    reason: entry.reason,
    balanceAfter: entry.balanceAfter,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  };
}
