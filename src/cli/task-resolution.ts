import { blockersOf } from '../shared/task-dependencies';
import type { TaskDto } from '../shared/schemas/tasks';
import { CliError, exitCodes } from './exit-codes';

/** A ref without its zero padding, so `t-3`, `T-03` and `T-003` name the same task. */
function normalisedRef(ref: string): string {
  const match = /^([a-z]+)-0*(\d+)$/i.exec(ref.trim());
  return match ? `${match[1]!.toUpperCase()}-${match[2]}` : ref.trim().toUpperCase();
}

/** The task of the board a command names: its ref (T-03, any case) or its id. */
export function resolveTask<T extends Pick<TaskDto, 'id' | 'ref'>>(board: readonly T[], wanted: string): T {
  const byId = board.find((task) => task.id.toLowerCase() === wanted.trim().toLowerCase());
  if (byId) return byId;
  const ref = normalisedRef(wanted);
  const byRef = board.find((task) => task.ref !== null && normalisedRef(task.ref) === ref);
  if (byRef) return byRef;
  throw new CliError(exitCodes.notFound, `No task “${wanted}” on this project’s board.`, 'NOT_FOUND');
}

/** The tasks that were blocked before `taskId` was done and no longer are, in board order. */
export function tasksUnblockedBy<T extends Pick<TaskDto, 'id' | 'ref' | 'status' | 'dependsOn'>>(
  boardBefore: readonly T[],
  taskId: string,
): T[] {
  const after = boardBefore.map((task) => (task.id === taskId ? { ...task, status: 'done' as const } : task));
  return boardBefore.filter(
    (task, index) =>
      task.id !== taskId &&
      task.status !== 'done' &&
      blockersOf(task, boardBefore).length > 0 &&
      blockersOf(after[index]!, after).length === 0,
  );
}
