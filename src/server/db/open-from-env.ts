import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';
import { migrateDatabase, openDatabase, type Database } from './client';
import { lockDataDir } from './data-dir-lock';
import { seedTemplates } from '../modules/templates/templates.seed';

/**
 * Opens the configured database, migrates it to the latest schema and seeds the template library.
 * The embedded database is this process's alone until it is closed: a second process refuses to start.
 */
export async function openAppDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return prepare(await openDatabase({ kind: 'postgres', url: env.DATABASE_URL }));
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(path.join(dataDir, 'pglite.lock'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return await prepare(database);
  } catch (error) {
    release();
    throw error;
  }
}

async function prepare(database: Database): Promise<Database> {
  await migrateDatabase(database);
  await seedTemplates(database.db);
  return database;
}
