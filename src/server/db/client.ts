import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. Repos take it (or a transaction) first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs one plain SQL statement and returns its rows (health checks, tests, scripts). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** When a statement last completed (ms since epoch), whoever ran it: the health check's proof of life. */
  lastAnsweredAt(): number;
  /** The underlying PGlite instance (embedded mode only): pg-boss and LISTEN/NOTIFY use it. */
  pglite?: PGlite;
  /** The underlying pool (PostgreSQL mode only). */
  pool?: pg.Pool;
}

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; max?: number };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.max ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // A client checked out of the pool (a transaction between statements) has no pool handler: when
    // the server restarts, its unheard 'error' event would crash the process. Its queries fail anyway,
    // and the pool drops it when it comes back.
    pool.on('connect', (client) => client.on('error', () => {}));
    let answeredAt = 0;
    // A client comes back to the pool after each statement or transaction; without an error, the server answered.
    pool.on('release', (error) => {
      if (!error) answeredAt = Date.now();
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      query: async <T,>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
      close: () => pool.end(),
      lastAnsweredAt: () => answeredAt,
    };
  }
  // PGlite does not create its parent folder.
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const pglite = await PGlite.create(config.dataDir, config.loadDataDir ? { loadDataDir: config.loadDataDir } : {});
  const answered = trackAnswers(pglite);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    query: async <T,>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    close: () => pglite.close(),
    lastAnsweredAt: answered,
  };
}

/**
 * The embedded database runs in this thread, and its answers arrive as microtasks: a kit's chain of
 * statements would run back to back and starve every socket (health took 600 ms during kits). Each
 * statement first yields to the event loop, so waiting requests are read in between. And since it
 * runs one statement at a time, a probe queued behind a kit's work would wait for all of it: every
 * statement that completes (drizzle's, pg-boss's, ours) proves the database answers, so its entry
 * points note the time they last finished.
 */
function trackAnswers(pglite: PGlite): () => number {
  let answeredAt = 0;
  const track = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const result = await run(...args);
      answeredAt = Date.now();
      return result;
    };
  pglite.query = track(pglite.query.bind(pglite)) as PGlite['query'];
  pglite.exec = track(pglite.exec.bind(pglite)) as PGlite['exec'];
  pglite.transaction = track(pglite.transaction.bind(pglite)) as PGlite['transaction'];
  return () => answeredAt;
}

/** Any fixed number: the PostgreSQL advisory lock that migrating processes take in turn. */
const MIGRATION_LOCK = 0x5f0f0e;

/**
 * Applies every pending drizzle-kit migration. Safe to run at every start, and from many processes
 * starting together on one PostgreSQL (web and workers): each takes a session advisory lock and
 * migrates on that connection, so the first applies the migrations and the others find them applied.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    // The connection is closed, not pooled: that ends the lock too, whatever happened.
    client.release(true);
  }
}
