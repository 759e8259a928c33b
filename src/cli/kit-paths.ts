import { isSingleLine } from '../shared/schemas/text';

/**
 * Which of the kit's files `specforge pull` writes into a repository, and the check every path
 * from the server passes first: a path is written under the repository's root and nowhere else.
 */

/** Why `path` may not be written, or null when it is a plain relative path inside the folder. */
export function unsafePathReason(path: string): string | null {
  if (path.length === 0) return 'empty path';
  // A name a terminal would obey when listed (ESC, C1), or that breaks a line: never a file's name
  // (the one rule for single-line text, ADR 0037).
  if (!isSingleLine(path)) return 'control character in the name';
  if (path.includes('\\')) return 'backslash (only / separates folders)';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'absolute path';
  const segments = path.split('/');
  if (segments.some((segment) => segment === '')) return 'empty folder name';
  if (segments.some((segment) => segment === '.' || segment === '..')) return '. or .. in the path';
  if (segments[0]!.toLowerCase() === '.git') return 'inside .git';
  if (segments[0]!.toLowerCase() === '.specforge') return 'inside .specforge (the CLI’s own folder)';
  return null;
}

/** The documents, the agents' rules files and the task board; prompts and tasks.json stay on the server. */
const pulledPaths = [
  /^docs\/[^/]+\.md$/,
  /^docs\/custom\/[^/]+\.md$/,
  /^AGENTS\.md$/,
  /^CLAUDE\.md$/,
  /^\.cursor\/rules\/[^/]+\.mdc$/,
  /^tasks\.md$/,
];

export function isPulledPath(path: string): boolean {
  return pulledPaths.some((pattern) => pattern.test(path));
}
