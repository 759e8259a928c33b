import { taskStatuses, type TaskDto, type TaskPriority, type TaskStatus, type TasksDto } from '../../../shared/schemas/tasks';
import { withBlockers } from '../../../shared/task-dependencies';

/** A column's cards, top to bottom (the server keeps `order` 1..n within each column). */
export function columnTasks(tasks: readonly TaskDto[], status: TaskStatus): TaskDto[] {
  return tasks
    .filter((task) => task.status === status)
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
}

/**
 * The board after moving `taskId` to `position` (0-based) in column `status`: both columns are
 * renumbered 1..n and what the move blocks or unblocks is worked out again, exactly as
 * `PATCH /api/tasks/:id` does, so the optimistic board matches the server's answer.
 */
export function moveTask(board: TasksDto, taskId: string, status: TaskStatus, position: number): TasksDto {
  const moving = board.tasks.find((task) => task.id === taskId);
  if (!moving) return board;
  const columns = new Map(
    taskStatuses.map((s) => [s, columnTasks(board.tasks, s).filter((task) => task.id !== taskId)] as const),
  );
  const destination = columns.get(status)!;
  // Evidence belongs to one stay in Done: a card changing column has none until the server says.
  const evidence = status === moving.status ? moving.evidence : null;
  destination.splice(Math.max(0, Math.min(position, destination.length)), 0, { ...moving, status, evidence });
  const renumbered = new Map<string, TaskDto>();
  for (const column of columns.values())
    column.forEach((task, index) => renumbered.set(task.id, { ...task, order: index + 1 }));
  return { ...board, tasks: withBlockers(board.tasks.map((task) => renumbered.get(task.id) ?? task)) };
}

/** Ticks or unticks one subtask. */
export function setSubtaskStatus(board: TasksDto, subtaskId: string, status: TaskStatus): TasksDto {
  return {
    ...board,
    tasks: board.tasks.map((task) =>
      task.subtasks.some((s) => s.id === subtaskId)
        ? { ...task, subtasks: task.subtasks.map((s) => (s.id === subtaskId ? { ...s, status } : s)) }
        : task,
    ),
  };
}

export interface TaskFilters {
  priority: TaskPriority | 'all';
  feature: string | 'all';
}

export function matchesFilters(task: TaskDto, filters: TaskFilters): boolean {
  if (filters.priority !== 'all' && task.priority !== filters.priority) return false;
  if (filters.feature !== 'all' && !task.featureIds.includes(filters.feature)) return false;
  return true;
}

/**
 * Where a drop lands: over a card → that card's column and place; over a column's empty area →
 * the end of that column. `position` counts the whole column (filters only hide cards).
 */
export function dropTarget(
  tasks: readonly TaskDto[],
  activeId: string,
  overId: string,
): { status: TaskStatus; position: number } | null {
  const column = taskStatuses.find((status) => overId === columnId(status));
  if (column) return { status: column, position: columnTasks(tasks, column).filter((t) => t.id !== activeId).length };
  const over = tasks.find((task) => task.id === overId);
  if (!over) return null;
  // Dropping on a card takes its place (dnd-kit's sortable semantics), in its column or another.
  return { status: over.status, position: columnTasks(tasks, over.status).findIndex((task) => task.id === overId) };
}

export const columnId = (status: TaskStatus) => `column:${status}`;

export function progressOf(tasks: readonly TaskDto[]): { done: number; total: number; percent: number } {
  const done = tasks.filter((task) => task.status === 'done').length;
  return { done, total: tasks.length, percent: tasks.length ? Math.round((done / tasks.length) * 100) : 0 };
}
