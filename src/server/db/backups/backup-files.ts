import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseKind } from '../client';
import { BackupError } from './backup-error';

/** What a backup file holds, told by its first bytes. */
export type BackupFormat = 'postgres-custom' | 'pglite-gzip' | 'unknown';

const extensions: Record<DatabaseKind, string> = { postgres: 'dump', pglite: 'tar.gz' };

/** `backups/specforge-<kind>-<UTC time>.<ext>`, relative to the working folder. */
export function defaultBackupFile(kind: DatabaseKind, now = new Date()): string {
  const stamp = `${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
  return path.join('backups', `specforge-${kind}-${stamp}.${extensions[kind]}`);
}

/** pg_dump's custom format starts with `PGDMP`; PGlite's gzip dump with gzip's magic number. */
export function readBackupFormat(file: string): BackupFormat {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  if (!statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres-custom';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite-gzip';
  return 'unknown';
}

/**
 * A backup holds password hashes, sessions and two-factor secrets: only its owner may read it, so
 * files are 0600 and the folders we make 0700. Set with chmod, not by the mode given at creation,
 * which the umask can loosen.
 */
const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

/** Makes the folders of `folder` that are missing, each 0700 (folders that exist are someone's choice). */
function makePrivateFolders(folder: string): void {
  const first = mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER });
  if (first === undefined) return;
  for (let made = folder; ; made = path.dirname(made)) {
    chmodSync(made, PRIVATE_FOLDER);
    if (made === first || made === path.dirname(made)) break;
  }
}

/**
 * The folder the backups go to by default (`backups/`) is ours, whoever made it: when an older
 * version left it readable by everyone, it is tightened to 0700 (a missing one is made 0700 with the file).
 */
export function tightenBackupFolder(folder: string): void {
  if (existsSync(folder)) chmodSync(folder, PRIVATE_FOLDER);
}

/**
 * A backup is written to a temporary name beside its destination and renamed when complete, so a
 * file under the backup's name is never a half-written one. Refuses to overwrite. The temporary
 * file is made 0600 before a byte is written (pg_dump writes into it and keeps its mode).
 */
export function reserveBackupFile(file: string): { partial: string; commit(): number; abandon(): void } {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another --output.`);
  makePrivateFolders(path.dirname(path.resolve(file)));
  const partial = `${file}.partial-${process.pid}`;
  closeSync(openSync(partial, 'wx', PRIVATE_FILE));
  chmodSync(partial, PRIVATE_FILE);
  return {
    partial,
    commit: () => {
      renameSync(partial, file);
      return statSync(file).size;
    },
    abandon: () => rmSync(partial, { force: true }),
  };
}

export function writeBackupFile(file: string, data: Uint8Array): number {
  const reserved = reserveBackupFile(file);
  try {
    writeFileSync(reserved.partial, data);
    return reserved.commit();
  } catch (error) {
    reserved.abandon();
    throw error;
  }
}

export function formatSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}
