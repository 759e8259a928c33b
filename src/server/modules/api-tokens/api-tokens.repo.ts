import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ApiTokenScope } from '../../../shared/schemas/api-tokens';
import type { Db } from '../../db/client';
import { apiTokens, user } from '../../db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(
  db: Db,
  values: { userId: string; name: string; scope: ApiTokenScope; tokenHash: string; start: string; expiresAt: Date | null },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

export async function countApiTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.count ?? 0;
}

export function listApiTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function findApiToken(db: Db, id: string): Promise<ApiTokenRow | undefined> {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  return row;
}

/** Deletes `userId`'s token `id`; false when it has no such token. */
export async function deleteApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** A token still honoured: not expired, its account not banned (a revoked token has no row). */
const live = () =>
  and(
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
    sql`not exists (select 1 from ${user} where ${user.id} = ${apiTokens.userId} and ${user.banned})`,
  );

/**
 * The token with this hash, if it is live, stamped as used now: one statement checks and records
 * the use on every request.
 */
export async function useApiToken(db: Db, tokenHash: string): Promise<Pick<ApiTokenRow, 'id' | 'userId' | 'scope'> | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiTokens.tokenHash, tokenHash), live()))
    .returning({ id: apiTokens.id, userId: apiTokens.userId, scope: apiTokens.scope });
  return row;
}

/** The account of token `id` while the token is live: an open stream's check, which records no use. */
export async function liveApiTokenUser(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: apiTokens.userId }).from(apiTokens).where(and(eq(apiTokens.id, id), live()));
  return row?.userId;
}

/** Ends every token of the account (ADR 0036): it stops working on its next request. */
export async function deleteApiTokensOf(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  return rows.length;
}

export async function accountOf(db: Db, userId: string): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  return row;
}
