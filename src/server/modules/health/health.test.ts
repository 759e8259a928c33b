import { describe, expect, it, vi } from 'vitest';
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
      expect(await response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { failed: ['queue'], reasons: { queue: 'the job queue is stopping' } },
      });
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
      const body = (await response.json()) as { code: string; details: { failed: string[]; reasons: Record<string, string> } };
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.details.failed).toEqual(['database', 'queue']);
      expect(body.details.reasons.database).toEqual(expect.any(String));
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
