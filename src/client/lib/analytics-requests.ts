/**
 * An analytics-bound request that fails gets a fake success. Analytics is never worth an
 * error on the page: a blocked tracker, an ad blocker or a provider outage must not surface as a
 * console error or an unhandled rejection in somebody else's script.
 */

/** Words that mark a URL as analytics-bound, matched anywhere in the URL. */
const analyticsWords = ['analytics', 'tracking', 'telemetry', 'metrics', 'hotjar', 'gtag', 'google-analytics'];

export interface AnalyticsMatchOptions {
  /** Our own origin: its `/api/*` calls are never analytics, whatever their path says. */
  ownOrigin: string;
  /** Origins of the configured analytics provider (its script and event endpoint). */
  analyticsOrigins?: readonly string[];
}

function toUrl(input: RequestInfo | URL | string, base: string): URL | undefined {
  try {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(raw, base);
  } catch {
    return undefined;
  }
}

/** Whether a request goes to analytics: a listed word in its URL, or a configured analytics origin. */
export function isAnalyticsRequest(input: RequestInfo | URL | string, options: AnalyticsMatchOptions): boolean {
  const url = toUrl(input, options.ownOrigin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (url.origin === options.ownOrigin && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return false;
  if (options.analyticsOrigins?.includes(url.origin)) return true;
  const href = url.href.toLowerCase();
  return analyticsWords.some((word) => href.includes(word));
}

/** What a failed analytics request gets instead: an empty JSON success nobody can trip over. */
export function fakeAnalyticsResponse(): Response {
  return new Response('{}', { status: 200, statusText: 'OK', headers: { 'Content-Type': 'application/json' } });
}

const guarded = new WeakSet<object>();

/**
 * Wraps `fetch` and `navigator.sendBeacon` once, at start-up, before any analytics script exists:
 * an analytics-bound request that fails (a network error, a blocked request, a non-2xx answer)
 * resolves to `fakeAnalyticsResponse()` and leaves one warning per origin. Everything else,
 * our `/api/*` calls above all, passes through untouched. A request its caller aborted stays aborted.
 */
export function installAnalyticsRequestGuard(
  options: { /** The configured provider's script URL: its origin counts as analytics too. */ analyticsUrls?: readonly string[] } = {},
  win: Window & typeof globalThis = window,
): void {
  if (guarded.has(win)) return;
  guarded.add(win);
  const ownOrigin = win.location.origin;
  const analyticsOrigins = (options.analyticsUrls ?? []).flatMap((url) => toUrl(url, ownOrigin)?.origin ?? []);
  const match: AnalyticsMatchOptions = { ownOrigin, analyticsOrigins };
  const warned = new Set<string>();
  const warn = (url: string, reason: string) => {
    const origin = toUrl(url, match.ownOrigin)?.origin ?? url;
    if (warned.has(origin)) return;
    warned.add(origin);
    console.warn(`An analytics request to ${origin} failed (${reason}); answered with a fake success.`);
  };

  const realFetch = win.fetch.bind(win);
  win.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isAnalyticsRequest(input, match)) return realFetch(input, init);
    const url = toUrl(input, match.ownOrigin)?.href ?? String(input);
    let response: Response;
    try {
      response = await realFetch(input, init);
    } catch (error) {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (signal?.aborted) throw error;
      warn(url, error instanceof Error ? error.message : String(error));
      return fakeAnalyticsResponse();
    }
    if (response.ok || response.type === 'opaque') return response;
    warn(url, `status ${response.status}`);
    return fakeAnalyticsResponse();
  };

  const nav = win.navigator as Navigator | undefined;
  if (typeof nav?.sendBeacon !== 'function') return;
  const realBeacon = nav.sendBeacon.bind(nav);
  nav.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
    if (!isAnalyticsRequest(url, match)) return realBeacon(url, data);
    try {
      if (realBeacon(url, data)) return true;
      warn(String(url), 'the browser refused to queue the beacon');
    } catch (error) {
      warn(String(url), error instanceof Error ? error.message : String(error));
    }
    return true;
  };
}
