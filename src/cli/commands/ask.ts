import { Command } from 'commander';
import { answerLines } from '../answer-text';
import { printJson, printLines } from '../output';
import { openSession } from '../session';
import { targetProjectId } from '../target-project';
import { jsonOption, projectOption } from './options';

export function askCommand(): Command {
  return new Command('ask')
    .description('ask a question about the kit; the answer cites the documents it rests on')
    .argument('<question>', 'the question, in quotes')
    .addOption(projectOption())
    .addOption(jsonOption())
    .action(async (question: string, options: { project?: string; json?: boolean }) => {
      const { client } = await openSession();
      const projectId = await targetProjectId(client, process.cwd(), options.project);
      const { question: asked } = await client.ask(projectId, question);
      if (options.json) {
        printJson(asked);
        return;
      }
      printLines(...answerLines(asked));
    });
}
