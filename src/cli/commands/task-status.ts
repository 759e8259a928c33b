import { Command, Option } from 'commander';
import type { TaskDto, TaskStatus } from '../../shared/schemas/tasks';
import { confirmBlockedStart, processTerminal } from '../blocked-start';
import { evidenceLines } from '../evidence-summary';
import { printJson, printLines, printNote } from '../output';
import { gitRoot } from '../repository';
import { openSession } from '../session';
import { targetProjectId } from '../target-project';
import { resolveTask, tasksUnblockedBy } from '../kit-resolution';
import { gatherEvidence, recordStart } from '../task-evidence';
import { jsonOption, projectOption } from './options';

const statusLabels: Record<TaskStatus, string> = { todo: 'to do', in_progress: 'in progress', done: 'done' };
const label = (task: Pick<TaskDto, 'ref' | 'title' | 'id'>) => `${task.ref ?? task.id}  ${task.title}`;

interface StatusOptions {
  project?: string;
  json?: boolean;
  force?: boolean;
  junit?: string;
}

/**
 * `start` and `done`: one task moved to a column of its project's board. In a git repository,
 * `start` notes the commit it starts from and `done` sends the task's evidence (ADR 0054).
 */
function taskStatusCommand(name: string, status: TaskStatus, description: string): Command {
  const command = new Command(name)
    .description(description)
    .argument('<task>', 'the task’s ref (e.g. T-03) or id')
    .addOption(projectOption())
    .addOption(jsonOption());
  if (status === 'in_progress')
    command.addOption(new Option('--force', 'start it though the tasks it waits for are not done, without asking'));
  if (status === 'done')
    command.addOption(new Option('--junit <report.xml>', 'a JUnit XML report of the last test run: the tests’ results'));
  return command.action(async (wanted: string, options: StatusOptions) => {
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
    const root = await gitRoot(process.cwd());
    if (status === 'done' && !root) printNote('Not inside a git repository: the task is marked done without evidence.');
    const evidence =
      status === 'done' && root ? await gatherEvidence(root, task, { junit: options.junit, cwd: process.cwd() }) : undefined;
    const moved = await client.setTaskStatus(task.id, status, starting, evidence);
    if (status === 'in_progress' && root && task.status !== 'in_progress') await recordStart(root, task.id);
    const unblocked = status === 'done' ? tasksUnblockedBy(board.tasks, task.id) : [];
    if (options.json) {
      printJson({
        task: moved,
        unblocked: unblocked.map(({ id, ref, title }) => ({ id, ref, title })),
        ...(moved.evidence ? { evidence: moved.evidence } : {}),
      });
      return;
    }
    const lines = [`${label(moved)}: ${statusLabels[moved.status]}`];
    if (moved.evidence) lines.push(...evidenceLines(moved.evidence));
    if (unblocked.length > 0) lines.push('Now unblocked:', ...unblocked.map((t) => `  ${label(t)}`));
    printLines(...lines);
  });
}

export const startCommand = () => taskStatusCommand('start', 'in_progress', 'move a task to “in progress”');
export const doneCommand = () =>
  taskStatusCommand('done', 'done', 'mark a task done with its evidence (commits, files, criteria tests) and show the tasks it unblocked');
