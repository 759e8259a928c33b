import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readRepositoryFile } from '../repository-files';
import type { Declared, DeclaredRoute, FileFindings } from './findings';
import { analyseJavaScript, dialectOf } from './javascript';
import { analysePython } from './python';

const run = promisify(execFile);

/** Test files by the names the common runners look for (vitest, jest, playwright, mocha, pytest, go). */
const testFile = /(^|\/)(tests?|__tests__|e2e|spec)\/|\.(test|spec)\.[cm]?[jt]sx?$|(^|\/)test_[^/]*\.py$|_test\.(py|go)$/;

export const isTestFile = (file: string) => testFile.test(file);

/** Larger files are generated or vendored (bundles, fixtures), not written. */
const MAX_SOURCE_BYTES = 512 * 1024;

/** The files git tracks (and the new ones it does not ignore) under `root`. */
export async function repositoryFiles(root: string): Promise<string[]> {
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.split('\0').filter(Boolean);
}

type Language = 'javascript' | 'python' | 'go';

function languageOf(file: string): Language | null {
  if (file.endsWith('.d.ts') || /(^|\/)(node_modules|vendor|dist|build)\//.test(file)) return null;
  if (dialectOf(file)) return 'javascript';
  if (file.endsWith('.py')) return 'python';
  if (file.endsWith('_test.go')) return 'go';
  return null;
}

/** Go is read for its tests only: `func TestT07AC2…` names carry criteria ids too. */
function goTests(text: string): FileFindings['tests'] {
  return text.split('\n').flatMap((line, index) => {
    const match = /^func\s+(Test\w*)\s*\(/.exec(line);
    return match ? [{ name: match[1]!, line: index + 1 }] : [];
  });
}

function analyse(file: string, text: string, isTest: boolean): FileFindings | null {
  switch (languageOf(file)) {
    case 'javascript':
      return analyseJavaScript(text, dialectOf(file)!, isTest);
    case 'python':
      return analysePython(text, isTest);
    case 'go':
      return { entities: [], tables: [], routes: [], commands: [], tests: goTests(text) };
    default:
      return null;
  }
}

export interface Located extends Declared {
  file: string;
}
export type LocatedRoute = DeclaredRoute & { file: string };

/** Everything the check read in a repository, each where it was found. */
export interface RepositoryFindings {
  /** Source files read. */
  files: number;
  entities: Located[];
  tables: Located[];
  routes: LocatedRoute[];
  commands: Located[];
  tests: Located[];
}

export interface ScanOptions {
  /** Read test files only (what `criteriaTests` needs). */
  testsOnly?: boolean;
}

/** Reads every source file of the repository at `root` that git knows, on this machine. */
export async function scanRepository(root: string, { testsOnly = false }: ScanOptions = {}): Promise<RepositoryFindings> {
  const files = (await repositoryFiles(root)).filter(
    (file) => languageOf(file) !== null && (!testsOnly || isTestFile(file)),
  );
  const found: RepositoryFindings = { files: 0, entities: [], tables: [], routes: [], commands: [], tests: [] };
  // In the files' order, whatever order the reads finish in.
  const results = await Promise.all(
    files.map(async (file) => {
      const content = await readRepositoryFile(root, file).catch(() => null);
      if (!content || content.length > MAX_SOURCE_BYTES) return null;
      return analyse(file, content.toString('utf8'), isTestFile(file));
    }),
  );
  results.forEach((result, index) => {
    if (!result) return;
    const file = files[index]!;
    found.files += 1;
    for (const key of ['entities', 'tables', 'commands', 'tests'] as const)
      found[key].push(...result[key].map((item) => ({ ...item, file })));
    found.routes.push(...result.routes.map((route) => ({ ...route, file })));
  });
  return found;
}
