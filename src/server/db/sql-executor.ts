import type { Db } from './client';

/** Plain SQL on a drizzle database or transaction: what pg-boss's `db` option expects. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PGlite (and its transactions) run several statements only through exec. */
  exec?(text: string): Promise<Array<{ rows: Record<string, unknown>[] }>>;
}

/**
 * Runs SQL on the same connection as `db`: inside a transaction, on the transaction's connection,
 * so a job sent there is committed or rolled back with it. drizzle keeps that connection (a pg
 * PoolClient, the Pool, a PGlite transaction or PGlite itself) as `session.client`.
 */
export function sqlExecutor(db: Db): SqlExecutor {
  const client = (db as unknown as { session?: { client?: QueryClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new TypeError('sqlExecutor: not a drizzle pg database');
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && typeof client.exec === 'function') {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
  };
}
