import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { ideas } from '../../db/schema';

export type IdeaRow = typeof ideas.$inferSelect;

/** Whose free evaluation: an account's, or a visitor's (known by its signed cookie, ADR 0014). */
export type EvaluationOwner = { userId: string } | { visitorId: string };

/**
 * The owner's evaluation. A visitor's is theirs only until it is attached to an account: from then
 * on the account shows it, and a signed-out browser holding the cookie no longer can.
 */
export async function findIdea(db: Db, owner: EvaluationOwner): Promise<IdeaRow | undefined> {
  const [row] = await db
    .select()
    .from(ideas)
    .where('userId' in owner ? eq(ideas.userId, owner.userId) : and(eq(ideas.visitorId, owner.visitorId), isNull(ideas.userId)));
  return row;
}

/** True when the visitor has an evaluation (or a claim on one), attached to an account or not. */
export async function visitorHasIdea(db: Db, visitorId: string): Promise<boolean> {
  const [row] = await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.visitorId, visitorId));
  return row !== undefined;
}

/**
 * Claims the owner's one free evaluation for `description`. The unique owner id makes it once
 * even under concurrency; a claim whose evaluation never arrived (the process died, or the
 * provider failed) for `staleSeconds` may be taken again. Undefined when the evaluation is used.
 */
export async function claimIdea(db: Db, owner: EvaluationOwner, description: string, staleSeconds: number): Promise<IdeaRow | undefined> {
  const [row] = await db
    .insert(ideas)
    .values({ ...owner, description })
    .onConflictDoUpdate({
      target: 'userId' in owner ? ideas.userId : ideas.visitorId,
      set: { description, createdAt: sql`now()` },
      setWhere: and(isNull(ideas.evaluation), lt(ideas.createdAt, sql`now() - make_interval(secs => ${staleSeconds})`)),
    })
    .returning();
  return row;
}

/** Gives an unfinished claim back (its evaluation failed), so the owner can try again. */
export async function releaseIdea(db: Db, id: string): Promise<void> {
  await db.delete(ideas).where(and(eq(ideas.id, id), isNull(ideas.evaluation)));
}

export async function saveEvaluation(db: Db, id: string, evaluation: unknown): Promise<IdeaRow> {
  const [row] = await db.update(ideas).set({ evaluation }).where(eq(ideas.id, id)).returning();
  return row!;
}

/**
 * Makes the visitor's finished evaluation the account's free evaluation, unless the account already
 * has one (its own stays; the visitor's stays unattached). True when it was attached.
 */
export async function attachVisitorIdea(db: Db, visitorId: string, userId: string): Promise<boolean> {
  const attached = await db
    .update(ideas)
    .set({ userId })
    .where(
      and(
        eq(ideas.visitorId, visitorId),
        isNull(ideas.userId),
        sql`${ideas.evaluation} is not null`,
        sql`not exists (select 1 from ${ideas} as own where own.user_id = ${userId})`,
      ),
    )
    .returning({ id: ideas.id })
    .catch((error: unknown) => {
      // Two sign-ins racing: the account's unique index let the other one attach first.
      if (isUniqueViolation(error, 'ideas_user_uq')) return [];
      throw error;
    });
  return attached.length > 0;
}
