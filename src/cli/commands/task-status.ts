import { Command, Option } from 'commander';
import type { TaskDto, TaskStatus } from '../../shared/schemas/tasks';
import { confirmBlockedStart, processTerminal } from '../blocked-start';
import { printJson, printLines } from '../output';
import { openSession } from '../session';
import { targetProjectId } from '../target-project';
import { resolveTask, tasksUnblockedBy } from '../kit-resolution';
import { jsonOption, projectOption } from './options';

const statusLabels: Record<TaskStatus, string> = { todo: 'to do', in_progress: 'in progress', done: 'done' };
const label = (task: Pick<TaskDto, 'ref' | 'title' | 'id'>) => `${task.ref ?? task.id}  ${task.title}`;

/** `start` and `done`: one task moved to a column of its project's board. */
function taskStatusCommand(name: string, status: TaskStatus, description: string): Command {
  const command = new Command(name)
    .description(description)
    .argument('<task>', 'the task’s ref (e.g. T-03) or id')
    .addOption(projectOption())
    .addOption(jsonOption());
  if (status === 'in_progress')
    command.addOption(new Option('--force', 'start it though the tasks it waits for are not done, without asking'));
  return command.action(async (wanted: string, options: { project?: string; json?: boolean; force?: boolean }) => {
    const { client } = await openSession();
    const projectId = await targetProjectId(client, process.cwd(), options.project);
    const board = await client.board(projectId);
    const task = resolveTask(board.tasks, wanted);
    const starting = status === 'in_progress' && task.status !== 'in_progress' && task.blockedBy.length > 0;
    if (starting && !options.force) {
      const blockers = task.blockedBy.map((ref) => ({
        ref,
        title: board.tasks.find((t) => t.ref === ref)?.title ?? '',
      }));
      await confirmBlockedStart(task, blockers, processTerminal());
    }
    const moved = await client.setTaskStatus(task.id, status, starting);
    const unblocked = status === 'done' ? tasksUnblockedBy(board.tasks, task.id) : [];
    if (options.json) {
      printJson({ task: moved, unblocked: unblocked.map(({ id, ref, title }) => ({ id, ref, title })) });
      return;
    }
    const lines = [`${label(moved)}: ${statusLabels[moved.status]}`];
    if (unblocked.length > 0) lines.push('Now unblocked:', ...unblocked.map((t) => `  ${label(t)}`));
    printLines(...lines);
  });
}

export const startCommand = () => taskStatusCommand('start', 'in_progress', 'move a task to “in progress”');
export const doneCommand = () => taskStatusCommand('done', 'done', 'mark a task done and show the tasks it unblocked');
