import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { KitTask } from '../../../shared/schemas/kit';
import type { KitRegenerationSummary } from '../../../shared/schemas/projects';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { insertTasks, subtaskValues, taskTextColumns } from '../kits/kits.repo';
import { featuresOfKey, normalisedTitle, taskKey, titleLikeness } from './task-key';
import type { TaskRow } from './tasks.repo';

export type TaskChanges = KitRegenerationSummary['tasks'];

/**
 * Puts a new version of the kit's tasks on the board without losing the work done on it. A task
 * whose key (`taskKey`) the new version still has is kept: its status, column and position stay,
 * its text becomes the new one. A task left unmatched whose reworded title is still close to a
 * left-over task's for the same features (`titleLikeness` at least `REWORDED`) is that task too.
 * A task the new version no longer has is archived (off the board,
 * still stored). A new task arrives at the end of To do. Subtasks of a kept task are matched the
 * same way by title, keeping their ticks.
 */
export async function reconcileTasks(tx: Db, projectId: string, kitTasks: readonly KitTask[]): Promise<TaskChanges> {
  const rows = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), isNull(tasks.archivedAt)));
  const parents = rows.filter((row) => row.level === 'TASK');
  const children = groupBy(
    rows.filter((row) => row.level === 'SUBTASK' && row.parentId),
    (row) => row.parentId!,
  );
  const waiting = groupBy(parents, (row) => row.key ?? taskKey(row));

  const matches = new Map<KitTask, TaskRow>();
  for (const task of kitTasks) {
    const match = waiting.get(taskKey(task))?.shift();
    if (match) matches.set(task, match);
  }
  for (const task of kitTasks) {
    if (matches.has(task)) continue;
    const match = closestReworded(task, [...waiting.values()].flat());
    if (!match) continue;
    matches.set(task, match);
    const group = waiting.get(match.key ?? taskKey(match))!;
    group.splice(group.indexOf(match), 1);
  }

  const added = kitTasks.filter((task) => !matches.has(task));
  const archived: string[] = [];
  for (const [task, match] of matches) {
    await updateTaskText(tx, match.id, task);
    archived.push(...(await reconcileSubtasks(tx, projectId, match.id, task, children.get(match.id) ?? [])));
  }
  const kept = matches.size;
  const dropped = [...waiting.values()].flat();
  archived.push(...dropped.flatMap((row) => [row.id, ...(children.get(row.id) ?? []).map((child) => child.id)]));
  if (archived.length > 0) {
    await tx.update(tasks).set({ archivedAt: sql`now()`, updatedAt: sql`now()` }).where(inArray(tasks.id, archived));
  }

  const lastToDo = Math.max(
    0,
    ...parents.filter((row) => row.status === 'todo' && !dropped.includes(row)).map((row) => row.order ?? 0),
  );
  await insertTasks(tx, projectId, added, lastToDo + 1);
  return { added: added.length, kept, archived: dropped.length };
}

/** How alike a reworded title must stay to its old one for the task to be kept. */
const REWORDED = 0.75;

/** The left-over task for the same features whose title is closest to the task's, if close enough. */
function closestReworded(task: KitTask, leftOver: readonly TaskRow[]): TaskRow | undefined {
  const features = featuresOfKey(taskKey(task));
  let best: { row: TaskRow; likeness: number } | undefined;
  for (const row of leftOver) {
    if (featuresOfKey(row.key ?? taskKey(row)) !== features) continue;
    const likeness = titleLikeness(task.title, row.title);
    if (likeness >= REWORDED && likeness > (best?.likeness ?? 0)) best = { row, likeness };
  }
  return best?.row;
}

/** A kept task takes the new version's text; its status and position are the founder's. */
async function updateTaskText(tx: Db, id: string, task: KitTask): Promise<void> {
  await tx
    .update(tasks)
    .set({ ...taskTextColumns(task), updatedAt: sql`now()` })
    .where(eq(tasks.id, id));
}

/** Matches a kept task's subtasks by title: ticks stay, new ones are added, gone ones returned to archive. */
async function reconcileSubtasks(
  tx: Db,
  projectId: string,
  parentId: string,
  task: KitTask,
  existing: readonly TaskRow[],
): Promise<string[]> {
  const waiting = groupBy(existing, (row) => normalisedTitle(row.title));
  const fresh = [];
  for (const [index, subtask] of task.subtasks.entries()) {
    const values = subtaskValues(projectId, parentId, task, subtask, index);
    const match = waiting.get(normalisedTitle(subtask.title))?.shift();
    if (!match) {
      fresh.push(values);
      continue;
    }
    const { title, estimate, priority, featureIds, order } = values;
    await tx.update(tasks).set({ title, estimate, priority, featureIds, order }).where(eq(tasks.id, match.id));
  }
  if (fresh.length > 0) await tx.insert(tasks).values(fresh);
  return [...waiting.values()].flat().map((row) => row.id);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
