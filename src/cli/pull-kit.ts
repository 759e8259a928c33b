import { lstat, mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KitFilesDto } from '../shared/schemas/projects';
import { decideKitFile, type KitFileDecision } from './kit-file-decision';
import { isPulledPath, unsafePathReason } from './kit-paths';
import { INCOMING_DIR, SPECFORGE_DIR, readManifest, sha256, writeManifest, type KitManifest } from './kit-manifest';

/** Writes a project's kit into a folder (a repository's root), keeping every file someone changed. */

export interface PulledFile {
  path: string;
  decision: KitFileDecision;
  /** For a kept file: where the kit's version was written instead (relative to the root). */
  incomingPath?: string;
}

export interface PullReport {
  root: string;
  files: PulledFile[];
  /** Paths the server sent that could not be written safely. */
  rejected: Array<{ path: string; reason: string }>;
}

export interface PullKitInput {
  root: string;
  kit: KitFilesDto;
  projectId: string;
  serverUrl: string;
  force: boolean;
  now?: Date;
}

async function hashOnDisk(file: string): Promise<string | null> {
  try {
    return sha256(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Creates the file's folder and checks that, symbolic links followed, it is still inside the
 * root, and that the file itself is not a link: a link in the repository must not let the kit
 * write elsewhere.
 */
async function checkedTarget(root: string, relativePath: string): Promise<string> {
  const target = path.join(root, relativePath);
  await mkdir(path.dirname(target), { recursive: true });
  const realRoot = await realpath(root);
  const realFolder = await realpath(path.dirname(target));
  if (realFolder !== realRoot && !realFolder.startsWith(`${realRoot}${path.sep}`)) {
    throw new Error(`${relativePath}: its folder leads outside ${root}`);
  }
  const existing = await lstat(target).catch(() => null);
  if (existing?.isSymbolicLink()) throw new Error(`${relativePath} is a symbolic link`);
  return target;
}

const GITIGNORE = `# The kit's versions of files you changed, to compare and merge by hand.\nincoming/\n`;

async function ensureGitignore(root: string): Promise<void> {
  const file = path.join(root, SPECFORGE_DIR, '.gitignore');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, GITIGNORE, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

export async function pullKit({
  root,
  kit,
  projectId,
  serverUrl,
  force,
  now = new Date(),
}: PullKitInput): Promise<PullReport> {
  const previous = await readManifest(root);
  const lastWritten = new Map(Object.entries(previous?.files ?? {}).map(([file, entry]) => [file, entry.sha256]));
  const files: PulledFile[] = [];
  const rejected: PullReport['rejected'] = [];
  await ensureGitignore(root);

  for (const file of kit.files) {
    const reason = unsafePathReason(file.path);
    if (reason) {
      rejected.push({ path: file.path, reason });
      continue;
    }
    if (!isPulledPath(file.path)) continue;
    let target: string;
    try {
      target = await checkedTarget(root, file.path);
    } catch (error) {
      rejected.push({ path: file.path, reason: (error as Error).message });
      continue;
    }
    const incoming = sha256(file.content);
    const decision = decideKitFile({
      incoming,
      onDisk: await hashOnDisk(target),
      lastWritten: lastWritten.get(file.path),
      force,
    });
    const incomingPath = `${INCOMING_DIR}/${file.path}`;
    if (decision === 'keep') {
      await writeFile(await checkedTarget(root, incomingPath), file.content);
      files.push({ path: file.path, decision, incomingPath });
      // The manifest keeps the hash the CLI last wrote, so the next pull still sees the change.
      continue;
    }
    if (decision !== 'unchanged') await writeFile(target, file.content);
    // A kit version left from an earlier pull would only mislead now.
    await rm(path.join(root, incomingPath), { force: true });
    lastWritten.set(file.path, incoming);
    files.push({ path: file.path, decision });
  }

  const manifest: KitManifest = {
    projectId,
    projectName: kit.projectName,
    serverUrl,
    pulledAt: now.toISOString(),
    files: Object.fromEntries(
      [...lastWritten].sort(([a], [b]) => a.localeCompare(b)).map(([file, hash]) => [file, { sha256: hash }]),
    ),
  };
  await writeManifest(root, manifest);
  return { root, files, rejected };
}
