import { Command } from 'commander';
import { formatTable, printJson, printLines } from '../output';
import { openSession } from '../session';
import { jsonOption } from './options';

export function projectsCommand(): Command {
  return new Command('projects')
    .description('list your projects')
    .addOption(jsonOption())
    .action(async (options: { json?: boolean }) => {
      const { client } = await openSession();
      const projects = await client.projects();
      if (options.json) {
        printJson({ projects });
        return;
      }
      if (projects.length === 0) {
        printLines('No projects yet: describe your app idea on the website to get a kit.');
        return;
      }
      printLines(...formatTable([['ID', 'NAME', 'STATUS'], ...projects.map((p) => [p.id, p.name, p.status])]));
    });
}
