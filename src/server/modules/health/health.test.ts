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
