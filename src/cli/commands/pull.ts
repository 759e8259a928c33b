import { Command } from 'commander';
import type { ApiClient } from '../api-client';
import { CliError, exitCodes } from '../exit-codes';
import type { KitFileDecision } from '../kit-file-decision';
import { readManifest } from '../kit-manifest';
import { formatTable, printJson, printLines, printNote } from '../output';
import { resolveProject } from '../kit-resolution';
import { pullKit, type PullReport } from '../pull-kit';
import { kitRoot } from '../repository';
import { openSession } from '../session';
import { oneLine } from '../terminal-text';
import { jsonOption } from './options';

const decisionLabels: Record<KitFileDecision, string> = {
  create: 'written (new)',
  update: 'written (updated)',
  overwrite: 'written (your changes overwritten, --force)',
  unchanged: 'unchanged',
  keep: 'kept your changes',
};

function summary(projectName: string, report: PullReport): string[] {
  const rows = report.files.map((file) => [
    decisionLabels[file.decision],
    file.incomingPath ? `${file.path}  (the kit’s version: ${file.incomingPath})` : file.path,
  ]);
  const kept = report.files.filter((file) => file.decision === 'keep').length;
  const written = report.files.filter((file) => file.decision !== 'keep' && file.decision !== 'unchanged').length;
  const lines = [
    `Pulled the kit of “${oneLine(projectName)}” into ${oneLine(report.root)}`,
    '',
    ...formatTable(rows).map((row) => `  ${row}`),
    '',
  ];
  lines.push(`${written} written, ${report.files.length - written - kept} unchanged, ${kept} kept.`);
  if (kept > 0) {
    lines.push(
      'Files you changed were left alone: compare them with .specforge/incoming/, or pull with --force to replace them.',
    );
  }
  return lines;
}

/** The project named, else the one whose kit `root` holds already; with neither, the projects to choose from. */
async function projectToPull(client: ApiClient, root: string, wanted: string | undefined) {
  const projects = await client.projects();
  const key = wanted ?? (await readManifest(root))?.projectId;
  if (key !== undefined) return resolveProject(projects, key);
  if (projects.length === 0)
    throw new CliError(exitCodes.usage, 'No projects yet: describe your app idea on the website to get a kit.');
  const table = formatTable([['ID', 'NAME'], ...projects.map((p) => [p.id, p.name])]).map((row) => `  ${row}`);
  throw new CliError(
    exitCodes.usage,
    ['Which project? This repository holds no kit yet: pass one, e.g. `specforge pull <id or name>`.', ...table].join(
      '\n',
    ),
  );
}

export function pullCommand(): Command {
  return new Command('pull')
    .description('write the kit (docs, AGENTS.md, CLAUDE.md, Cursor rules, tasks.md) into this repository')
    .argument('[project]', 'project id or name, or the start of its name (default: the kit pulled here before)')
    .option('--dir <folder>', 'write into this folder instead of the git repository’s root')
    .option('--force', 'replace files you changed too (otherwise the kit’s version goes to .specforge/incoming/)')
    .addOption(jsonOption())
    .action(async (wanted: string | undefined, options: { dir?: string; force?: boolean; json?: boolean }) => {
      const root = await kitRoot(process.cwd(), options.dir);
      const { client, url } = await openSession();
      const project = await projectToPull(client, root, wanted);
      const kit = await client.files(project.id);
      const report = await pullKit({ root, kit, projectId: project.id, serverUrl: url, force: options.force ?? false });
      for (const { path, reason } of report.rejected)
        printNote(`Skipped “${oneLine(path)}” from the server: ${oneLine(reason)}.`);
      if (options.json) {
        printJson({ projectId: project.id, projectName: kit.projectName, ...report });
        return;
      }
      printLines(...summary(kit.projectName, report));
    });
}
