import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAnalyticsRequestGuard, isAnalyticsRequest } from './analytics-requests';

const own = 'https://specforge.example';

describe('isAnalyticsRequest', () => {
  const match = (url: string, analyticsOrigins: string[] = []) => isAnalyticsRequest(url, { ownOrigin: own, analyticsOrigins });

  it('matches the analytics words anywhere in the URL', () => {
    for (const url of [
      'https://www.google-analytics.com/g/collect?v=2',
      'https://www.googletagmanager.com/gtag/js?id=G-1',
      'https://static.hotjar.com/c/hotjar-1.js',
      'https://telemetry.example.net/v1',
      'https://example.net/metrics',
      'https://cdn.example.net/tracking.js',
      'https://region1.analytics.google.com/g/collect',
      'https://EXAMPLE.net/Analytics/Event',
    ]) {
      expect(match(url), url).toBe(true);
    }
  });

  it('matches the configured provider’s origin (port included), not its host alone', () => {
    expect(match('https://plausible.io/api/event')).toBe(false);
    expect(match('https://plausible.io/api/event', ['https://plausible.io'])).toBe(true);
    expect(match('http://127.0.0.1:4999/api/event', ['http://127.0.0.1:4999'])).toBe(true);
    expect(match('http://127.0.0.1:3000/api/health', ['http://127.0.0.1:4999'])).toBe(false);
  });

  it('never matches our own API, whatever its path or query says', () => {
    expect(match('/api/admin/metrics')).toBe(false);
    expect(match(`${own}/api/projects?tracking=1`)).toBe(false);
    expect(match('/api')).toBe(false);
    expect(match('/api/client-errors', [own])).toBe(false);
    // Our own pages are not API calls.
    expect(match('/assets/analytics-abc.js')).toBe(true);
  });

  it('reads Request and URL inputs, and ignores what is not http(s)', () => {
    expect(isAnalyticsRequest(new URL('https://x.example/metrics'), { ownOrigin: own })).toBe(true);
    expect(isAnalyticsRequest(new Request('https://x.example/metrics'), { ownOrigin: own })).toBe(true);
    expect(match('data:text/plain,analytics')).toBe(false);
    expect(match('http://[bad')).toBe(false);
  });
});

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** A window of our own, so the real one is never wrapped. */
function fakeWindow(answer: (url: string) => Promise<Response>) {
  const fetchMock: FetchMock = vi.fn<typeof fetch>((input) => answer(String(input instanceof Request ? input.url : input)));
  const sendBeacon = vi.fn<(url: string | URL, data?: BodyInit | null) => boolean>(() => false);
  const win = { location: { origin: own }, fetch: fetchMock, navigator: { sendBeacon } } as unknown as Window & typeof globalThis;
  installAnalyticsRequestGuard({ analyticsUrls: ['https://stats.example/js/script.js'] }, win);
  return { win, fetchMock, sendBeacon };
}

describe('the analytics request guard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers a failed analytics request with a fake success and one warning per origin', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win } = fakeWindow(async (url) =>
      url.includes('down') ? Promise.reject(new TypeError('Failed to fetch')) : new Response('nope', { status: 500 }),
    );
    for (const url of ['https://stats.example/api/event', 'https://stats.example/api/event', 'https://down.example/analytics']) {
      const response = await win.fetch(url, { method: 'POST', body: '{}' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toMatch(/https:\/\/stats\.example failed \(status 500\)/);
    expect(String(warn.mock.calls[1]![0])).toMatch(/https:\/\/down\.example failed \(Failed to fetch\)/);
  });

  it('passes a successful analytics answer through unchanged', async () => {
    const { win } = fakeWindow(async () => new Response('ok', { status: 202 }));
    const response = await win.fetch('https://stats.example/api/event');
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('ok');
  });

  it('leaves our API and every other request alone, failures included', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { win, fetchMock } = fakeWindow(async (url) =>
      url.includes('offline') ? Promise.reject(new TypeError('Failed to fetch')) : new Response('{}', { status: 503 }),
    );
    expect((await win.fetch('/api/admin/metrics')).status).toBe(503);
    expect((await win.fetch(`${own}/api/analytics`)).status).toBe(503);
    expect((await win.fetch('https://api.example/things')).status).toBe(503);
    await expect(win.fetch('https://offline.example/things')).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps an aborted analytics request aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { win } = fakeWindow(async () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(win.fetch('https://stats.example/api/event', { signal: controller.signal })).rejects.toThrow('aborted');
  });

  it('reports a refused analytics beacon as sent, and leaves other beacons alone', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { win, sendBeacon } = fakeWindow(async () => new Response());
    expect(win.navigator.sendBeacon('https://stats.example/api/event', '{}')).toBe(true);
    expect(win.navigator.sendBeacon('/api/client-errors', '{}')).toBe(false);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('wraps a window once', async () => {
    const { win, fetchMock } = fakeWindow(async () => new Response('x', { status: 500 }));
    const wrapped = win.fetch;
    installAnalyticsRequestGuard({}, win);
    expect(win.fetch).toBe(wrapped);
    expect((await win.fetch('/api/x')).status).toBe(500);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
