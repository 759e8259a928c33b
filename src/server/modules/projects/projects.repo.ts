import { eq, sql } from 'drizzle-orm';
import type { KitOptions } from '../../../shared/schemas/kit';
import type { TokenUsage } from '../../ai/kit-model';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';

export type ProjectRow = typeof projects.$inferSelect;

export async function insertProject(
  tx: Db,
  values: { ownerId: string; name: string; nameGiven: boolean; idea: string; kitOptions: KitOptions },
): Promise<ProjectRow> {
  const [row] = await tx.insert(projects).values(values).returning();
  return row!;
}

/** The project, locked until the transaction ends: every change to one kit's state queues here. */
export async function lockProject(tx: Db, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  return row;
}

export async function findProject(db: Db, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row;
}

export async function updateProject(
  tx: Db,
  projectId: string,
  changes: Partial<Pick<ProjectRow, 'status' | 'name' | 'backendRequired' | 'failureReason' | 'attempt' | 'kitCheck' | 'kitRepair' | 'kitOptions'>>,
): Promise<void> {
  await tx
    .update(projects)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
}

export async function addTokenUsage(tx: Db, projectId: string, usage: TokenUsage): Promise<void> {
  if (usage.totalTokens === 0 && usage.inputTokens === 0 && usage.outputTokens === 0) return;
  await tx
    .update(projects)
    .set({
      tokenUsage: sql`jsonb_build_object(
        'inputTokens', coalesce((${projects.tokenUsage}->>'inputTokens')::bigint, 0) + ${usage.inputTokens},
        'outputTokens', coalesce((${projects.tokenUsage}->>'outputTokens')::bigint, 0) + ${usage.outputTokens},
        'totalTokens', coalesce((${projects.tokenUsage}->>'totalTokens')::bigint, 0) + ${usage.totalTokens})`,
    })
    .where(eq(projects.id, projectId));
}

export async function deleteProjectRow(db: Db, projectId: string): Promise<boolean> {
  const rows = await db.delete(projects).where(eq(projects.id, projectId)).returning({ id: projects.id });
  return rows.length > 0;
}

/** Renames the project; the name is the user's from now on (the kit no longer proposes one). */
export async function renameProjectRow(db: Db, projectId: string, name: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ name, nameGiven: true, updatedAt: sql`now()` })
    .where(eq(projects.id, projectId))
    .returning();
  return row;
}
