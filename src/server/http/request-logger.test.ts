import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

describe('request logs', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp('pglite', { deps: { logger: pino({ level: 'info' }, sink) } });
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
});
