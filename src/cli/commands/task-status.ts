import { Command } from 'commander';
import type { TaskDto, TaskStatus } from '../../shared/schemas/tasks';
import { printJson, printLines, printNote } from '../output';
import { openSession } from '../session';
import { targetProjectId } from '../target-project';
import { resolveTask, tasksUnblockedBy } from '../kit-resolution';
import { jsonOption, projectOption } from './options';

const statusLabels: Record<TaskStatus, string> = { todo: 'to do', in_progress: 'in progress', done: 'done' };
const label = (task: Pick<TaskDto, 'ref' | 'title' | 'id'>) => `${task.ref ?? task.id}  ${task.title}`;

/** `start` and `done`: one task moved to a column of its project's board. */
function taskStatusCommand(name: string, status: TaskStatus, description: string): Command {
  return new Command(name)
    .description(description)
    .argument('<task>', 'the task’s ref (e.g. T-03) or id')
    .addOption(projectOption())
    .addOption(jsonOption())
    .action(async (wanted: string, options: { project?: string; json?: boolean }) => {
      const { client } = await openSession();
      const projectId = await targetProjectId(client, process.cwd(), options.project);
      const board = await client.board(projectId);
      const task = resolveTask(board.tasks, wanted);
      if (status === 'in_progress' && task.blockedBy.length > 0) {
        printNote(`Note: ${task.ref ?? task.id} still waits for ${task.blockedBy.join(', ')}.`);
      }
      const moved = await client.setTaskStatus(task.id, status);
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
