import { randomBytes } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import { lstat, mkdir, open, realpath, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { CliError, exitCodes } from './exit-codes';

/**
 * Every file the CLI reads or writes in a repository goes through here (ADR 0040). A repository is
 * someone else's work: a symbolic link planted in it (`.specforge` → ~/.ssh, a dangling
 * `.specforge/kit.json`, `docs` → /etc) must not carry a write outside it. So no link is followed:
 * each folder on the way is lstat'ed and must be a real folder before anything is created in it, a
 * file is opened with O_NOFOLLOW, and a write goes to a new temporary file in the checked folder
 * (O_EXCL, which never follows a link either) that is then renamed over the name (rename replaces a
 * name, never what a link points at). Like git, it refuses rather than removing someone's link.
 *
 * Paths are relative to the root with `/` between folders, as the kit and the manifest name them;
 * the root itself is the user's choice (`--dir` or the git repository), so it may be reached
 * through a link.
 */

/** A path the CLI will not touch, and why: its message names the path. */
export class UnsafePathError extends CliError {
  constructor(
    readonly relativePath: string,
    readonly reason: string,
  ) {
    super(
      exitCodes.unexpected,
      `${relativePath} ${reason}; Specforge reads and writes only real files and folders inside the repository, so remove it or put a real one in its place.`,
      'UNSAFE_PATH',
    );
  }
}

// Not on Windows, where no symbolic link is made without privileges anyway.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function lstatOrNull(file: string): Promise<Stats | null> {
  try {
    return await lstat(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function segmentsOf(relativePath: string): string[] {
  const segments = relativePath.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('\\'))) {
    throw new UnsafePathError(relativePath, 'is not a plain relative path');
  }
  return segments;
}

/** The root as a real path, created for a write when it is missing (`--dir` may name a new folder). */
async function realRoot(root: string, create: boolean): Promise<string | null> {
  if (create) await mkdir(root, { recursive: true });
  return realpath(root).catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
}

function checkedFolder(stats: Stats, relativePath: string): void {
  if (stats.isSymbolicLink()) throw new UnsafePathError(relativePath, 'is a symbolic link');
  if (!stats.isDirectory()) throw new UnsafePathError(relativePath, 'is not a folder');
}

/**
 * Walks down `folders` from the root, each lstat'ed before it is entered; a missing one is created
 * when `create`, else the walk ends with null.
 */
async function walkFolders(root: string, folders: readonly string[], create: boolean): Promise<string | null> {
  let folder = await realRoot(root, create);
  if (folder === null) return null;
  for (let index = 0; index < folders.length; index += 1) {
    folder = path.join(folder, folders[index]!);
    const walked = folders.slice(0, index + 1).join('/');
    let stats = await lstatOrNull(folder);
    if (!stats) {
      if (!create) return null;
      await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      // Whatever is there now (ours, or something that raced us to the name) is checked like the rest.
      stats = await lstat(folder);
    }
    checkedFolder(stats, walked);
  }
  return folder;
}

/** The folder a file goes in, every folder on the way checked. */
const folderOf = (root: string, relativePath: string, create: boolean) =>
  walkFolders(root, segmentsOf(relativePath).slice(0, -1), create);

/** Refuses a folder (or one on its way) that is a link or not a folder; a missing one is fine. */
export async function checkRepositoryFolder(root: string, relativePath: string): Promise<void> {
  await walkFolders(root, segmentsOf(relativePath), false);
}

/** What is at the file's own name: nothing, or a real file (a link or a folder is refused). */
async function fileStats(file: string, relativePath: string): Promise<Stats | null> {
  const stats = await lstatOrNull(file);
  if (stats?.isSymbolicLink()) throw new UnsafePathError(relativePath, 'is a symbolic link');
  if (stats && !stats.isFile()) throw new UnsafePathError(relativePath, 'is not a file');
  return stats;
}

/** The file's content, or null when it (or a folder on its way) does not exist. */
export async function readRepositoryFile(root: string, relativePath: string): Promise<Buffer | null> {
  const folder = await folderOf(root, relativePath, false);
  if (!folder) return null;
  const file = path.join(folder, path.basename(relativePath));
  if (!(await fileStats(file, relativePath))) return null;
  let handle;
  try {
    handle = await open(file, constants.O_RDONLY | NO_FOLLOW);
  } catch (error) {
    if (isMissing(error)) return null;
    if ((error as NodeJS.ErrnoException).code === 'ELOOP')
      throw new UnsafePathError(relativePath, 'is a symbolic link');
    throw error;
  }
  try {
    if (!(await handle.stat()).isFile()) throw new UnsafePathError(relativePath, 'is not a file');
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

export interface WriteOptions {
  /** Leave a file already there as it is (the `.gitignore` a person may have edited). */
  keepExisting?: boolean;
}

/** Writes the file whole (a reader never sees half of it), creating its missing folders, each checked first. */
export async function writeRepositoryFile(
  root: string,
  relativePath: string,
  content: string | Buffer,
  { keepExisting = false }: WriteOptions = {},
): Promise<void> {
  const folder = (await folderOf(root, relativePath, true))!;
  const name = path.basename(relativePath);
  const file = path.join(folder, name);
  const existing = await fileStats(file, relativePath);
  if (existing && keepExisting) return;
  const temporary = path.join(folder, `.specforge-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW,
    existing ? existing.mode & 0o777 : 0o666,
  );
  try {
    try {
      await handle.writeFile(content);
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Removes the file if it is there; a link at its name is removed itself, never what it points at. */
export async function removeRepositoryFile(root: string, relativePath: string): Promise<void> {
  const folder = await folderOf(root, relativePath, false);
  if (!folder) return;
  const file = path.join(folder, path.basename(relativePath));
  const stats = await lstatOrNull(file);
  if (!stats) return;
  if (stats.isDirectory()) throw new UnsafePathError(relativePath, 'is not a file');
  await unlink(file).catch((error: unknown) => {
    if (!isMissing(error)) throw error;
  });
}
