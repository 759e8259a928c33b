import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Another live process holds the embedded database. */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder ? ` (pid ${holder.pid} on ${holder.host}, since ${holder.since})` : '';
    super(
      `Another Specforge process${who} is using the embedded ` +
        `database in ${path.dirname(lockFile)}. Stop it first: two processes on one embedded database overwrite ` +
        `each other's writes. (If no such process is running, delete ${lockFile}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, host: String(holder.host), since: String(holder.since) } : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's holder may still be at work; a holder on another machine cannot be checked. */
function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  // Our own pid in the lock is a previous life of this process's pid (a container restarted).
  return holder.pid !== process.pid && isRunning(holder.pid);
}

/**
 * Takes `lockFile` for this process, refusing while another live process holds it (PGlite has one
 * owner: a second process would overwrite the first one's writes). A lock left by a process that
 * died is taken over. Returns the release function.
 */
export function lockDataDir(lockFile: string): () => void {
  const mine: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(lockFile, JSON.stringify(mine), { flag: 'wx' });
      return () => {
        if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    // Unreadable: a process is writing it right now, or it is not ours to judge.
    if (!holder) {
      if (attempt < 4) continue;
      throw new DataDirLockedError(lockFile, undefined);
    }
    if (isAlive(holder)) throw new DataDirLockedError(lockFile, holder);
    // Stale. Moving it aside is atomic, so of two processes taking it over one moves it; if what
    // was moved is not the stale lock (the other one's new lock), it goes back and is judged again.
    const aside = `${lockFile}.${process.pid}.stale`;
    try {
      renameSync(lockFile, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const moved = readHolder(aside);
    if (moved && (moved.pid !== holder.pid || moved.since !== holder.since)) renameSync(aside, lockFile);
    else rmSync(aside, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
