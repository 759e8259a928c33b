import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { Logger } from '../logger';

/**
 * PostgreSQL LISTEN/NOTIFY, fanned out in memory. A NOTIFY sent inside a transaction is delivered
 * when it commits, to every process on the database (DESIGN §1): web processes forward kit progress
 * to browsers, workers wake up when jobs are queued.
 */
export const channels = {
  /** Payload: a project id whose kit changed. */
  progress: 'kit_progress',
  /** Payload: a queue name that has new jobs. */
  jobs: 'kit_jobs',
} as const;
export type Channel = (typeof channels)[keyof typeof channels];

export function notify(db: Db, channel: Channel, payload: string) {
  return db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export interface Notifications {
  on(channel: Channel, listener: (payload: string) => void): () => void;
  close(): Promise<void>;
}

export async function listenForNotifications(database: Database, logger: Logger): Promise<Notifications> {
  const listeners = new Map<Channel, Set<(payload: string) => void>>();
  const dispatch = (channel: Channel, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        logger.error({ err: error, channel }, 'notification listener failed');
      }
    }
  };
  const allChannels = Object.values(channels);
  let stop: () => Promise<void>;

  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await Promise.all(allChannels.map((channel) => pglite.listen(channel, (p) => dispatch(channel, p))));
    stop = async () => {
      await Promise.all(unlisten.map((u) => u().catch(() => {})));
    };
  } else {
    const pool = database.pool!;
    let client: pg.PoolClient | undefined;
    let closed = false;
    let retryMs = 250;
    // A dedicated connection holds the LISTEN; if it drops, take another one and listen again.
    const connect = async (): Promise<void> => {
      try {
        const c = await pool.connect();
        c.on('notification', (message) => {
          if (allChannels.includes(message.channel as Channel)) dispatch(message.channel as Channel, message.payload ?? '');
        });
        c.on('error', (error) => {
          logger.warn({ err: error }, 'notification connection lost; reconnecting');
          c.release(true);
          if (client === c) client = undefined;
          if (!closed) setTimeout(() => void connect(), retryMs).unref();
        });
        for (const channel of allChannels) await c.query(`LISTEN ${channel}`);
        client = c;
        retryMs = 250;
      } catch (error) {
        if (closed) return;
        retryMs = Math.min(retryMs * 2, 10_000);
        logger.warn({ err: error }, 'could not listen for notifications; retrying');
        setTimeout(() => void connect(), retryMs).unref();
      }
    };
    await connect();
    stop = async () => {
      closed = true;
      const c = client;
      client = undefined;
      if (c) {
        await c.query('UNLISTEN *').catch(() => {});
        c.release();
      }
    };
  }

  return {
    on(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
    close: () => stop(),
  };
}
