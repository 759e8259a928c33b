import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '../../../shared/schemas/tasks';
import type { Db } from '../../db/client';
import { projects, taskEvidence, tasks } from '../../db/schema';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskEvidenceRow = typeof taskEvidence.$inferSelect;

/** Tasks on the board: a task a regeneration archived is kept in the database but shown nowhere. */
const onBoard = isNull(tasks.archivedAt);

/** Board order: column (todo, in progress, done: the enum's order), then position, then age. */
const boardOrder = [
  asc(tasks.status),
  sql`${tasks.order} asc nulls last`,
  asc(tasks.createdAt),
  asc(tasks.id),
] as const;

/** Every task and subtask of the project, top-level tasks in board order. */
export function listProjectTasks(db: Db, projectId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), onBoard))
    .orderBy(...boardOrder);
}

/** The task (or subtask) when it is on its board (not archived). */
export async function findBoardTask(db: Db, taskId: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(and(eq(tasks.id, taskId), onBoard));
  return row;
}

export async function findTask(db: Db, taskId: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  return row;
}

/** The ids of one column's top-level tasks, top first. */
export async function listColumnIds(db: Db, projectId: string, status: TaskStatus): Promise<string[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), eq(tasks.level, 'TASK'), eq(tasks.status, status), onBoard))
    .orderBy(...boardOrder);
  return rows.map((row) => row.id);
}

export async function setTaskStatus(db: Db, projectId: string, taskId: string, status: TaskStatus): Promise<void> {
  await db
    .update(tasks)
    .set({ status, updatedAt: sql`now()`, ...(status === 'in_progress' ? { startedAt: sql`now()` } : {}) })
    .where(and(eq(tasks.id, taskId), eq(tasks.projectId, projectId)));
}

export async function insertTaskEvidence(
  db: Db,
  taskId: string,
  evidence: Pick<TaskEvidenceRow, 'commits' | 'files' | 'tests'>,
): Promise<void> {
  await db.insert(taskEvidence).values({ taskId, ...evidence });
}

/** The newest evidence of each done task of the project, by task id (older rows are history). */
export async function latestEvidenceOfDoneTasks(db: Db, projectId: string): Promise<Map<string, TaskEvidenceRow>> {
  const rows = await db
    .selectDistinctOn([taskEvidence.taskId], {
      id: taskEvidence.id,
      taskId: taskEvidence.taskId,
      commits: taskEvidence.commits,
      files: taskEvidence.files,
      tests: taskEvidence.tests,
      createdAt: taskEvidence.createdAt,
    })
    .from(taskEvidence)
    .innerJoin(tasks, eq(tasks.id, taskEvidence.taskId))
    .where(and(eq(tasks.projectId, projectId), eq(tasks.status, 'done'), onBoard))
    .orderBy(taskEvidence.taskId, desc(taskEvidence.createdAt), desc(taskEvidence.id));
  return new Map(rows.map((row) => [row.taskId, row]));
}

/** Numbers the tasks 1..n in the order given (one statement); rows already in place are not written. */
export async function renumberTasks(db: Db, projectId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases: SQL[] = ids.map((id, index) => sql`when ${id}::uuid then ${index + 1}::int`);
  const position = sql`(case ${tasks.id} ${sql.join(cases, sql` `)} end)`;
  await db
    .update(tasks)
    .set({ order: position })
    .where(
      and(
        eq(tasks.projectId, projectId),
        inArray(tasks.id, [...ids]),
        sql`${tasks.order} is distinct from ${position}`,
      ),
    );
}

export interface StatusCountRow {
  projectId: string;
  status: TaskStatus;
  count: number;
}

/** Top-level tasks per project and status, over the projects given. */
export async function countTasksByStatus(db: Db, projectIds: string[]): Promise<StatusCountRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select({ projectId: tasks.projectId, status: tasks.status, count: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(inArray(tasks.projectId, projectIds), eq(tasks.level, 'TASK'), onBoard))
    .groupBy(tasks.projectId, tasks.status);
}

/**
 * The top-level tasks not done of the projects given, oldest project and task first: what
 * `nextTasks` ranks and checks for blockers (a blocker is never done, so these are all it needs).
 */
export async function listOpenTasks(db: Db, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      id: tasks.id,
      projectId: tasks.projectId,
      projectName: projects.name,
      ref: sql<string | null>`${tasks.promptContext} ->> 'ref'`,
      title: tasks.title,
      priority: tasks.priority,
      status: tasks.status,
      order: tasks.order,
      dependsOn: tasks.dependsOn,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(inArray(tasks.projectId, projectIds), eq(tasks.level, 'TASK'), ne(tasks.status, 'done'), onBoard))
    .orderBy(asc(projects.createdAt), asc(tasks.createdAt), asc(tasks.id));
}
