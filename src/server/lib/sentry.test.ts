import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSentry } from '../../../tests/fakes/sentry-server';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { captureDeepStacks } from '../../shared/error-reporting';
import { initSentry, type SentryClient } from './sentry';

interface SentryException {
  type: string;
  value: string;
  stacktrace?: { frames: unknown[] };
}

describe('server errors reach Sentry when SENTRY_DSN is set', () => {
  const ingest = new FakeSentry();
  let sentry: SentryClient;
  let t: TestApp;

  beforeAll(async () => {
    captureDeepStacks(); // as main.ts does at start-up
    const dsn = await ingest.start();
    sentry = await initSentry({ dsn, environment: 'test', release: '0.0.0-test' });
    t = await createTestApp('pglite', {
      env: { SENTRY_DSN: dsn },
      deps: {
        sentry,
        extend: (app) =>
          app.get('/api/test-only/deep', () => {
            // A cause chain 8 deep and a stack far deeper than 50 frames.
            let error = new Error('cause 0');
            for (let i = 1; i < 8; i++) error = new Error(`cause ${i}`, { cause: error });
            const recurse = (n: number): never => {
              if (n === 0) throw new Error('payment webhook exploded', { cause: error });
              return recurse(n - 1);
            };
            return recurse(80);
          }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await ingest.stop();
  });

  it('sends the exception with at most 50 frames and at most 5 of its causes', async () => {
    const response = await t.app.request('/api/test-only/deep');
    expect(response.status).toBe(500);
    await sentry.flush(5000);
    const [event] = await ingest.waitForEvents(1);
    expect(event).toMatchObject({ environment: 'test', release: '0.0.0-test' });
    // Tagged with the request id the answer names, which finds the request's log lines.
    expect(event!.tags).toMatchObject({ request_id: response.headers.get('x-request-id') });
    const exceptions = (event!.exception as { values: SentryException[] }).values;
    expect(exceptions).toHaveLength(6);
    // Sentry lists the outermost error last.
    expect(exceptions.at(-1)!.value).toBe('payment webhook exploded');
    for (const exception of exceptions) expect(exception.stacktrace?.frames.length ?? 0).toBeLessThanOrEqual(50);
    expect(exceptions.at(-1)!.stacktrace!.frames.length).toBe(50);
  });
});
