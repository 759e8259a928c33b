import type { TaskPriority, TaskStatus } from './schemas/tasks';

/**
 * Which tasks are blocked and which come next. One rule for the server (board, overview, prompt)
 * and the client (the board redrawn before the server answers a move), so they never disagree.
 */

export interface DependencyNode {
  /** The kit's reference (T-01...) that other tasks' `dependsOn` name. */
  ref: string | null;
  status: TaskStatus;
  dependsOn: readonly string[];
}

/**
 * The refs in `task.dependsOn` whose task on the same board is not done, in the order listed. A ref
 * the board lacks blocks nothing: no one could ever finish it. A done task is blocked by nothing.
 */
export function blockersOf(task: Omit<DependencyNode, 'ref'>, board: readonly DependencyNode[]): string[] {
  if (task.status === 'done' || task.dependsOn.length === 0) return [];
  const unfinished = new Set(board.filter((t) => t.ref && t.status !== 'done').map((t) => t.ref));
  return [...new Set(task.dependsOn)].filter((ref) => unfinished.has(ref));
}

/** Every task of one board with its `blockedBy` worked out from the others' statuses. */
export function withBlockers<T extends DependencyNode>(board: readonly T[]): Array<T & { blockedBy: string[] }> {
  const unfinished = board.filter((t) => t.status !== 'done');
  return board.map((task) => ({ ...task, blockedBy: blockersOf(task, unfinished) }));
}

export interface NextCandidate extends DependencyNode {
  /** Tasks only block tasks of their own project. */
  projectId: string;
  priority: TaskPriority;
  order: number | null;
}

const priorityRank: Record<TaskPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * The tasks to work on next: not done and not blocked, those in progress first, then by priority,
 * then by position in the column; ties keep the order given. Pass every task not done of the
 * projects concerned (done ones may be included): a blocker is always one of them.
 */
export function nextTasks<T extends NextCandidate>(tasks: readonly T[], limit: number): T[] {
  const openByProject = new Map<string, T[]>();
  for (const task of tasks) {
    if (task.status === 'done') continue;
    const open = openByProject.get(task.projectId) ?? [];
    open.push(task);
    openByProject.set(task.projectId, open);
  }
  const inProgressFirst = (task: T) => (task.status === 'in_progress' ? 0 : 1);
  const position = (task: T) => task.order ?? Number.MAX_SAFE_INTEGER;
  const compare = (a: T, b: T) =>
    inProgressFirst(a) - inProgressFirst(b) ||
    priorityRank[a.priority] - priorityRank[b.priority] ||
    position(a) - position(b);
  return tasks
    .filter((task) => task.status !== 'done')
    .filter((task) => blockersOf(task, openByProject.get(task.projectId) ?? []).length === 0)
    .sort(compare)
    .slice(0, limit);
}
