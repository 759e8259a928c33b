import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../tests/support/databases';

describe.runIf(databaseKinds.includes('postgres'))('the PostgreSQL pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.destroy());

  it('survives the server ending a connection held by a transaction between two statements', async () => {
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
      const [row] = rows;
      await database.query('select pg_terminate_backend($1)', [row!.pid]);
      // The connection's end arrives while no statement runs: unheard, its 'error' event was thrown.
      await delay(300);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    // The pool replaced the dead connection.
    expect(await database.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });
});
