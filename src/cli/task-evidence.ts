import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';
import { acceptanceIdsIn } from '../shared/acceptance-ids';
import type { TaskDto, TaskEvidenceInput } from '../shared/schemas/tasks';
import type { TestResult } from '../shared/task-evidence';
import { CliError, exitCodes } from './exit-codes';
import { junitCases, type JunitCase } from './junit-report';
import { SPECFORGE_DIR } from './kit-manifest';
import { readRepositoryFile, writeRepositoryFile } from './repository-files';
import { criteriaTests } from './repository-tests';

/**
 * What `specforge done` sends with the move (ADR 0054): the commits since the task started, the
 * files they changed, and the repository's tests whose names carry the task's criteria ids, with
 * their result when a JUnit report says it.
 */

const run = promisify(execFile);

/** Where `start` notes the commit each task started from: local to this clone, never sent. */
export const STARTED_PATH = `${SPECFORGE_DIR}/started.json`;

const startedFile = z.record(z.string(), z.object({ head: z.string(), at: z.string() }));
type StartedFile = z.infer<typeof startedFile>;

async function readStarted(root: string): Promise<StartedFile> {
  const text = (await readRepositoryFile(root, STARTED_PATH))?.toString('utf8');
  if (text === undefined) return {};
  try {
    return startedFile.parse(JSON.parse(text));
  } catch {
    // A damaged note loses only the starting points: the server's start time stands in.
    return {};
  }
}

async function git(root: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** HEAD's commit, or null in a repository without one. */
async function head(root: string): Promise<string | null> {
  return git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).then((out) => out.trim() || null, () => null);
}

/** Notes HEAD as where task `taskId` starts (nothing in a repository without commits). */
export async function recordStart(root: string, taskId: string): Promise<void> {
  const sha = await head(root);
  if (!sha) return;
  const started = await readStarted(root);
  started[taskId] = { head: sha, at: new Date().toISOString() };
  await writeRepositoryFile(root, STARTED_PATH, `${JSON.stringify(started, null, 2)}\n`);
}

/** Where the task's commits begin: the noted start commit, else the server's start time, else nowhere. */
async function rangeOf(root: string, task: Pick<TaskDto, 'id' | 'startedAt'>): Promise<string[] | null> {
  const noted = (await readStarted(root))[task.id];
  if (noted && (await git(root, ['cat-file', '-e', `${noted.head}^{commit}`]).then(() => true, () => false)))
    return [`${noted.head}..HEAD`];
  if (task.startedAt) return [`--since=${task.startedAt}`, 'HEAD'];
  return null;
}

/** The commits in the range, newest first, and every file they changed (once each, in order met). */
async function commitsAndFiles(root: string, range: string[] | null) {
  if (!range || !(await head(root))) return { commits: [], files: [] };
  const log = await git(root, ['log', '--no-merges', '--format=%x1e%H%x1f%s', '--name-only', ...range, '--']);
  const commits: { sha: string; subject: string }[] = [];
  const files = new Set<string>();
  for (const entry of log.split('\x1e').filter((part) => part.trim())) {
    const [first = '', ...rest] = entry.split('\n');
    const [sha = '', subject = ''] = first.split('\x1f');
    commits.push({ sha, subject });
    for (const file of rest) if (file.trim()) files.add(file.trim());
  }
  return { commits, files: [...files] };
}

async function readJunit(file: string): Promise<JunitCase[]> {
  let xml: string;
  try {
    xml = await readFile(file, 'utf8');
  } catch {
    throw new CliError(exitCodes.usage, `Cannot read the JUnit report ${file}.`);
  }
  try {
    return junitCases(xml);
  } catch {
    throw new CliError(exitCodes.usage, `${file} is not a JUnit XML report.`);
  }
}

/** A test's result in the report: a case whose name holds the test's name; failed when any such case failed. */
function resultIn(cases: readonly JunitCase[] | null, name: string): TestResult {
  const own = (cases ?? []).filter((c) => c.name.includes(name));
  if (own.some((c) => c.result === 'failed')) return 'failed';
  return own.some((c) => c.result === 'passed') ? 'passed' : 'not_run';
}

export interface GatherOptions {
  /** A JUnit XML report (relative to the working directory): the tests' last results. */
  junit?: string;
  cwd: string;
}

/** The evidence of `task` in the repository at `root`. */
export async function gatherEvidence(
  root: string,
  task: Pick<TaskDto, 'id' | 'startedAt' | 'criteria'>,
  options: GatherOptions,
): Promise<Required<TaskEvidenceInput>> {
  const own = new Set(task.criteria.flatMap((c) => (c.id ? [c.id] : [])));
  const cases = options.junit ? await readJunit(path.resolve(options.cwd, options.junit)) : null;
  const tests = (await criteriaTests(root))
    .map((test) => ({ name: test.name, ids: test.ids.filter((id) => own.has(id)) }))
    .filter((test) => test.ids.length > 0)
    .map((test) => ({ ...test, result: resultIn(cases, test.name) }));
  // A case the report names with an id but no file spells out (a name built at run time) counts too.
  for (const c of cases ?? []) {
    const ids = acceptanceIdsIn(c.name).filter((id) => own.has(id));
    if (ids.length > 0 && !tests.some((test) => c.name.includes(test.name))) tests.push({ name: c.name, ids, result: c.result });
  }
  return { ...(await commitsAndFiles(root, await rangeOf(root, task))), tests };
}
