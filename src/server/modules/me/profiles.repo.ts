import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export type Profile = typeof profiles.$inferSelect;

/** Creates the Free-plan, zero-credit profile of a new account (idempotent). */
export async function createProfile(db: Db, userId: string, locale: 'en' | 'ru' = 'en'): Promise<void> {
  await db.insert(profiles).values({ id: userId, locale }).onConflictDoNothing();
}

export async function findProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

/** The profile, created on the spot for an account that predates profiles. */
export async function getOrCreateProfile(db: Db, userId: string): Promise<Profile> {
  return (await findProfile(db, userId)) ?? (await createProfile(db, userId), (await findProfile(db, userId))!);
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: { userName?: string; locale?: 'en' | 'ru' },
): Promise<Profile | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning();
  return row;
}
