import { describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { databaseKinds } from '../../../../tests/support/databases';
import { createTestApp } from '../../../../tests/support/test-app';

describe('GET /api/health', () => {
  it('answers 503 with a code once the database stops answering', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await createTestApp('pglite');
    try {
      expect((await t.app.request('/api/health')).status).toBe(200);
      await t.database.close();
      // Within a second the last good probe still stands; after it, the database is asked again.
      expect((await t.app.request('/api/health')).status).toBe(200);
      vi.advanceTimersByTime(1001);
      const response = await t.app.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable.' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/health on a busy embedded database', () => {
  it('answers without queueing behind long work when the database answered within the last second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the clock stands still: the last answer stays within the second
    const t = await createTestApp('pglite');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    await t.database.query('select 1');
    const inside = new Promise<void>((resolve) => (started = resolve));
    // Long work (a kit step's transaction) holds the embedded database's one connection.
    const busy = t.database.pglite!.transaction(async (tx) => {
      await tx.query('select 1');
      started();
      await held;
    });
    try {
      await inside;
      const answer = await Promise.race([
        Promise.resolve(t.app.request('/api/health')).then((response) => response.status),
        new Promise((resolve) => setTimeout(() => resolve('still queued'), 5000)),
      ]);
      expect(answer).toBe(200);
    } finally {
      release();
      await busy;
      await t.database.close();
      vi.useRealTimers();
    }
  });
});

describe('GET /api/health/live', () => {
  it('answers while the process runs, whatever the database does', async () => {
    const t = await createTestApp('pglite');
    await t.database.close();
    const response = await t.app.request('/api/health/live');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 once the database and the job queue answer', async () => {
    const t = await createTestApp('pglite', { kit: { worker: false } });
    try {
      const response = await t.app.request('/api/health/ready');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
    } finally {
      await t.close();
    }
  });

  it('says the queue is not ready once it stops (a process shutting down takes no more traffic)', async () => {
    const t = await createTestApp('pglite', { kit: { worker: false } });
    try {
      await t.kit!.stop();
      const response = await t.app.request('/api/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Not ready: queue not reachable.', details: { failed: ['queue'] } });
    } finally {
      await t.database.destroy();
    }
  });

  it('answers 503 naming the database and the queue once the database is closed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await createTestApp('pglite', { kit: { worker: false } });
    try {
      expect((await t.app.request('/api/health/ready')).status).toBe(200);
      await t.database.close();
      vi.advanceTimersByTime(1001); // past the last answer's grace
      const response = await t.app.request('/api/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Not ready: database and queue not reachable.',
        details: { failed: ['database', 'queue'] },
      });
    } finally {
      vi.useRealTimers();
      await t.kit!.stop().catch(() => {});
    }
  });

  it('needs no queue in an app started without the kit', async () => {
    const t = await createTestApp('pglite');
    try {
      expect(await (await t.app.request('/api/health/ready')).json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'none' } });
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds)('health answers on an unreachable %s database', (kind) => {
  /** A database that refuses: a PostgreSQL database that does not exist (its name would be in the error), or a closed PGlite. */
  async function unreachable(t: Awaited<ReturnType<typeof createTestApp>>): Promise<{ database: Database; secret: string }> {
    if (kind === 'pglite') {
      await t.database.close();
      return { database: t.database, secret: 'closed' };
    }
    const url = new URL(t.database.url!);
    url.pathname = '/specforge_health_no_such_database';
    return { database: await openDatabase({ kind: 'postgres', url: url.toString(), max: 1 }), secret: 'specforge_health_no_such_database' };
  }

  it.each(['/api/health', '/api/health/ready'])('%s names the database, never its error (which goes to the log)', async (path) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await createTestApp(kind);
    const { database, secret } = await unreachable(t);
    vi.advanceTimersByTime(1001); // past the last answer's grace
    const app = createApp({ env: t.env, database, logger: pino({ level: 'info' }, sink) });
    try {
      const response = await app.request(path, { headers: { 'X-Forwarded-For': '198.51.100.9' } });
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(text).not.toContain(secret);
      expect(JSON.parse(text)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { failed: ['database'] } });
      expect(Object.keys(JSON.parse(text).details)).toEqual(['failed']);
      expect(lines.join('')).toContain(secret);
    } finally {
      vi.useRealTimers();
      if (kind === 'postgres') await database.close();
      await t.database.destroy().catch(() => {});
    }
  });
});
