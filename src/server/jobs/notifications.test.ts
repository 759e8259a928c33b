import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../tests/support/databases';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { channels, listenForNotifications, notify } from './notifications';

const logger = createLogger(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));

describe.runIf(databaseKinds.includes('postgres'))('notifications on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.destroy());

  const received = (notifications: Awaited<ReturnType<typeof listenForNotifications>>, payload: string) =>
    new Promise<string>((resolve) => {
      const stop = notifications.on(channels.progress, (p) => {
        if (p !== payload) return;
        stop();
        resolve(p);
      });
    });
  const terminateListeners = () =>
    database.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike '%LISTEN%'`,
    );

  it('listens again after its connection is killed, and ignores the old one after closing', async () => {
    const notifications = await listenForNotifications(database, logger);
    const first = received(notifications, 'one');
    await notify(database.db, channels.progress, 'one');
    expect(await first).toBe('one');

    await terminateListeners();
    // The replacement connection takes a moment; keep notifying until it hears one.
    let heard = false;
    const second = received(notifications, 'two').then(() => (heard = true));
    for (let i = 0; i < 100 && !heard; i += 1) {
      await notify(database.db, channels.progress, 'two');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await second;

    await notifications.close();
    // Every connection killed after close (a restart, a dropped database) must not throw: the
    // listening client once went back to the pool with its handler and was released twice.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
});
