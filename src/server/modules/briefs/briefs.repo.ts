import { desc, eq } from 'drizzle-orm';
import type { Brief } from '../../../shared/schemas/brief';
import type { Db } from '../../db/client';
import { projectBriefs } from '../../db/schema';

export type ProjectBriefRow = typeof projectBriefs.$inferSelect;

export async function insertProjectBrief(
  tx: Db,
  values: { projectId: string; version: number; brief: Brief; source: 'proposed' | 'confirmed' },
): Promise<void> {
  await tx.insert(projectBriefs).values(values);
}

/** The brief the project's kit is written from, if it has one (kits made before briefs have none). */
export async function currentBriefOf(db: Db, projectId: string): Promise<Brief | undefined> {
  return (await findCurrentBrief(db, projectId))?.brief as Brief | undefined;
}

/** The project's current brief: its newest version. */
export async function findCurrentBrief(db: Db, projectId: string): Promise<ProjectBriefRow | undefined> {
  const [row] = await db
    .select()
    .from(projectBriefs)
    .where(eq(projectBriefs.projectId, projectId))
    .orderBy(desc(projectBriefs.version))
    .limit(1);
  return row;
}
