import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { acceptanceIdsIn } from '../shared/acceptance-ids';

const run = promisify(execFile);

/** A test in the repository whose name carries acceptance criteria ids (`T-07/AC-2`). */
export interface CriteriaTest {
  /** Relative to the repository's root, with `/`. */
  file: string;
  name: string;
  ids: string[];
}

/** Test files by the names the common runners look for (vitest, jest, playwright, mocha, pytest, go). */
const testFile = /(^|\/)(tests?|__tests__|e2e|spec)\/|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)test_[^/]*\.py$|_test\.(py|go)$/;

/** The files git tracks (and the new ones it does not ignore) under `root`. */
export async function repositoryFiles(root: string): Promise<string[]> {
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.split('\0').filter(Boolean);
}

/** The name a line gives a test: the first string literal (`it('…')`), else a Python or Go function's name. */
function testNameOn(line: string): string | null {
  const literal = /(['"`])((?:\\.|(?!\1).)*)\1/.exec(line);
  if (literal) return literal[2]!;
  const fn = /\b(?:def|func)\s+([A-Za-z_]\w*)/.exec(line);
  return fn ? fn[1]! : null;
}

/** Every test in the repository at `root` whose name carries criteria ids. */
export async function criteriaTests(root: string): Promise<CriteriaTest[]> {
  const files = (await repositoryFiles(root)).filter((file) => testFile.test(file));
  const found: CriteriaTest[] = [];
  for (const file of files) {
    const text = await readFile(path.join(root, file), 'utf8').catch(() => '');
    for (const line of text.split('\n')) {
      const name = testNameOn(line);
      const ids = name ? acceptanceIdsIn(name) : [];
      if (name && ids.length > 0) found.push({ file, name, ids });
    }
  }
  return found;
}
