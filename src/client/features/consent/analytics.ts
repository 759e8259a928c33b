import type { PublicConfig } from '../../../server/env';

/**
 * The configured analytics provider, loaded only after the visitor accepts analytics cookies (this
 * module itself is fetched only then). No inline script: the Plausible queue and Google's
 * dataLayer/gtag shim are set up here, then the provider's script is added from its origin, which
 * the CSP allows only when a provider is configured.
 */
export type AnalyticsSettings = NonNullable<PublicConfig['analytics']>;

type Plausible = ((event: string, options?: { u?: string }) => void) & { q?: unknown[][] };
type AnalyticsWindow = Window & {
  plausible?: Plausible;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
} & Record<`ga-disable-${string}`, boolean | undefined>;

const win = () => window as unknown as AnalyticsWindow;

let current: { settings: AnalyticsSettings; sending: boolean; script?: HTMLScriptElement } | undefined;

function setUpPlausible() {
  const w = win();
  w.plausible ??= Object.assign((...args: unknown[]) => (w.plausible!.q ??= []).push(args), { q: [] });
}

function setUpGoogle(measurementId: string) {
  const w = win();
  w.dataLayer ??= [];
  if (!w.gtag) {
    // gtag.js reads the `arguments` object itself from the dataLayer, not an array.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('consent', 'default', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    w.gtag('js', new Date());
    // Page views are ours to send (`trackPageView`), so none goes out after a rejection.
    w.gtag('config', measurementId, { send_page_view: false });
  }
}

function addScript(settings: AnalyticsSettings): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = settings.scriptUrl;
  if (settings.provider === 'plausible') script.dataset.domain = settings.siteId;
  // A blocked or missing script (an ad blocker, an outage) only costs us the statistics.
  script.addEventListener('error', () => console.warn('The analytics script did not load:', settings.scriptUrl));
  document.head.append(script);
  return script;
}

/** Starts (or resumes) analytics after consent: loads the provider's script once per page. */
export function startAnalytics(settings: AnalyticsSettings): void {
  if (current && current.settings.scriptUrl !== settings.scriptUrl) {
    stopAnalytics();
    current = undefined;
  }
  const w = win();
  if (settings.provider === 'plausible') {
    setUpPlausible();
  } else {
    setUpGoogle(settings.siteId);
    w[`ga-disable-${settings.siteId}`] = false;
    w.gtag?.('consent', 'update', { analytics_storage: 'granted' });
  }
  current = { settings, sending: true, script: current?.script ?? addScript(settings) };
}

/** Google's first-party cookies (`_ga`, `_ga_<id>`), on this host and the domains above it. */
function deleteGoogleCookies() {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => /^_ga($|_)/.test(name) || name === '_gid');
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}

/**
 * After a rejection: no further page views or events, as far as the provider lets us. A script
 * that has run cannot be unloaded. Plausible's manual script sends only what we ask it to (and it
 * sets no cookies); Google is told through a consent update and its disable flag, and its cookies
 * are removed.
 */
export function stopAnalytics(): void {
  if (!current) return;
  current.sending = false;
  const w = win();
  const { settings } = current;
  if (settings.provider === 'google') {
    w.gtag?.('consent', 'update', { analytics_storage: 'denied' });
    w[`ga-disable-${settings.siteId}`] = true;
    deleteGoogleCookies();
  }
}

/**
 * Records a page view of `url` while analytics are on. Callers pass the address without its query
 * and hash: a reset token or a search must not reach a third party.
 */
export function trackPageView(url: string): void {
  if (!current?.sending) return;
  const w = win();
  if (current.settings.provider === 'plausible') {
    w.plausible?.('pageview', { u: url });
  } else {
    w.gtag?.('event', 'page_view', { page_location: url, page_title: document.title });
  }
}

/** Whether analytics are sending now (tests). */
export function isSendingAnalytics(): boolean {
  return current?.sending ?? false;
}
