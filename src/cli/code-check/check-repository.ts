import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CodePlanDto, CodeReportInput } from '../../shared/schemas/code-analysis';
import { compareWithPlan } from './compare';
import { scanRepository } from './scan';

const run = promisify(execFile);

/** A git answer, or null (no commit yet, a detached head's branch). */
async function git(root: string, args: string[]): Promise<string | null> {
  try {
    const value = (await run('git', args, { cwd: root })).stdout.trim();
    return value && value !== 'HEAD' ? value : null;
  } catch {
    return null;
  }
}

/** The report of the repository at `root` against the kit's plan, read on this machine. */
export async function checkRepository(root: string, plan: CodePlanDto): Promise<CodeReportInput> {
  const [found, commit, branch] = await Promise.all([
    scanRepository(root),
    git(root, ['rev-parse', 'HEAD']),
    git(root, ['rev-parse', '--abbrev-ref', 'HEAD']),
  ]);
  return { commit, branch, ...compareWithPlan(plan, found) };
}
