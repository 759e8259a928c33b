import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ideas } from '../../db/schema';

export type IdeaRow = typeof ideas.$inferSelect;

export async function findIdea(db: Db, userId: string): Promise<IdeaRow | undefined> {
  const [row] = await db.select().from(ideas).where(eq(ideas.userId, userId));
  return row;
}

/**
 * Claims the account's one free evaluation for `description`. The unique user id makes it once
 * even under concurrency; a claim whose evaluation never arrived (the process died, or the
 * provider failed) for `staleSeconds` may be taken again. Undefined when the evaluation is used.
 */
export async function claimIdea(db: Db, userId: string, description: string, staleSeconds: number): Promise<IdeaRow | undefined> {
  const [row] = await db
    .insert(ideas)
    .values({ userId, description })
    .onConflictDoUpdate({
      target: ideas.userId,
      set: { description, createdAt: sql`now()` },
      setWhere: and(isNull(ideas.evaluation), lt(ideas.createdAt, sql`now() - make_interval(secs => ${staleSeconds})`)),
    })
    .returning();
  return row;
}

/** Gives an unfinished claim back (its evaluation failed), so the account can try again. */
export async function releaseIdea(db: Db, id: string): Promise<void> {
  await db.delete(ideas).where(and(eq(ideas.id, id), isNull(ideas.evaluation)));
}

export async function saveEvaluation(db: Db, id: string, evaluation: unknown): Promise<IdeaRow> {
  const [row] = await db.update(ideas).set({ evaluation }).where(eq(ideas.id, id)).returning();
  return row!;
}
