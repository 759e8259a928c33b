import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../client';
import { lockDataDir } from '../data-dir-lock';
import { BackupError } from './backup-error';
import { readBackupFormat, writeBackupFile } from './backup-files';

/** Where the server keeps the embedded database inside DATA_DIR, and the lock it holds while open. */
function layout(dataDir: string) {
  const root = path.resolve(dataDir);
  return { root, database: path.join(root, 'pglite'), lock: path.join(root, 'pglite.lock') };
}

function holdsDatabase(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/** Holds DATA_DIR's lock while `work` runs: a server started meanwhile refuses, as one running now makes this refuse. */
async function withDataDirLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const release = lockDataDir(lockFile);
  try {
    return await work();
  } finally {
    release();
  }
}

async function tableCount(database: Database): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
  );
  return row?.count ?? 0;
}

/**
 * PGlite's own dump of the embedded database (a gzip tarball of its data folder), taken with the
 * database open under DATA_DIR's lock, so no server writes while it is read.
 */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  const { database: folder, lock } = layout(dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${folder}: nothing to back up. Is DATA_DIR (or DATABASE_URL) set as for the server?`);
  }
  return withDataDirLock(lock, async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: folder });
    try {
      const dump = await database.pglite!.dumpDataDir('gzip');
      return writeBackupFile(file, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  });
}

export interface PgliteRestore {
  tables: number;
  /** Where the database that was replaced (with `force`) was moved. */
  previous?: string;
}

/**
 * Loads a PGlite dump into a new folder beside DATA_DIR's database and, once it opens, renames it
 * into place: an interrupted restore leaves the old database untouched. A DATA_DIR that already
 * holds a database is refused unless `force`; the old one is then kept under a dated name.
 */
export async function restorePglite(dataDir: string, file: string, options: { force: boolean }): Promise<PgliteRestore> {
  const format = readBackupFormat(file);
  if (format === 'postgres-custom') {
    throw new BackupError(`${file} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to the target database.`);
  }
  if (format !== 'pglite-gzip') throw new BackupError(`${file} is not a Specforge backup (a PGlite dump, .tar.gz).`);
  const { root, database: folder, lock } = layout(dataDir);
  return withDataDirLock(lock, async () => {
    if (holdsDatabase(folder) && !options.force) {
      throw new BackupError(`${folder} already holds a database. Restore into another DATA_DIR, or pass --force to replace it (the old one is kept beside it).`);
    }
    const staging = path.join(root, `.pglite-restoring-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    let tables: number;
    try {
      const database = await openDatabase({ kind: 'pglite', dataDir: staging, loadDataDir: new Blob([readFileSync(file)]) }).catch(
        (error: unknown) => {
          throw new BackupError(`${file} could not be loaded as a PGlite database: ${(error as Error).message}`);
        },
      );
      try {
        tables = await tableCount(database);
      } finally {
        await database.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    let previous: string | undefined;
    if (holdsDatabase(folder)) {
      previous = `${folder}.before-restore-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
      renameSync(folder, previous);
    } else {
      rmSync(folder, { recursive: true, force: true });
    }
    renameSync(staging, folder);
    return { tables, previous };
  });
}
