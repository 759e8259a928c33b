import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../../../../tests/support/databases';
import { user } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { processRegistry } from '../../metrics/process-metrics';
import { createProfile } from '../me/profiles.repo';
import { isUniqueViolation } from '../../db/pg-errors';
import { IDEMPOTENCY_KEY_CONSTRAINT, insertLedgerEntry, ledgerSum } from './credits.repo';
import { applyCreditChange, listLedger, type CreditChange } from './credits.service';

describe.each(databaseKinds)('the credit ledger on %s', (kind) => {
  let database: TestDatabase;
  const accounts: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  /** A fresh account with a Free, zero-credit profile. */
  async function account(): Promise<string> {
    const id = randomUUID();
    await database.db.insert(user).values({ id, name: 'Ledger test', email: `${id}@example.com` });
    await createProfile(database.db, id);
    accounts.push(id);
    return id;
  }

  const key = () => `test:${randomUUID()}`;
  const change = (userId: string, delta: number, extra: Partial<CreditChange> = {}): CreditChange => ({
    userId,
    delta,
    reason: delta > 0 ? 'purchase' : 'project',
    idempotencyKey: key(),
    ...extra,
  });

  async function balanceOf(userId: string): Promise<number> {
    const [row] = await database.query<{ available_credits: number }>(
      'select available_credits from profiles where id = $1',
      [userId],
    );
    return row!.available_credits;
  }

  async function ledgerRows(userId: string): Promise<number> {
    const [row] = await database.query<{ count: string | number }>(
      'select count(*) as count from credit_ledger where user_id = $1',
      [userId],
    );
    return Number(row!.count);
  }

  /** The balance equals the ledger's sum, and every row's balance_after is the running sum in applied order. */
  async function expectConsistent(userId: string): Promise<void> {
    const balance = await balanceOf(userId);
    expect(await ledgerSum(database.db, userId)).toBe(balance);
    const oldestFirst = (await listLedger(database.db, userId, { limit: 500 })).reverse();
    let running = 0;
    for (const entry of oldestFirst) {
      running += entry.delta;
      expect(entry.balanceAfter).toBe(running);
      expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(balance);
  }

  it('grants credits: one ledger row with its reason, key, note and the balance after it', async () => {
    const userId = await account();
    const idempotencyKey = key();
    const result = await applyCreditChange(database.db, {
      userId,
      delta: 3,
      reason: 'purchase',
      idempotencyKey,
      note: 'Builder Bundle',
    });
    expect(result).toEqual({ applied: true, balance: 3 });
    expect(await balanceOf(userId)).toBe(3);
    const [entry] = await listLedger(database.db, userId);
    expect(entry).toMatchObject({
      userId,
      delta: 3,
      reason: 'purchase',
      idempotencyKey,
      balanceAfter: 3,
      note: 'Builder Bundle',
    });
    await expectConsistent(userId);
  });

  it('spends credits', async () => {
    const userId = await account();
    await applyCreditChange(database.db, change(userId, 5));
    expect(await applyCreditChange(database.db, change(userId, -2))).toEqual({ applied: true, balance: 3 });
    expect(await applyCreditChange(database.db, change(userId, -3))).toEqual({ applied: true, balance: 0 });
    expect(await balanceOf(userId)).toBe(0);
    expect(await ledgerRows(userId)).toBe(3);
    await expectConsistent(userId);
  });

  it('refuses an overdraft with INSUFFICIENT_CREDITS, leaving the balance and the ledger as they were', async () => {
    const userId = await account();
    await applyCreditChange(database.db, change(userId, 2));
    const refused = applyCreditChange(database.db, change(userId, -3));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402 });
    expect(await balanceOf(userId)).toBe(2);
    expect(await ledgerRows(userId)).toBe(1);

    // A fresh account cannot spend at all.
    const empty = await account();
    await expect(applyCreditChange(database.db, change(empty, -1))).rejects.toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
    });
    expect(await ledgerRows(empty)).toBe(0);
    await expectConsistent(userId);
    await expectConsistent(empty);
  });

  it('applies a key once: a replay changes nothing and reports the current balance', async () => {
    const userId = await account();
    const grant = change(userId, 4, { reason: 'subscription_grant', idempotencyKey: `invoice:${randomUUID()}` });
    expect(await applyCreditChange(database.db, grant)).toEqual({ applied: true, balance: 4 });
    await applyCreditChange(database.db, change(userId, -1));
    expect(await applyCreditChange(database.db, grant)).toEqual({ applied: false, balance: 3 });
    expect(await balanceOf(userId)).toBe(3);
    expect(await ledgerRows(userId)).toBe(2);

    // A refused change wrote nothing, so retrying its key later (with credits) goes through.
    const spend = change(userId, -5);
    await expect(applyCreditChange(database.db, spend)).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    await applyCreditChange(database.db, change(userId, 2));
    expect(await applyCreditChange(database.db, spend)).toEqual({ applied: true, balance: 0 });
    await expectConsistent(userId);
  });

  it('refuses a key reused for a different change (another amount, reason or account)', async () => {
    const userId = await account();
    const other = await account();
    const first = change(userId, 2);
    await applyCreditChange(database.db, first);
    for (const reused of [
      { ...first, delta: 3 },
      { ...first, reason: 'refund' as const },
      { ...first, userId: other },
    ]) {
      await expect(applyCreditChange(database.db, reused)).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    expect(await balanceOf(userId)).toBe(2);
    expect(await balanceOf(other)).toBe(0);
    await expectConsistent(userId);
    await expectConsistent(other);
  });

  it('refuses malformed changes before touching the database', async () => {
    const userId = await account();
    await expect(applyCreditChange(database.db, change(userId, 0))).rejects.toThrow(RangeError);
    await expect(applyCreditChange(database.db, change(userId, 1.5))).rejects.toThrow(RangeError);
    await expect(applyCreditChange(database.db, { ...change(userId, 1), idempotencyKey: '' })).rejects.toThrow(
      RangeError,
    );
    await expect(applyCreditChange(database.db, change('no-such-account', 1))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await ledgerRows(userId)).toBe(0);
  });

  it('sums 20 concurrent changes with distinct keys exactly', async () => {
    const userId = await account();
    await applyCreditChange(database.db, change(userId, 30));
    // Whatever order they run in, the balance never needs to go below zero: 30 - 10 × 3 = 0.
    const changes = Array.from({ length: 20 }, (_, i) => change(userId, i % 2 === 0 ? 5 : -3));
    const results = await Promise.all(changes.map((c) => applyCreditChange(database.db, c)));
    expect(results.every((r) => r.applied)).toBe(true);
    expect(await balanceOf(userId)).toBe(30 + 10 * 5 - 10 * 3);
    expect(await ledgerRows(userId)).toBe(21);
    // Every call returned a balance that some row of the ledger records: none saw a stale row.
    const recorded = new Set((await listLedger(database.db, userId, { limit: 500 })).map((e) => e.balanceAfter));
    expect(results.every((r) => recorded.has(r.balance))).toBe(true);
    await expectConsistent(userId);
  });

  it('applies 10 concurrent calls with the same key once', async () => {
    const userId = await account();
    const grant = change(userId, 7, { idempotencyKey: `checkout:${randomUUID()}` });
    const results = await Promise.all(Array.from({ length: 10 }, () => applyCreditChange(database.db, grant)));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(results.every((r) => r.balance === 7)).toBe(true);
    expect(await balanceOf(userId)).toBe(7);
    expect(await ledgerRows(userId)).toBe(1);
    await expectConsistent(userId);
  });

  it('counts each change once in the metrics, however often it is replayed, and a refused one not at all', async () => {
    const counted = async (name: string, reason: string) => {
      const metric = await processRegistry().getSingleMetric(name)!.get();
      return metric.values.find((v) => v.labels.reason === reason)?.value ?? 0;
    };
    const granted = await counted('specforge_credits_granted_total', 'purchase');
    const spent = await counted('specforge_credits_spent_total', 'project');
    const userId = await account();
    const grant = change(userId, 5, { idempotencyKey: `checkout:${randomUUID()}` });
    await Promise.all(Array.from({ length: 4 }, () => applyCreditChange(database.db, grant)));
    await applyCreditChange(database.db, change(userId, -2));
    await expect(applyCreditChange(database.db, change(userId, -9))).rejects.toThrow(AppError);
    expect((await counted('specforge_credits_granted_total', 'purchase')) - granted).toBe(5);
    expect((await counted('specforge_credits_spent_total', 'project')) - spent).toBe(2);
  });

  it('lets only as many concurrent spends through as there are credits', async () => {
    const userId = await account();
    await applyCreditChange(database.db, change(userId, 4));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => applyCreditChange(database.db, change(userId, -1))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(6);
    expect(refused.every((o) => (o.reason as AppError).code === 'INSUFFICIENT_CREDITS')).toBe(true);
    expect(await balanceOf(userId)).toBe(0);
    await expectConsistent(userId);
  });

  it('lets exactly one of 50 concurrent attempts spend the last credit', async () => {
    const userId = await account();
    await applyCreditChange(database.db, change(userId, 1));
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => applyCreditChange(database.db, change(userId, -1))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(0);
    await expectConsistent(userId);
  });

  it('keeps the balance equal to the ledger and never negative over random grants, spends, refunds and replays', async () => {
    // A seeded generator: a failure names its seed and replays exactly.
    for (const seed of [1, 7, 42]) {
      let state = seed;
      const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
      const userId = await account();
      const used: CreditChange[] = [];
      let expected = 0;
      for (let i = 0; i < 40; i += 1) {
        const roll = random();
        const replay = used.length > 0 && roll < 0.15;
        const next: CreditChange = replay
          ? used[Math.floor(random() * used.length)]!
          : roll < 0.45
            ? change(userId, 1 + Math.floor(random() * 5))
            : roll < 0.85
              ? change(userId, -(1 + Math.floor(random() * 3)))
              : change(userId, 1 + Math.floor(random() * 2), { reason: 'refund' });
        try {
          const result = await applyCreditChange(database.db, next);
          if (result.applied) expected += next.delta;
          if (!replay) used.push(next);
        } catch (error) {
          expect((error as AppError).code, `seed ${seed}, step ${i}`).toBe('INSUFFICIENT_CREDITS');
          expect(expected + next.delta).toBeLessThan(0);
        }
        expect(await balanceOf(userId), `seed ${seed}, step ${i}`).toBe(expected);
        expect(await ledgerSum(database.db, userId)).toBe(expected);
        expect(expected).toBeGreaterThanOrEqual(0);
      }
      await expectConsistent(userId);
    }
  });

  it('gives one account a key concurrently claimed for two: one applies, the other is refused', async () => {
    const [a, b] = [await account(), await account()];
    const shared = key();
    const outcomes = await Promise.allSettled([
      applyCreditChange(database.db, { userId: a, delta: 1, reason: 'admin', idempotencyKey: shared }),
      applyCreditChange(database.db, { userId: b, delta: 1, reason: 'admin', idempotencyKey: shared }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value.applied)).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0]!.reason as AppError).code).toBe('CONFLICT');
    expect((await balanceOf(a)) + (await balanceOf(b))).toBe(1);
  });

  it('recognises this driver’s duplicate-key error as the idempotency race it is', async () => {
    const userId = await account();
    const entry = { userId, delta: 1, reason: 'admin' as const, idempotencyKey: key(), balanceAfter: 1 };
    await insertLedgerEntry(database.db, entry);
    const duplicate = await insertLedgerEntry(database.db, entry).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate, IDEMPOTENCY_KEY_CONSTRAINT)).toBe(true);
    expect(isUniqueViolation(duplicate, 'some_other_constraint')).toBe(false);
    expect(isUniqueViolation(new Error('unrelated'))).toBe(false);
    // Written behind the service's back on purpose: put the balance in step for the final check.
    await database.query('update profiles set available_credits = 1 where id = $1', [userId]);
  });

  it('lists an account’s ledger newest first, limited, and only its own rows', async () => {
    const userId = await account();
    const other = await account();
    for (const delta of [1, 2, 3, -4]) await applyCreditChange(database.db, change(userId, delta));
    await applyCreditChange(database.db, change(other, 9));
    const entries = await listLedger(database.db, userId);
    expect(entries.map((e) => e.delta)).toEqual([-4, 3, 2, 1]);
    expect(entries.every((e) => e.userId === userId)).toBe(true);
    expect((await listLedger(database.db, userId, { limit: 2 })).map((e) => e.delta)).toEqual([-4, 3]);
  });

  it('keeps every balance equal to the sum of its ledger after all of the above', async () => {
    const drift = await database.query(
      `select p.id, p.available_credits, coalesce(l.total, 0) as ledger_total
         from profiles p
         left join (select user_id, sum(delta) as total from credit_ledger group by user_id) l on l.user_id = p.id
        where p.available_credits <> coalesce(l.total, 0)`,
    );
    expect(drift).toEqual([]);
    expect(accounts.length).toBeGreaterThan(10);
    for (const userId of accounts) await expectConsistent(userId);
  });
});
