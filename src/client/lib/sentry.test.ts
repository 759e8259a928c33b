import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeSentry } from '../../../tests/fakes/sentry-server';
import { expectConsoleError } from '../../../tests/support/fail-on-console';
import { initSentry, reportClientError } from './error-reporting';

describe('browser crashes reach Sentry when the server shares a DSN', () => {
  const ingest = new FakeSentry();
  let dsn: string;

  beforeAll(async () => {
    dsn = await ingest.start();
  });
  afterAll(() => ingest.stop());

  it('sends a crash with its causes, and keeps suppressed errors out', async () => {
    expectConsoleError(/Specforge crashed/);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    initSentry({ sentryDsn: dsn, environment: 'test' });

    reportClientError(new TypeError('Load failed'), { kind: 'unhandledrejection' });
    reportClientError(new Error('Board failed to render', { cause: new Error('tasks was undefined') }), {
      kind: 'render',
    });

    const events = await ingest.waitForEvents(1, 10_000);
    expect(events).toHaveLength(1);
    const values = (events[0]!.exception as { values: { value: string }[] }).values.map((v) => v.value);
    expect(values).toEqual(['tasks was undefined', 'Board failed to render']);
    expect(events[0]).toMatchObject({ environment: 'test' });
  });
});
