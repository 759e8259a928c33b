import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, user } from '../db/schema';

/** What a session that is gone (signed out, revoked, banned, expired, its user deleted) is versioned as. */
export const REVOKED_VERSION = 'revoked';

/**
 * The version of a signed-in browser's session-data cookie (better-auth's cookie cache): a digest
 * of its session's and its user's rows as the database holds them now, or REVOKED_VERSION when the
 * session is gone.
 * better-auth computes it when it writes the cookie and again on every request that reads it; a
 * different answer throws the cookie away and reads the session from the database instead.
 *
 * So the cookie saves a query (one statement here instead of better-auth's session and user reads)
 * without delaying anything: a revoked session, a ban, a new role, a confirmed email or a changed
 * session (its age decides what it may do) count on the very next request, on every process, as
 * they did without the cookie (ADR 0029).
 */
export function sessionVersion(db: Db): (cached: { token: string }) => Promise<string> {
  const current = db
    .select({ session, user })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_version');
  return async ({ token }) => {
    const [row] = await current.execute({ token });
    if (!row) return REVOKED_VERSION;
    return createHash('sha256').update(JSON.stringify(row)).digest('base64url').slice(0, 22);
  };
}
