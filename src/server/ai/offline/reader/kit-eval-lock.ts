import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The held-out kit-quality cases are frozen: a yardstick that is edited whenever the engine misses
 * it measures nothing. A lock file holds a SHA-256 of each case's canonical JSON, in order; a case
 * may only be appended, with its lock entry, and never edited, moved or removed. The lock itself
 * only grows, and a commit that touches the cases changes no engine code, so a case is never
 * written in the same change as the code that passes it.
 */

export const heldOutCasesFile = 'bench/kit-quality/cases.json';
export const heldOutLockFile = 'bench/kit-quality/cases.lock.json';

/** Where the engines' code lives: a commit that touches the held-out cases touches none of it. */
export const engineFolders = ['src/server/ai/', 'src/server/capabilities/', 'src/server/kit/'] as const;

export const caseLock = z.object({
  about: z.string(),
  cases: z.array(z.object({ idea: z.string(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type CaseLock = z.infer<typeof caseLock>;

/** JSON with every object's keys sorted and no spacing: the same case always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const caseHash = (value: unknown) => createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');

const ideaOf = (value: unknown) =>
  value !== null && typeof value === 'object' && typeof (value as { idea?: unknown }).idea === 'string'
    ? (value as { idea: string }).idea
    : canonicalJson(value);
const firstWords = (value: unknown) => ideaOf(value).slice(0, 60);

/** The lock entry of each case, in order. */
export function lockEntries(cases: readonly unknown[]): CaseLock['cases'] {
  return cases.map((value) => ({ idea: firstWords(value), sha256: caseHash(value) }));
}

/**
 * What breaks the freeze between the cases and their lock: a locked case edited, moved or removed,
 * or a case appended without its lock entry (or a lock entry without its case).
 */
export function lockProblems(cases: readonly unknown[], lock: CaseLock): string[] {
  const problems: string[] = [];
  const hashes = cases.map(caseHash);
  lock.cases.forEach((entry, index) => {
    if (hashes[index] === entry.sha256) return;
    const movedTo = hashes.indexOf(entry.sha256);
    if (movedTo !== -1)
      problems.push(`case ${index + 1} ("${entry.idea}") moved to ${movedTo + 1}: locked cases stay in place`);
    else if (index >= cases.length) problems.push(`case ${index + 1} ("${entry.idea}") was removed: locked cases stay`);
    else problems.push(`case ${index + 1} ("${entry.idea}") was edited or replaced: locked cases never change`);
  });
  for (let index = lock.cases.length; index < cases.length; index += 1)
    problems.push(`case ${index + 1} ("${firstWords(cases[index])}") was appended without its lock entry`);
  return problems;
}

/** Every earlier version of the lock is a prefix of the current one: entries are only appended. */
export function lockGrowthProblems(
  versions: ReadonlyArray<{ commit: string; lock: CaseLock }>,
  current: CaseLock,
): string[] {
  const problems: string[] = [];
  for (const { commit, lock } of versions) {
    const changed = lock.cases.findIndex((entry, index) => current.cases[index]?.sha256 !== entry.sha256);
    if (changed !== -1)
      problems.push(
        `the lock of ${commit} had case ${changed + 1} ("${lock.cases[changed]!.idea}") as it no longer is: the lock only grows`,
      );
  }
  return problems;
}

/** A commit that touches the held-out cases and engine code too. */
export function mixedCommitProblems(commits: ReadonlyArray<{ commit: string; files: readonly string[] }>): string[] {
  return commits.flatMap(({ commit, files }) => {
    if (!files.includes(heldOutCasesFile)) return [];
    const engine = files.filter((file) => engineFolders.some((folder) => file.startsWith(folder)));
    return engine.length === 0 ? [] : [`${commit} changes the held-out cases and engine code (${engine.join(', ')})`];
  });
}

// ---------------------------------------------------------------------------------------------
// The repository's history, as far as this checkout has it

export type CaseHistory =
  | { kind: 'none'; reason: string }
  | {
      kind: 'history';
      /** The commit that added the lock, or the shallow clone's first commit when that lies before it. */
      since: string;
      /** The clone is shallow and its history starts after the lock was added. */
      truncated: boolean;
      shallow: boolean;
      commits: Array<{ commit: string; files: string[] }>;
      lockVersions: Array<{ commit: string; lock: CaseLock }>;
    };

const git = (root: string, ...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const lines = (text: string) => text.split('\n').filter(Boolean);
const short = (commit: string) => commit.slice(0, 10);

/**
 * The commits since the lock was added that touch the held-out cases, with the files each changes,
 * and every committed version of the lock. Merge commits are judged by the commits they bring.
 * In a shallow clone the first commit's changes are unknown (git sees every file as added), so it
 * is left out and the history is marked as truncated when the lock was added before it.
 */
export function caseHistory(root: string): CaseHistory {
  let top: string;
  try {
    top = git(root, 'rev-parse', '--show-toplevel');
  } catch (error) {
    return {
      kind: 'none',
      reason: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : 'not a git repository',
    };
  }
  const shallow = git(top, 'rev-parse', '--is-shallow-repository') === 'true';
  let boundaries = new Set<string>();
  if (shallow) {
    const file = path.resolve(top, git(top, 'rev-parse', '--git-path', 'shallow'));
    boundaries = new Set(lines(readFileSync(file, 'utf8')));
  }
  const added = lines(
    git(top, 'log', '--full-history', '--reverse', '--format=%H', '--diff-filter=A', '--', heldOutLockFile),
  )[0];
  if (!added) return { kind: 'none', reason: 'the lock is not committed yet' };
  const truncated = boundaries.has(added);
  const filesOf = (commit: string) =>
    lines(git(top, 'diff-tree', '--root', '--no-commit-id', '--name-only', '-r', commit));
  const touching = lines(
    git(top, 'rev-list', '--no-merges', '--full-history', `${added}..HEAD`, '--', heldOutCasesFile),
  );
  if (!truncated && filesOf(added).includes(heldOutCasesFile)) touching.push(added);
  const commits = touching
    .filter((c) => !boundaries.has(c))
    .map((commit) => ({ commit: short(commit), files: filesOf(commit) }));
  const lockVersions = lines(git(top, 'log', '--full-history', '--format=%H', '--', heldOutLockFile)).map((commit) => ({
    commit: short(commit),
    lock: caseLock.parse(JSON.parse(git(top, 'show', `${commit}:${heldOutLockFile}`))),
  }));
  return { kind: 'history', since: short(added), truncated, shallow, commits, lockVersions };
}

/** How much history a check stands on, in words for a test's name. */
export function describeHistory(history: CaseHistory): string {
  if (history.kind === 'none') return `no history to check: ${history.reason}`;
  const count = `${history.commits.length} commit${history.commits.length === 1 ? '' : 's'} touching the cases`;
  if (history.truncated)
    return `shallow clone: its history starts at ${history.since}, after the lock was added; ${count} checked from there`;
  return `${count} since the lock was added in ${history.since}${history.shallow ? ' (shallow clone, its history reaches the lock)' : ''}`;
}
