import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { createTestApp, jsonRequest, type TestApp } from '../../../../tests/support/test-app';

describe.each(databaseKinds)('POST /api/client-errors on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy the caller's address comes from X-Forwarded-For.
    t = await createTestApp(kind, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const post = (body: unknown, ip = '203.0.113.1') =>
    t.app.request('/api/client-errors', jsonRequest('POST', body, { 'X-Forwarded-For': ip }));

  it('stores a crash with its stack, page and browser', async () => {
    const response = await post({
      message: 'Cannot render ProjectTabs',
      stack: 'TypeError: Cannot render ProjectTabs\n    at ProjectTabs (https://app/assets/index.js:1:2)',
      url: 'https://app/dashboard/projects/1',
      kind: 'render',
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ stored: true });
    const rows = await t.database.query<{ source: string; url: string; stack: string; context: unknown }>(
      "select source, url, stack, context from error_events where message = 'Cannot render ProjectTabs'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'client', url: 'https://app/dashboard/projects/1', context: { kind: 'render' } });
    expect(rows[0]!.stack).toContain('at ProjectTabs');
  });

  it('accepts but does not store errors from extensions, the hosting analytics script or "Load failed"', async () => {
    const suppressed = [
      { message: "Cannot read properties of undefined (reading 'x')", stack: 'at chrome-extension://abc/content.js:1:1' },
      { message: 'Script error', stack: 'at https://site/_vercel/insights/script.js:1:1' },
      { message: 'Load failed' },
    ];
    for (const report of suppressed) {
      const response = await post(report, '203.0.113.2');
      expect(await response.json()).toEqual({ stored: false });
    }
    const rows = await t.database.query(
      "select 1 from error_events where message in ('Load failed', 'Script error') or message like 'Cannot read properties%'",
    );
    expect(rows).toHaveLength(0);
  });

  it('keeps at most 50 stack frames', async () => {
    const frames = Array.from({ length: 80 }, (_, i) => `    at frame${i} (https://app/a.js:${i}:1)`);
    await post({ message: 'Deep stack', stack: ['Error: Deep stack', ...frames].join('\n') }, '203.0.113.3');
    const [row] = await t.database.query<{ stack: string }>("select stack from error_events where message = 'Deep stack'");
    const kept = row!.stack.split('\n').filter((line) => line.includes(' at '));
    expect(kept).toHaveLength(50);
    expect(kept[0]).toContain('frame0 ');
  });

  it('refuses an oversized report with 413', async () => {
    const response = await post({ message: 'big', stack: 'x'.repeat(60 * 1024) }, '203.0.113.4');
    expect(response.status).toBe(413);
  });

  it('limits each address to 30 reports per 5 minutes, with the rate-limit message', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 30; i++) expect((await post({ message: `flood ${i}` }, ip)).status).toBe(202);
    const refused = await post({ message: 'one too many' }, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 5 minutes.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(250);
    // Another address is unaffected.
    expect((await post({ message: 'other caller' }, '198.51.100.8')).status).toBe(202);
  });
});
