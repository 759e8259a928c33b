import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codeReports } from '../../db/schema';

export type CodeReportRow = typeof codeReports.$inferSelect;

export async function insertCodeReport(db: Db, values: typeof codeReports.$inferInsert): Promise<CodeReportRow> {
  const [row] = await db.insert(codeReports).values(values).returning();
  return row!;
}

/** The newest report in full. */
export async function findLatestCodeReport(db: Db, projectId: string): Promise<CodeReportRow | undefined> {
  const [row] = await db
    .select()
    .from(codeReports)
    .where(eq(codeReports.projectId, projectId))
    .orderBy(desc(codeReports.createdAt), desc(codeReports.id))
    .limit(1);
  return row;
}

/** Every report's summary (no tasks, no drift), newest first. */
export function listCodeReportSummaries(db: Db, projectId: string, limit = 100) {
  return db
    .select({
      id: codeReports.id,
      createdAt: codeReports.createdAt,
      commit: codeReports.commit,
      branch: codeReports.branch,
      counts: codeReports.counts,
    })
    .from(codeReports)
    .where(eq(codeReports.projectId, projectId))
    .orderBy(desc(codeReports.createdAt), desc(codeReports.id))
    .limit(limit);
}
