import { Command } from 'commander';
import type { Platform } from '../../shared/schemas/kit';
import { nextTasks } from '../../shared/task-dependencies';
import { printJson, printLines } from '../output';
import { openSession } from '../session';
import { targetProjectId } from '../target-project';
import { jsonOption, projectOption, toolOption } from './options';

export function nextCommand(): Command {
  return new Command('next')
    .description('show the next task to work on (not blocked by an unfinished one) and its prompt')
    .addOption(projectOption())
    .addOption(toolOption())
    .addOption(jsonOption())
    .action(async (options: { project?: string; tool: Platform; json?: boolean }) => {
      const { client } = await openSession();
      const projectId = await targetProjectId(client, process.cwd(), options.project);
      const board = await client.board(projectId);
      const [task] = nextTasks(board.tasks, 1);
      if (!task) {
        const allDone = board.tasks.every((t) => t.status === 'done');
        if (options.json) printJson({ task: null, prompt: null, allDone });
        else printLines(allDone ? 'Every task is done.' : 'Every open task waits for another one: see tasks.md.');
        return;
      }
      const prompt = await client.taskPrompt(task.id, options.tool);
      if (options.json) {
        printJson({ task, prompt, allDone: false });
        return;
      }
      const name = task.ref ?? task.id;
      printLines(
        `${name}  ${task.title}`,
        `Priority: ${task.priority} · Status: ${task.status}${task.estimate === null ? '' : ` · Estimate: ${task.estimate} h`}`,
        task.status === 'in_progress'
          ? `When it is finished: specforge done ${name}`
          : `When you begin: specforge start ${name}; when it is finished: specforge done ${name}`,
        '',
        prompt.trimEnd(),
      );
    });
}
