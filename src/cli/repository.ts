import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CliError, exitCodes } from './exit-codes';
import { readManifest, type KitManifest } from './kit-manifest';

const run = promisify(execFile);

/** The root of the git repository `cwd` is in, or null outside one (or without git). */
export async function gitRoot(cwd: string): Promise<string | null> {
  try {
    const { stdout } = await run('git', ['rev-parse', '--show-toplevel'], { cwd });
    return stdout.trim() || null;
  } catch {
    return null;
  }
}

/** Where `pull` writes: `--dir` when given, else the repository's root; outside a repository, nowhere. */
export async function kitRoot(cwd: string, dir: string | undefined): Promise<string> {
  if (dir) return path.resolve(cwd, dir);
  const root = await gitRoot(cwd);
  if (root) return root;
  throw new CliError(
    exitCodes.usage,
    'Not inside a git repository: run this in your project’s repository, or pass --dir <folder>.',
  );
}

/** The manifest of the kit pulled into the repository `cwd` is in (at its root, or in `cwd` outside one), if any. */
export async function pulledManifest(cwd: string): Promise<KitManifest | null> {
  return readManifest((await gitRoot(cwd)) ?? cwd);
}

/** The project a command works on when no `--project` is given: the one whose kit this repository holds. */
export async function pulledProjectId(cwd: string): Promise<string> {
  const manifest = await pulledManifest(cwd);
  if (manifest) return manifest.projectId;
  throw new CliError(
    exitCodes.usage,
    'Which project? Pass --project <id or name>, or run `specforge pull <project>` in this repository first.',
  );
}
