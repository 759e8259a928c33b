import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, migrationsFolder, openDatabase, type Database, type DatabaseKind } from '../../src/server/db/client';
import { seedTemplates } from '../../src/server/modules/templates/templates.seed';

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/specforge');

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  hash.update(readFileSync(path.join(root, 'src/server/db/seed/templates-data.ts')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite data folder, dumped once to a tarball that every test loads in memory
 * (a first PGlite migration takes seconds; loading the dump takes a fraction of that).
 */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(cacheDir, `pglite-template-${templateKey()}.tar.gz`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedTemplates(database.db);
  const dump = await database.pglite!.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return file;
}

export interface TestDatabase extends Database {
  /** The PostgreSQL URL (PostgreSQL only), for other processes to open it. */
  url?: string;
  /** Closes and removes the database. */
  destroy(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server. */
export async function createEmptyPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `specforge_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A fresh database of the given kind, migrated and seeded like a real start. */
export async function createTestDatabase(kind: DatabaseKind, options: { dataDir?: string } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = await ensurePgliteTemplate();
    const database = await openDatabase({ kind: 'pglite', dataDir: options.dataDir, loadDataDir: new Blob([readFileSync(template)]) });
    return { ...database, destroy: () => database.close() };
  }
  const empty = await createEmptyPostgres();
  const database = await openDatabase({ kind: 'postgres', url: empty.url, max: 5 });
  await migrateDatabase(database);
  await seedTemplates(database.db);
  return {
    ...database,
    url: empty.url,
    destroy: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
