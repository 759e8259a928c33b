import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../../tests/support/databases';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../tests/support/test-app';
const SERVER_CRASH_REPORTS = { points: 20 };

describe.each(databaseKinds)('crash reports, on %s', (kind) => {
  const lines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
  const sentry = { captureException: vi.fn(), flush: vi.fn(async () => true) };
  let t: TestApp;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
        done();
      },
    });
    t = await createTestApp(kind, {
      deps: {
        logger: pino({ level: 'info' }, sink),
        sentry,
        extend: (app) =>
          app.get('/api/test-crash', () => {
            throw new Error('a bug anyone can reach');
          }),
      },
    });
    // A real HTTP server: only a real socket can close in the middle of a body.
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as Server;
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const stored = async (message: string) =>
    (await t.database.query<{ count: number }>('select count(*)::int as count from error_events where message = $1', [message]))[0]!.count;

  it('takes a body cut off mid-upload as the client’s doing: a 400 logged at info, no crash report', async () => {
    const body = JSON.stringify({ name: 'Ann Lee', email: 'ann@example.com', message: 'A question about plans. '.repeat(100) });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write(
      [
        'POST /api/contact HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Origin: ${TEST_APP_URL}`,
        'X-Forwarded-For: 198.51.100.20',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        '',
        body.slice(0, body.length / 2),
      ].join('\r\n'),
      // Half the body is out; the client goes away.
      () => socket.destroy(),
    );

    await vi.waitFor(() => expect(lines.find((line) => line.path === '/api/contact')).toBeDefined(), { timeout: 10_000 });
    expect(lines.find((line) => line.path === '/api/contact')).toMatchObject({ level: 30, status: 400, msg: 'request' });
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, msg: 'request cut off by the client' }));
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(await t.database.query("select 1 from error_events where source = 'server'")).toEqual([]);
  });

  it('stores and sends at most a few crashes per address; another address is still heard', async () => {
    const crash = (address: string) => t.app.request('/api/test-crash', { headers: { 'X-Forwarded-For': address } });
    for (let i = 0; i <= SERVER_CRASH_REPORTS.points; i++) expect((await crash('198.51.100.21')).status).toBe(500);
    expect(await stored('a bug anyone can reach')).toBe(SERVER_CRASH_REPORTS.points);
    expect(sentry.captureException).toHaveBeenCalledTimes(SERVER_CRASH_REPORTS.points);
    expect(lines.filter((line) => line.msg === 'unhandled server error')).toHaveLength(SERVER_CRASH_REPORTS.points);
    expect(lines.at(-2)).toMatchObject({ level: 40, address: '198.51.100.21', error: 'a bug anyone can reach' });

    expect((await crash('198.51.100.22')).status).toBe(500);
    expect(await stored('a bug anyone can reach')).toBe(SERVER_CRASH_REPORTS.points + 1);
    expect(sentry.captureException).toHaveBeenCalledTimes(SERVER_CRASH_REPORTS.points + 1);
  });
});
