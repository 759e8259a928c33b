import { Command, Option } from 'commander';
import type { CodeReportInput, TaskCodeStatus } from '../../shared/schemas/code-analysis';
import { checkRepository } from '../code-check/check-repository';
import { CliError, exitCodes } from '../exit-codes';
import { formatTable, printJson, printLines, printNote } from '../output';
import { gitRoot } from '../repository';
import { openSession } from '../session';
import { targetProjectId } from '../target-project';
import { jsonOption, projectOption } from './options';

const statusLabels: Record<TaskCodeStatus, string> = { missing: 'missing', implemented: 'implemented', tested: 'tested' };

/** The report as a short table: one row a task, then the code the kit does not plan. */
function reportLines(projectName: string, report: CodeReportInput): string[] {
  const head = `${projectName}: ${report.files} source files${report.commit ? ` at ${report.commit.slice(0, 7)}` : ''}`;
  const rows = report.tasks.map((task) => [
    task.ref,
    statusLabels[task.status],
    `${task.implemented.length}/${task.planned.length} found`,
    `${task.tested.length}/${task.criteria.length} tested`,
    task.missing.map((item) => `${item.kind} ${item.name}`).join(', '),
  ]);
  const lines = [head, '', ...formatTable([['TASK', 'STATUS', 'CODE', 'CRITERIA', 'MISSING'], ...rows])];
  if (report.drift.length > 0) {
    lines.push('', `Not in the kit (${report.drift.length}):`);
    lines.push(...formatTable(report.drift.map((item) => [`  ${item.kind}`, item.name, `${item.file}:${item.line}`])));
  }
  return lines;
}

export function checkCommand(): Command {
  return new Command('check')
    .description(
      'compare the repository with the kit: per task what is implemented, tested and missing, and the code the kit does not plan (the code is read here; only the report is uploaded)',
    )
    .addOption(projectOption())
    .addOption(jsonOption())
    .addOption(new Option('--no-upload', 'print the report without keeping it in Specforge'))
    .action(async (options: { project?: string; json?: boolean; upload: boolean }) => {
      const root = await gitRoot(process.cwd());
      if (!root) throw new CliError(exitCodes.usage, 'Not inside a git repository: run `specforge check` in your project’s repository.');
      const { client } = await openSession();
      const projectId = await targetProjectId(client, process.cwd(), options.project);
      const plan = await client.codePlan(projectId);
      const report = await checkRepository(root, plan);
      const uploaded = options.upload ? await client.uploadCodeReport(projectId, report) : null;
      if (options.json) {
        printJson({ projectId, report, uploaded: uploaded && { id: uploaded.id, createdAt: uploaded.createdAt } });
        return;
      }
      printLines(...reportLines(plan.projectName, report));
      printNote(uploaded ? 'Report uploaded: open Code Analysis in Specforge to see it and its history.' : 'Not uploaded (--no-upload).');
    });
}
