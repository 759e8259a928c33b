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

async function adminQuery<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<T>(sql, values)).rows;
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server: empty, or a copy of `template`
 * (PostgreSQL copies a database's files, much faster than running the migrations again).
 */
export async function createEmptyPostgres(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `specforge_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(name),
    drop: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

const postgresTemplatePrefix = 'specforge_template_';

/**
 * The migrated, seeded PostgreSQL database the test databases are copied from, one per migration
 * set. It is built under another name and renamed when complete, so a copy never starts from a
 * half-built one; templates of older migration sets are dropped.
 */
export async function ensurePostgresTemplate(): Promise<string> {
  const name = `${postgresTemplatePrefix}${templateKey()}`;
  const existing = await adminQuery<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${postgresTemplatePrefix}%`]);
  if (existing.some((row) => row.datname === name)) return name;
  const building = await createEmptyPostgres();
  const database = await openDatabase({ kind: 'postgres', url: building.url, max: 1 });
  await migrateDatabase(database);
  await seedTemplates(database.db);
  await database.close();
  const buildingName = new URL(building.url).pathname.slice(1);
  try {
    await adminQuery(`alter database ${buildingName} rename to ${name}`);
  } catch (error) {
    // Another process built it first: use theirs.
    await building.drop();
    if (!(await adminQuery(`select 1 from pg_database where datname = $1`, [name])).length) throw error;
  }
  for (const { datname } of existing) {
    if (datname !== name) await adminQuery(`drop database if exists ${datname} with (force)`).catch(() => undefined);
  }
  return name;
}

/** A fresh database of the given kind, migrated and seeded like a real start. */
export async function createTestDatabase(kind: DatabaseKind, options: { dataDir?: string } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = await ensurePgliteTemplate();
    const database = await openDatabase({ kind: 'pglite', dataDir: options.dataDir, loadDataDir: new Blob([readFileSync(template)]) });
    return { ...database, destroy: () => database.close() };
  }
  const empty = await createEmptyPostgres(await ensurePostgresTemplate());
  const database = await openDatabase({ kind: 'postgres', url: empty.url, max: 5 });
  return {
    ...database,
    url: empty.url,
    destroy: async () => {
      await database.close();
      await empty.drop();
    },
  };
}
