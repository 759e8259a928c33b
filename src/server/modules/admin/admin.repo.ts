import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';

/** One account as the admin area sees it: better-auth's user row with its plan and credits. */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  emailVerified: boolean;
  createdAt: Date;
  subscriptionPlan: 'FREE' | 'FOUNDER' | 'GROWTH' | null;
  availableCredits: number | null;
}

const columns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  banned: user.banned,
  banReason: user.banReason,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  // An account from before profiles existed has none yet: it is on the Free plan with no credits.
  subscriptionPlan: profiles.subscriptionPlan,
  availableCredits: profiles.availableCredits,
};

/** `text` as a literal inside a LIKE pattern (its %, _ and \ lose their meaning). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function matching(query: string): SQL | undefined {
  if (!query) return undefined;
  const pattern = `%${escapeLike(query)}%`;
  return or(ilike(user.email, pattern), ilike(user.name, pattern), eq(user.id, query));
}

/** Accounts whose email or name contains `query` (any case), newest first, with the total matched. */
export async function searchUsers(
  db: Db,
  { query, limit, offset }: { query: string; limit: number; offset: number },
): Promise<{ users: AdminUserRow[]; total: number }> {
  const where = matching(query);
  const users = await db
    .select(columns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(limit)
    .offset(offset);
  const [row] = await db.select({ total: count() }).from(user).where(where);
  return { users, total: Number(row?.total ?? 0) };
}

export async function findUser(db: Db, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(columns).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, id));
  return row;
}

/** The account with this email (any case), if there is one. */
export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string; role: string | null } | undefined> {
  const [row] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  return row;
}

export async function setUserRole(db: Db, id: string, role: string): Promise<void> {
  await db
    .update(user)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(user.id, id));
}

export async function setPlan(db: Db, userId: string, plan: NonNullable<AdminUserRow['subscriptionPlan']>): Promise<void> {
  await db.update(profiles).set({ subscriptionPlan: plan }).where(eq(profiles.id, userId));
}
