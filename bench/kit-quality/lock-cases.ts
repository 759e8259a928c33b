/**
 * Appends the lock entries of held-out cases appended to bench/kit-quality/cases.json:
 * `npx tsx bench/kit-quality/lock-cases.ts`. It never rewrites an entry: an edited, moved or removed
 * case is refused, since the held-out cases are frozen (src/server/ai/offline/reader/kit-eval-lock.ts).
 * Commit the new cases and their entries without engine code.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  caseLock,
  heldOutCasesFile,
  heldOutLockFile,
  lockEntries,
  lockProblems,
  type CaseLock,
} from '../../src/server/ai/offline/reader/kit-eval-lock';
import { repoRoot } from '../lib/servers';

const about =
  'SHA-256 of each held-out case in cases.json (its canonical JSON: keys sorted, no spacing), in order. ' +
  'Cases are frozen: append new ones with `npx tsx bench/kit-quality/lock-cases.ts`, in a commit without engine code; never edit, move or remove one.';

const casesPath = path.join(repoRoot, heldOutCasesFile);
const lockPath = path.join(repoRoot, heldOutLockFile);
const cases = (JSON.parse(readFileSync(casesPath, 'utf8')) as { cases: unknown[] }).cases;
const lock: CaseLock = existsSync(lockPath)
  ? caseLock.parse(JSON.parse(readFileSync(lockPath, 'utf8')))
  : { about, cases: [] };
const refused = lockProblems(cases, lock).filter((problem) => !problem.endsWith('appended without its lock entry'));
if (refused.length > 0) {
  console.error(`The held-out cases are frozen; put these back as they were:\n  ${refused.join('\n  ')}`);
  process.exit(1);
}
const added = lockEntries(cases.slice(lock.cases.length));
const lines = [...lock.cases, ...added].map((entry) => `    ${JSON.stringify(entry)}`);
writeFileSync(lockPath, `{\n  "about": ${JSON.stringify(lock.about)},\n  "cases": [\n${lines.join(',\n')}\n  ]\n}\n`);
console.log(
  `${added.length} case${added.length === 1 ? '' : 's'} locked (${lock.cases.length + added.length} in all).`,
);
