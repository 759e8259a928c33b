import path from 'node:path';
import type { Env } from '../env';
import { migrateDatabase, openDatabase, type Database } from './client';
import { seedTemplates } from '../modules/templates/templates.seed';

/** Opens the configured database, migrates it to the latest schema and seeds the template library. */
export async function openAppDatabase(env: Env): Promise<Database> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') });
  await migrateDatabase(database);
  await seedTemplates(database.db);
  return database;
}
