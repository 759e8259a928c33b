import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { Logger } from '../logger';

/**
 * PostgreSQL LISTEN/NOTIFY, fanned out in memory. A NOTIFY sent inside a transaction is delivered
 * when it commits, to every process on the database: web processes forward kit progress
 * to browsers, workers wake up when jobs are queued.
 */
export const channels = {
  /** Payload: a project id whose kit changed. */
  progress: 'kit_progress',
  /** Payload: a queue name that has new jobs. */
  jobs: 'kit_jobs',
  /** Payload: a user id whose session, account row, profile or projects changed (sent by triggers). */
  accounts: 'account_changed',
} as const;
export type Channel = (typeof channels)[keyof typeof channels];

export function notify(db: Db, channel: Channel, payload: string) {
  return db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export interface Notifications {
  on(channel: Channel, listener: (payload: string) => void): () => void;
  /**
   * Calls `listener` each time listening resumes after its connection was lost (a database restart):
   * whatever was notified in between was missed, so state followed through notifications is stale.
   */
  onResume(listener: () => void): () => void;
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
  const resumeListeners = new Set<() => void>();
  const resumed = () => {
    for (const listener of resumeListeners) {
      try {
        listener();
      } catch (error) {
        logger.error({ err: error }, 'notification listener failed');
      }
    }
  };
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
    let listened = false;
    // A dedicated connection holds the LISTEN; if it drops, take another one and listen again.
    // Only the connection in use is handled: one already given up (by stop, or by an earlier error)
    // is ignored when it errors later, so it is never released twice.
    const retry = () => {
      if (closed) return;
      retryMs = Math.min(retryMs * 2, 10_000);
      setTimeout(() => void connect(), retryMs).unref();
    };
    const connect = async (): Promise<void> => {
      let c: pg.PoolClient | undefined;
      try {
        c = await pool.connect();
        const mine = c;
        client = mine;
        mine.on('notification', (message) => {
          if (allChannels.includes(message.channel as Channel)) dispatch(message.channel as Channel, message.payload ?? '');
        });
        mine.on('error', (error) => {
          if (client !== mine) return;
          client = undefined;
          logger.warn({ err: error }, 'notification connection lost; reconnecting');
          mine.release(true);
          retry();
        });
        if (closed) throw new Error('closed');
        for (const channel of allChannels) await mine.query(`LISTEN ${channel}`);
        retryMs = 250;
        if (listened) {
          logger.warn('listening for notifications again');
          resumed();
        }
        listened = true;
      } catch (error) {
        if (c) {
          // The error handler got there first.
          if (client !== c) return;
          client = undefined;
          c.release(true);
        }
        if (closed) return;
        logger.warn({ err: error }, 'could not listen for notifications; retrying');
        retry();
      }
    };
    await connect();
    stop = async () => {
      closed = true;
      const c = client;
      client = undefined;
      // A listening connection is not handed back to the pool: it is closed.
      c?.release(true);
    };
  }

  return {
    on(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => set.delete(listener);
    },
    onResume(listener) {
      resumeListeners.add(listener);
      return () => resumeListeners.delete(listener);
    },
    close: () => stop(),
  };
}
