import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

describe('request logs and ids', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp('pglite', {
      deps: {
        logger: pino({ level: 'info' }, sink),
        extend: (app) => {
          app.get('/api/test-only/work', (c) => {
            c.get('log').info({ step: 'inside' }, 'handler at work');
            return c.json({ ok: true });
          });
          app.get('/api/test-only/crash', () => {
            throw new Error('the handler crashed');
          });
        },
      },
    });
  });
  afterAll(() => t.close());

  it('write one line per request carrying the id the response names', async () => {
    const response = await t.app.request('/api/health');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.reqId === id);
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200, msg: 'request' });
    expect(typeof line!.ms).toBe('number');
  });

  it('keep an id the caller sent, so a request can be followed across services', async () => {
    const response = await t.app.request('/api/nope', { headers: { 'X-Request-Id': 'edge-1234' } });
    expect(response.headers.get('x-request-id')).toBe('edge-1234');
    expect(lines.find((l) => l.reqId === 'edge-1234')).toMatchObject({ status: 404 });
  });
  it('replace an id that is not a short plain token with a fresh one', async () => {
    for (const sent of ['a'.repeat(65), 'has spaces', 'path/../x', '<script>', 'semi;colon']) {
      const response = await t.app.request('/api/health/live', { headers: { 'X-Request-Id': sent } });
      expect(response.headers.get('x-request-id'), sent).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
    const longest = 'b'.repeat(64);
    expect(
      (await t.app.request('/api/health/live', { headers: { 'X-Request-Id': longest } })).headers.get('x-request-id'),
    ).toBe(longest);
  });

  it('are carried by the lines a handler logs', async () => {
    const response = await t.app.request('/api/test-only/work', { headers: { 'X-Request-Id': 'trace-work-1' } });
    expect(response.headers.get('x-request-id')).toBe('trace-work-1');
    const mine = lines.filter((l) => l.reqId === 'trace-work-1').map((l) => l.msg);
    expect(mine).toEqual(['handler at work', 'request']);
  });

  it('are written into the crash report, its log line and the answer', async () => {
    const response = await t.app.request('/api/test-only/crash', { headers: { 'X-Request-Id': 'trace-crash-1' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('trace-crash-1');
    const events = await t.database.query<{ message: string; request_id: string | null }>(
      "select message, request_id from error_events where source = 'server'",
    );
    expect(events).toEqual([{ message: 'the handler crashed', request_id: 'trace-crash-1' }]);
    const mine = lines.filter((l) => l.reqId === 'trace-crash-1').map((l) => l.msg);
    expect(mine).toEqual(['unhandled server error', 'request failed']);
  });
});
