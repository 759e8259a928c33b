import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../tests/support/fail-on-console';
import { reportClientError } from './error-reporting';

describe('reportClientError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs errors that are not the app’s as warnings and sends nothing', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportClientError(new TypeError('Load failed'), { kind: 'unhandledrejection' });
    reportClientError(new Error("Cannot read properties of undefined (reading 'id')"), {
      kind: 'error',
      filename: 'chrome-extension://abc/content.js',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('sends each crash once, however many boundaries see it', () => {
    expectConsoleError(/Specforge crashed/);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
    const error = new Error('boom');
    reportClientError(error, { kind: 'render' });
    reportClientError(error, { kind: 'render' });
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
  });
});
