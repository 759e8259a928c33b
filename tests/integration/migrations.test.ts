import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder, openDatabase, type Database, type DatabaseKind } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { createEmptyPostgres, databaseKinds } from '../support/databases';

const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function emptyDatabase(kind: DatabaseKind): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  const empty = await createEmptyPostgres();
  const database = await openDatabase({ kind: 'postgres', url: empty.url, max: 2 });
  return {
    database,
    dispose: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

describe.each(databaseKinds)('migrations on %s', (kind) => {
  it('take an empty database to the latest schema, and a second run changes nothing', async () => {
    const { database, dispose } = await emptyDatabase(kind);
    try {
      const before = await database.query("select table_name from information_schema.tables where table_schema = 'public'");
      expect(before).toEqual([]);

      await migrateDatabase(database);
      const tables = await database.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
      );
      expect(tables.map((t) => t.table_name).sort()).toEqual(schemaTables);
      const applied = await database.query('select id from drizzle.__drizzle_migrations');
      expect(applied).toHaveLength(journal.entries.length);

      await migrateDatabase(database);
      expect(await database.query('select id from drizzle.__drizzle_migrations')).toHaveLength(journal.entries.length);
    } finally {
      await dispose();
    }
  });

  it('enforce the data model: credits never negative, one ledger row per idempotency key', async () => {
    const { database, dispose } = await emptyDatabase(kind);
    try {
      await migrateDatabase(database);
      await database.query(`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
      await database.query(`insert into profiles (id) values ('u1')`);
      const [profile] = await database.query<{ subscription_plan: string; available_credits: number }>(
        `select subscription_plan, available_credits from profiles where id = 'u1'`,
      );
      expect(profile).toEqual({ subscription_plan: 'FREE', available_credits: 0 });

      await expect(database.query(`update profiles set available_credits = -1 where id = 'u1'`)).rejects.toThrow(
        /profiles_available_credits_non_negative/,
      );
      await database.query(
        `insert into credit_ledger (user_id, delta, reason, idempotency_key, balance_after) values ('u1', 3, 'purchase', 'checkout:cs_1', 3)`,
      );
      await expect(
        database.query(
          `insert into credit_ledger (user_id, delta, reason, idempotency_key, balance_after) values ('u1', 3, 'purchase', 'checkout:cs_1', 6)`,
        ),
      ).rejects.toThrow(/duplicate key|unique/i);
    } finally {
      await dispose();
    }
  });
});

it.runIf(process.env.TEST_DATABASE_URL)(
  'on PostgreSQL, processes starting together on an empty database migrate it once, one after another',
  async () => {
    const empty = await createEmptyPostgres();
    // Separate pools, as separate web and worker processes have.
    const processes = await Promise.all(Array.from({ length: 3 }, () => openDatabase({ kind: 'postgres', url: empty.url, max: 2 })));
    try {
      const results = await Promise.allSettled(processes.map((database) => migrateDatabase(database)));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'migrated'))).toEqual([
        'migrated',
        'migrated',
        'migrated',
      ]);
      expect(await processes[0]!.query('select id from drizzle.__drizzle_migrations')).toHaveLength(journal.entries.length);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await empty.drop();
    }
  },
);

