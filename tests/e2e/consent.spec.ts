import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL, captchaAppURL, fakeAnalyticsOrigin } from '../../playwright.config';
import type { AnalyticsEvent, EventMode } from '../fakes/analytics';
import { expect, expectNoAxeViolations, takeOverLanding, test } from './fixtures';

/** The analytics stand-in's record and switches (tests/fakes/analytics.ts). */
const standIn = {
  reset: (request: APIRequestContext) => request.post(`${fakeAnalyticsOrigin}/reset`),
  failEvents: (request: APIRequestContext, eventMode: EventMode) =>
    request.post(`${fakeAnalyticsOrigin}/control`, { data: { eventMode } }),
  async received(request: APIRequestContext) {
    return (await (await request.get(`${fakeAnalyticsOrigin}/events`)).json()) as { events: AnalyticsEvent[]; requests: string[] };
  },
  async pageViews(request: APIRequestContext) {
    return (await this.received(request)).events.filter((event) => event.n === 'pageview').map((event) => event.u);
  },
};

/** Every request the page makes to the analytics host. */
function watchAnalyticsHost(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(fakeAnalyticsOrigin)) seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookies on Specforge' });

/** Start-up's idle work has run, the page is revealed and the network is quiet: a banner would be showing by now. */
async function settled(page: Page) {
  await expect(page.locator('html')).not.toHaveClass(/is-loading/);
  await expect(page.locator('[data-reveal]:not(.is-revealed)')).toHaveCount(0, { timeout: 3000 });
  await page.waitForLoadState('networkidle');
}

/** A link to `/#cookie-settings` on the page, like the footer's: a same-document link to a hash. */
async function clickCookieSettingsLink(page: Page) {
  await page.evaluate(() => {
    document.getElementById('e2e-cookie-settings')?.remove();
    const link = Object.assign(document.createElement('a'), { id: 'e2e-cookie-settings', href: '/#cookie-settings', textContent: 'Cookie settings' });
    document.body.prepend(link);
  });
  await page.locator('#e2e-cookie-settings').click();
}

test.describe('cookie consent with analytics configured', () => {
  test.use({ baseURL: captchaAppURL });
  // One analytics stand-in records every test's events: one test at a time.
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({ request }) => standIn.reset(request));

  test('asks before anything goes to the analytics host; Reject loads nothing, also after a reload', async ({ page }) => {
    const seen = watchAnalyticsHost(page);
    await page.goto('/');
    await takeOverLanding(page);
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    await settled(page);
    expect(seen).toEqual([]);

    for (const [width, height] of [
      [1280, 800],
      [375, 667],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`cookie-banner-${width}.png`) });
      // It keeps to the bottom of the screen (flush on a phone, floating on a wide one) and leaves most of the page visible.
      const box = (await banner.boundingBox())!;
      expect(height - (box.y + box.height)).toBeCloseTo(width === 375 ? 0 : 16, 0);
      expect(box.height).toBeLessThan(height * 0.35);
    }

    await banner.getByRole('button', { name: 'Reject analytics' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await takeOverLanding(page);
    await settled(page);
    await expect(banner).toBeHidden();
    expect(seen).toEqual([]);
    expect((await standIn.received(page.request)).requests).toEqual([]);
  });

  test('Accept (by keyboard) loads the script, and page views arrive from then on and on the next visit', async ({ page }) => {
    await page.goto('/');
    await takeOverLanding(page);
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    // The banner ends the tab order, where it sits on screen: Shift+Tab from the top of the page reaches it.
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Accept analytics' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Reject analytics' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Accept analytics' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();

    await expect.poll(() => standIn.pageViews(page.request)).toEqual([`${captchaAppURL}/`]);
    const [event] = (await standIn.received(page.request)).events;
    expect(event).toMatchObject({ n: 'pageview', d: 'specforge.e2e' });
    expect((await standIn.received(page.request)).requests[0]).toBe('GET /js/script.manual.js');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => standIn.pageViews(page.request)).toEqual([`${captchaAppURL}/`, `${captchaAppURL}/privacy`]);

    await page.reload();
    await takeOverLanding(page);
    await expect.poll(() => standIn.pageViews(page.request)).toHaveLength(3);
    await expect(cookieBanner(page)).toBeHidden();
  });

  test('/#cookie-settings reopens the choice, drops the hash, and a change takes effect', async ({ page }) => {
    await page.goto('/');
    await takeOverLanding(page);
    await cookieBanner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect.poll(() => standIn.pageViews(page.request)).toHaveLength(1);

    // A fresh load of /#cookie-settings.
    await page.goto('/#cookie-settings');
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(banner).toContainText('You accepted analytics cookies on');
    await expect(page).toHaveURL(`${captchaAppURL}/`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('cookie-settings-1280.png') });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.screenshot({ path: test.info().outputPath('cookie-settings-375.png') });
    await page.setViewportSize({ width: 1280, height: 720 });
    await banner.getByRole('button', { name: 'Reject analytics' }).click();
    await expect(banner).toBeHidden();

    // No page view after the rejection.
    const before = (await standIn.pageViews(page.request)).length;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.waitForLoadState('networkidle');
    expect(await standIn.pageViews(page.request)).toHaveLength(before);

    // A link to it while already on the page: it opens each time, since the hash is gone.
    await page.goto('/');
    await takeOverLanding(page);
    await settled(page);
    await clickCookieSettingsLink(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('You rejected analytics cookies on');
    await expect(page).toHaveURL(`${captchaAppURL}/`);
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    await clickCookieSettingsLink(page);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept analytics' }).click();
    await expect.poll(() => standIn.pageViews(page.request)).toHaveLength(before + 1);
  });

  test('a failing event endpoint gets a fake success: a warning, never a console error', async ({ page, consoleErrors }) => {
    // Chromium's own network log of the failed request is not the app's; nothing else may appear.
    const eventUrl = `${fakeAnalyticsOrigin}/api/event`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    consoleErrors.allow(new RegExp(`^Failed to load resource: .*\\(${eventUrl}\\)`));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await standIn.failEvents(page.request, 'error');
    await page.goto('/');
    await takeOverLanding(page);
    await cookieBanner(page).getByRole('button', { name: 'Accept analytics' }).click();
    await expect.poll(async () => (await standIn.received(page.request)).requests).toContain('POST /api/event');
    await expect.poll(() => warnings).toContainEqual(expect.stringMatching(/analytics request to .* failed \(status 500\); answered with a fake success/));

    // The connection dropped outright.
    await standIn.failEvents(page.request, 'network');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    // (Chromium may retry a POST whose connection dropped, so the stand-in can see it twice.)
    await expect
      .poll(async () => (await standIn.received(page.request)).requests.filter((r) => r === 'POST /api/event').length)
      .toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    expect((await standIn.received(page.request)).events).toEqual([]);
  });
});

test.describe('cookie consent with no analytics configured', () => {
  test.use({ baseURL });

  test('there is no banner, and /#cookie-settings (from the policy too) says only essential cookies are used', async ({ page }) => {
    await page.goto('/');
    await takeOverLanding(page);
    await settled(page);
    await expect(cookieBanner(page)).toBeHidden();

    await page.goto('/#cookie-settings');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Specforge uses only essential cookies');
    await expect(dialog.getByRole('button', { name: 'Accept analytics' })).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('essential-cookies-1280.png') });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();

    // The Cookie Policy's "cookie settings" link.
    await page.goto('/cookies');
    await page.getByRole('main').getByRole('link', { name: 'cookie settings' }).click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
