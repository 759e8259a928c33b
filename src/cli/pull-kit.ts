import type { KitFilesDto } from '../shared/schemas/projects';
import { CliError } from './exit-codes';
import { decideKitFile, type KitFileDecision } from './kit-file-decision';
import { isPulledPath, unsafePathReason } from './kit-paths';
import { INCOMING_DIR, SPECFORGE_DIR, readManifest, sha256, writeManifest, type KitManifest } from './kit-manifest';
import {
  UnsafePathError,
  checkRepositoryFolder,
  readRepositoryFile,
  removeRepositoryFile,
  writeRepositoryFile,
} from './repository-files';

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

const GITIGNORE = `# The kit's versions of files you changed, to compare and merge by hand.\nincoming/\n# The commit each task started from on this machine (specforge start), for its evidence.\nstarted.json\n`;

/**
 * The CLI's own files are read and checked before any kit file is written: a link at `.specforge`,
 * its `kit.json`, its `.gitignore` or its `incoming/` stops the pull with nothing written.
 */
async function prepareOwnFiles(root: string): Promise<KitManifest | null> {
  try {
    const previous = await readManifest(root);
    await checkRepositoryFolder(root, INCOMING_DIR);
    await writeRepositoryFile(root, `${SPECFORGE_DIR}/.gitignore`, GITIGNORE, { keepExisting: true });
    return previous;
  } catch (error) {
    if (error instanceof UnsafePathError)
      throw new CliError(error.exitCode, `Nothing was pulled: ${error.message}`, error.code);
    throw error;
  }
}

/** Writes one kit file, or says why it may not be (the path from the server, or a link on its way). */
async function pullFile(
  root: string,
  file: KitFilesDto['files'][number],
  lastWritten: string | undefined,
  force: boolean,
): Promise<PulledFile> {
  const incoming = sha256(file.content);
  const onDisk = await readRepositoryFile(root, file.path);
  const decision = decideKitFile({ incoming, onDisk: onDisk && sha256(onDisk), lastWritten, force });
  const incomingPath = `${INCOMING_DIR}/${file.path}`;
  if (decision === 'keep') {
    await writeRepositoryFile(root, incomingPath, file.content);
    return { path: file.path, decision, incomingPath };
  }
  // A kit version left from an earlier pull would only mislead now.
  await removeRepositoryFile(root, incomingPath);
  if (decision !== 'unchanged') await writeRepositoryFile(root, file.path, file.content);
  return { path: file.path, decision };
}

export async function pullKit({
  root,
  kit,
  projectId,
  serverUrl,
  force,
  now = new Date(),
}: PullKitInput): Promise<PullReport> {
  const previous = await prepareOwnFiles(root);
  const lastWritten = new Map(Object.entries(previous?.files ?? {}).map(([file, entry]) => [file, entry.sha256]));
  const files: PulledFile[] = [];
  const rejected: PullReport['rejected'] = [];

  for (const file of kit.files) {
    const reason = unsafePathReason(file.path);
    if (reason) {
      rejected.push({ path: file.path, reason });
      continue;
    }
    if (!isPulledPath(file.path)) continue;
    let pulled: PulledFile;
    try {
      pulled = await pullFile(root, file, lastWritten.get(file.path), force);
    } catch (error) {
      if (!(error instanceof UnsafePathError)) throw error;
      rejected.push({ path: file.path, reason: `${error.relativePath} ${error.reason}` });
      continue;
    }
    files.push(pulled);
    // For a kept file the manifest keeps the hash the CLI last wrote, so the next pull still sees the change.
    if (pulled.decision !== 'keep') lastWritten.set(file.path, sha256(file.content));
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
