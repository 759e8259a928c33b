import { afterEach, describe, expect, it } from 'vitest';
import { isSendingAnalytics, startAnalytics, stopAnalytics, trackPageView, type AnalyticsSettings } from './analytics';

type TestWindow = Window & { plausible?: { q?: unknown[][] }; dataLayer?: IArguments[] } & Record<string, unknown>;
const w = window as unknown as TestWindow;
const scripts = () => [...document.head.querySelectorAll('script')];

describe('analytics', () => {
  afterEach(() => {
    stopAnalytics();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('Plausible: adds the script once with the domain, queues page views, and sends none after a stop', () => {
    const settings: AnalyticsSettings = { provider: 'plausible', siteId: 'specforge.example', scriptUrl: 'https://plausible.io/js/script.manual.js' };
    startAnalytics(settings);
    startAnalytics(settings);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toMatchObject({ src: settings.scriptUrl, async: true });
    expect(scripts()[0]!.dataset.domain).toBe('specforge.example');

    trackPageView('https://specforge.example/pricing');
    expect(w.plausible?.q).toEqual([['pageview', { u: 'https://specforge.example/pricing' }]]);

    stopAnalytics();
    expect(isSendingAnalytics()).toBe(false);
    trackPageView('https://specforge.example/terms');
    expect(w.plausible?.q).toHaveLength(1);

    // Accepted again in the same page: the script is not added twice.
    startAnalytics(settings);
    trackPageView('https://specforge.example/terms');
    expect(w.plausible?.q).toHaveLength(2);
    expect(scripts()).toHaveLength(1);
  });

  it('Google: sets up gtag from our module (no inline script), sends our page views only, and disables itself after a stop', () => {
    const settings: AnalyticsSettings = {
      provider: 'google',
      siteId: 'G-ABC123',
      scriptUrl: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    };
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_ABC123=GS1.1; path=/';
    document.cookie = 'language=en; path=/';
    startAnalytics(settings);
    expect(scripts().map((script) => script.src)).toEqual([settings.scriptUrl]);
    const commands = () => w.dataLayer!.map((args) => [...args]);
    expect(commands()).toContainEqual(['config', 'G-ABC123', { send_page_view: false }]);
    // gtag.js needs the `arguments` object itself.
    expect(Object.prototype.toString.call(w.dataLayer![0])).toBe('[object Arguments]');

    trackPageView('https://specforge.example/');
    expect(commands()).toContainEqual(['event', 'page_view', { page_location: 'https://specforge.example/', page_title: document.title }]);

    stopAnalytics();
    expect(w['ga-disable-G-ABC123']).toBe(true);
    expect(commands()).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain('language=en');
    const sent = commands().length;
    trackPageView('https://specforge.example/pricing');
    expect(commands()).toHaveLength(sent);
  });
});
