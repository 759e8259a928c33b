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
