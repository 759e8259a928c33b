import { blockersOf } from '../shared/task-dependencies';
import type { TaskDto } from '../shared/schemas/tasks';
import { CliError, exitCodes } from './exit-codes';

/**
 * People and agents name projects and tasks as people do (the CLI's arguments, the MCP tools'): a project by its name (or the start of it), a task
 * by its ref (T-03). These turn such a name into the id the API takes, or say what would match.
 */

export interface NamedProject {
  id: string;
  name: string;
}

const notFound = (message: string) => new CliError(exitCodes.notFound, message, 'NOT_FOUND');
const ambiguous = (message: string) => new CliError(exitCodes.usage, message, 'AMBIGUOUS');
const listed = (projects: readonly NamedProject[]) => projects.map((p) => `${p.name} (${p.id})`).join(', ');

/** The project whose id is `wanted`, whose name is `wanted` (any case), or the only one whose name starts with it. */
export function resolveProject<P extends NamedProject>(projects: readonly P[], wanted: string): P {
  const key = wanted.trim().toLowerCase();
  const byId = projects.find((p) => p.id.toLowerCase() === key);
  if (byId) return byId;
  const byName = projects.filter((p) => p.name.trim().toLowerCase() === key);
  if (byName.length === 1) return byName[0]!;
  const byPrefix = byName.length > 1 ? byName : projects.filter((p) => p.name.trim().toLowerCase().startsWith(key));
  if (byPrefix.length === 1 && key) return byPrefix[0]!;
  if (byPrefix.length > 1 && key)
    throw ambiguous(`"${wanted}" matches several projects; pass the id: ${listed(byPrefix)}.`);
  if (projects.length === 0) throw notFound('You have no projects yet.');
  throw notFound(`No project "${wanted}". Projects: ${listed(projects)}.`);
}

export interface NamedTask {
  id: string;
  ref: string | null;
  title: string;
}

/** The task whose id or ref is `wanted` (`T-3`, `t-03` and `3` all name T-03). */
export function resolveTask<T extends NamedTask>(tasks: readonly T[], wanted: string): T {
  const key = wanted.trim().toLowerCase();
  const byId = tasks.find((t) => t.id.toLowerCase() === key);
  if (byId) return byId;
  const refNumber = /^(?:t-?)?0*(\d+)$/.exec(key)?.[1];
  const byRef = tasks.find(
    (t) =>
      t.ref?.toLowerCase() === key || (refNumber !== undefined && /^t-0*(\d+)$/i.exec(t.ref ?? '')?.[1] === refNumber),
  );
  if (byRef) return byRef;
  const refs = tasks.flatMap((t) => (t.ref ? [t.ref] : [])).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const range = refs.length > 0 ? ` Refs run ${refs[0]}…${refs.at(-1)}.` : '';
  throw notFound(`No task "${wanted}" on this board.${range}`);
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
