import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  canonicalJson,
  caseHash,
  caseHistory,
  caseLock,
  describeHistory,
  heldOutCasesFile,
  heldOutLockFile,
  lockEntries,
  lockGrowthProblems,
  lockProblems,
  mixedCommitProblems,
} from './kit-eval-lock';

const root = path.resolve(import.meta.dirname, '../../../../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the freeze of the held-out kit-quality cases', () => {
  const cases = (readJson(heldOutCasesFile) as { cases: unknown[] }).cases;
  const lock = caseLock.parse(readJson(heldOutLockFile));

  it(`every locked case is still in ${heldOutCasesFile}, unchanged and in place, and every case is locked`, () => {
    expect(lockProblems(cases, lock)).toEqual([]);
  });

  const history = caseHistory(root);
  it(`the lock only grows, and no commit that touches the cases changes engine code (${describeHistory(history)})`, () => {
    if (history.kind === 'none') {
      // Only a checkout without git gets here (CI runs on a clone); the name above says so.
      expect(history.reason).toMatch(/not a git repository|git is not installed|not committed yet/);
      return;
    }
    expect(lockGrowthProblems(history.lockVersions, lock)).toEqual([]);
    expect(mixedCommitProblems(history.commits)).toEqual([]);
  });
});

describe('the case lock', () => {
  const made = [
    { idea: 'A rota for lifeguards at a lake', language: 'en', entities: [['Lifeguard']] },
    { idea: 'Учёт ульев на пасеке', language: 'ru', entities: [['Hive', 'Улей']] },
  ];
  const lock = { about: 'made up', cases: lockEntries(made) };

  it('hashes a case by its canonical JSON: key order and spacing do not matter, values do', () => {
    expect(canonicalJson({ b: [1, { d: 'x', c: null }], a: 'é' })).toBe('{"a":"é","b":[1,{"c":null,"d":"x"}]}');
    expect(caseHash({ language: 'en', idea: 'x' })).toBe(caseHash({ idea: 'x', language: 'en' }));
    expect(caseHash({ idea: 'x', entities: [['A', 'B']] })).not.toBe(caseHash({ idea: 'x', entities: [['B', 'A']] }));
    expect(caseHash({ idea: 'x' })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the cases it was written from, and a case appended with its entry', () => {
    expect(lockProblems(made, lock)).toEqual([]);
    const appended = [...made, { idea: 'A swap shop for board games' }];
    expect(lockProblems(appended, { ...lock, cases: lockEntries(appended) })).toEqual([]);
  });

  it('refuses an edited, removed or moved case, and one appended without its entry', () => {
    const edited = [made[0], { ...made[1], entities: [['Hive']] }];
    expect(lockProblems(edited, lock)).toEqual([
      'case 2 ("Учёт ульев на пасеке") was edited or replaced: locked cases never change',
    ]);
    expect(lockProblems([made[0]], lock)).toEqual(['case 2 ("Учёт ульев на пасеке") was removed: locked cases stay']);
    expect(lockProblems([made[1], made[0]], lock)).toEqual([
      'case 1 ("A rota for lifeguards at a lake") moved to 2: locked cases stay in place',
      'case 2 ("Учёт ульев на пасеке") moved to 1: locked cases stay in place',
    ]);
    expect(lockProblems([...made, { idea: 'A swap shop for board games' }], lock)).toEqual([
      'case 3 ("A swap shop for board games") was appended without its lock entry',
    ]);
  });

  it('refuses a lock whose earlier version had an entry the current one changed', () => {
    const first = { about: 'made up', cases: lockEntries([made[0]]) };
    expect(lockGrowthProblems([{ commit: 'c1', lock: first }], lock)).toEqual([]);
    const relocked = { about: 'made up', cases: lockEntries([{ ...made[0], entities: [] }, made[1]]) };
    expect(lockGrowthProblems([{ commit: 'c1', lock: first }], relocked)).toEqual([
      'the lock of c1 had case 1 ("A rota for lifeguards at a lake") as it no longer is: the lock only grows',
    ]);
  });

  it('refuses a commit that changes the cases and engine code together, and only such a commit', () => {
    expect(
      mixedCommitProblems([
        { commit: 'c1', files: [heldOutCasesFile, heldOutLockFile, 'bench/kit-quality.bench.ts'] },
        { commit: 'c2', files: ['src/server/ai/offline/reader/words.ts', 'src/server/kit/render.ts'] },
        { commit: 'c3', files: [heldOutCasesFile, 'src/server/capabilities/entries/live.ts'] },
        {
          commit: 'c4',
          files: [heldOutCasesFile, 'src/server/ai/offline/reader/words.ts', 'src/server/kit/render.ts'],
        },
        { commit: 'c5', files: [heldOutCasesFile, 'src/client/pages/Home.tsx'] },
      ]),
    ).toEqual([
      'c3 changes the held-out cases and engine code (src/server/capabilities/entries/live.ts)',
      'c4 changes the held-out cases and engine code (src/server/ai/offline/reader/words.ts, src/server/kit/render.ts)',
    ]);
  });
});

describe('the history of the cases', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ).trim();
  const write = (repo: string, file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };
  const commit = (repo: string, files: Record<string, string>, message: string) => {
    for (const [file, text] of Object.entries(files)) write(repo, file, text);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', message);
    return git(repo, 'rev-parse', '--short=10', 'HEAD');
  };
  const lockOf = (cases: unknown[]) => JSON.stringify({ about: 'made up', cases: lockEntries(cases) });
  const casesOf = (cases: unknown[]) => JSON.stringify({ cases });
  const first = { idea: 'A rota for lifeguards at a lake' };
  const second = { idea: 'A swap shop for board games' };

  /** A repository where the cases come first, then the lock, then a clean append and a mixed one. */
  function madeRepository() {
    const repo = mkdtempSync(path.join(tmpdir(), 'kit-eval-lock-'));
    folders.push(repo);
    git(repo, 'init', '-q');
    commit(
      repo,
      { [heldOutCasesFile]: casesOf([first]), 'src/server/ai/engine.ts': '1' },
      'cases and engine, before the lock',
    );
    const locked = commit(repo, { [heldOutLockFile]: lockOf([first]) }, 'the lock');
    commit(
      repo,
      { [heldOutCasesFile]: casesOf([first, second]), [heldOutLockFile]: lockOf([first, second]) },
      'a case appended',
    );
    commit(repo, { 'src/server/kit/check.ts': '2' }, 'engine alone');
    const mixed = commit(
      repo,
      { [heldOutCasesFile]: casesOf([first, second, first]), 'src/server/kit/check.ts': '3' },
      'mixed',
    );
    return { repo, locked, mixed };
  }

  it('finds the commits since the lock that change the cases and engine code, but not those before it', () => {
    const { repo, locked, mixed } = madeRepository();
    const history = caseHistory(repo);
    expect(history).toMatchObject({ kind: 'history', since: locked, truncated: false, shallow: false });
    if (history.kind !== 'history') return;
    expect(history.commits).toHaveLength(2);
    expect(mixedCommitProblems(history.commits)).toEqual([
      `${mixed} changes the held-out cases and engine code (src/server/kit/check.ts)`,
    ]);
    expect(history.lockVersions).toHaveLength(2);
    expect(describeHistory(history)).toBe(`2 commits touching the cases since the lock was added in ${locked}`);
  });

  it('says how much history a shallow clone has, and checks what it has', () => {
    const { repo, mixed } = madeRepository();
    const clone = mkdtempSync(path.join(tmpdir(), 'kit-eval-lock-shallow-'));
    folders.push(clone);
    git(clone, 'clone', '-q', '--depth', '2', `file://${repo}`, '.');
    const history = caseHistory(clone);
    expect(history).toMatchObject({ kind: 'history', truncated: true, shallow: true });
    if (history.kind !== 'history') return;
    expect(mixedCommitProblems(history.commits)).toEqual([
      `${mixed} changes the held-out cases and engine code (src/server/kit/check.ts)`,
    ]);
    expect(describeHistory(history)).toMatch(
      /^shallow clone: its history starts at [0-9a-f]{10}, after the lock was added; 1 commit touching the cases checked from there$/,
    );
  });

  it('says when there is no history to check', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'kit-eval-lock-none-'));
    folders.push(bare);
    expect(describeHistory(caseHistory(bare))).toBe('no history to check: not a git repository');
    git(bare, 'init', '-q');
    commit(bare, { [heldOutCasesFile]: casesOf([first]) }, 'cases only');
    expect(describeHistory(caseHistory(bare))).toBe('no history to check: the lock is not committed yet');
  });
});
