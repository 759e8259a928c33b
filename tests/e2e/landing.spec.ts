import type { Locator, Page } from '@playwright/test';
import { logIn, uniqueEmail, verifiedAccount } from './auth-helpers';
import { expect, expectNoAxeViolations, takeOverLanding, test } from './fixtures';

const anchors = ['hero', 'why-planning-matters', 'how-it-works', 'features', 'testimonials', 'pricing', 'faq', 'cta'];

/** The landing page with every section below the hero in place. */
async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await takeOverLanding(page);
}

/**
 * The page reads as one that loaded quickly: the hero tries its video. After a load slower than
 * 2.5 s (a loaded host's) it rightly keeps the poster only, which the video journeys are not about.
 */
async function asAfterQuickLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const entriesByType = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = (type: string) => (type === 'navigation' ? [] : entriesByType(type));
  });
}

/** Holds the app's chunk back until the returned function is called: the take-over waits for it. */
async function holdAppBack(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/start-app-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the section rests 80 px from the top, clear of the sticky navbar (a section near the
 * page's end may stop lower, still on screen). "Rests": the page has stopped scrolling there, so a
 * glide that has not started yet, or one that passes the spot, is not taken for arrival.
 */
async function expectScrolledUnderNavbar(page: Page, section: Locator) {
  const viewportHeight = page.viewportSize()!.height;
  await expect
    .poll(
      async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(150);
        if ((await page.evaluate(() => window.scrollY)) !== before) return 'scrolling';
        const navbarBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
        const atPageEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1);
        const top = await section.evaluate((element) => element.getBoundingClientRect().top);
        const placed = top >= navbarBottom - 1 && (atPageEnd ? top < viewportHeight : Math.round(top) === 80);
        return placed ? 'under the navbar' : `resting at ${Math.round(top)} px`;
      },
      { timeout: 15_000 },
    )
    .toBe('under the navbar');
}

test.describe('the landing page', () => {
  test('every anchor link scrolls its section into view under the navbar, smoothly', async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['Features', 'features'],
      ['How it works', 'how-it-works'],
      ['Pricing', 'pricing'],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(`/#${id}`);
      await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
      await expectScrolledUnderNavbar(page, page.locator(`section#${id}`));
    }

    // The footer's product links, the banner and the hero's Test your idea lead to their sections too.
    await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'How it works' }).click();
    await expectScrolledUnderNavbar(page, page.locator('section#how-it-works'));
    await page.getByRole('region', { name: 'Announcement' }).getByRole('link', { name: 'See pricing' }).click();
    await expectScrolledUnderNavbar(page, page.locator('section#pricing'));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('link', { name: 'Test your idea', exact: true }).click();
    await expectScrolledUnderNavbar(page, page.locator('section#pricing'));

    // Every anchor, opened directly.
    for (const id of anchors) {
      await openLanding(page, `/#${id}`);
      await expectScrolledUnderNavbar(page, page.locator(`section#${id}`));
    }

    // From another page, the navbar's link opens the landing at its section.
    await page.goto('/contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL('/#features');
    await expectScrolledUnderNavbar(page, page.locator('section#features'));
  });

  test('the pricing on the landing page reads the per-kit prices of the bundles', async ({ page }) => {
    await openLanding(page, '/#pricing');
    const pricing = page.locator('section#pricing');
    for (const perKit of ['$19.00 per kit', '$9.67 per kit', '$9.00 per kit']) await expect(pricing.getByText(perKit)).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Free', exact: true })).toBeVisible();
  });

  test('under reduced motion an anchor link jumps instead of gliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
    await expectScrolledUnderNavbar(page, page.locator('section#pricing'));
  });

  test('the FAQ opens one answer at a time, the first one initially', async ({ page }) => {
    await openLanding(page, '/#faq');
    const faq = page.locator('section#faq');
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(9);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toHaveCount(1);
    await expect(faq.getByText('One complete build kit for one app')).toBeVisible();

    await faq.getByRole('button', { name: 'Which AI coding tools does it work with?' }).click();
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('One complete build kit for one app')).toBeHidden();
    await expect(faq.getByText('Prompts are written for Cursor, Claude Code')).toBeVisible();

    // Clicking the open one closes it: none is open.
    await questions.nth(2).click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test('the announcement banner stays dismissed after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/#pricing');
    await banner.getByRole('button', { name: 'Dismiss the announcement' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('feature cards: one open per row on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLanding(page, '/#features');
    const toggles = page.locator('section#features').getByRole('button', { name: /Show details|Hide details/ });
    await expect(toggles).toHaveCount(8);
    await toggles.nth(0).click();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Project overview and PRD')).toBeVisible();
    // Same row (four columns): the first closes.
    await toggles.nth(1).click();
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
    // Next row: the first row's open card stays open.
    await toggles.nth(5).click();
    await expect(toggles.nth(5)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('testimonials load only when the reader nears them', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await openLanding(page);
    const section = page.locator('section#testimonials');
    await expect(section.getByText('Loading what founders say…')).toBeAttached();
    expect(chunks.some((url) => url.includes('testimonial-list'))).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('listitem')).toHaveCount(6);
    expect(chunks.some((url) => url.includes('testimonial-list'))).toBe(true);
  });

  test('Watch demo opens the video in a dialog; the hero shows the poster, then the video', async ({ page }) => {
    await asAfterQuickLoad(page);
    await openLanding(page);
    const hero = page.locator('section#hero');
    await expect(hero.locator('video')).toBeVisible();
    await expect(hero.locator('video')).toHaveAttribute('poster', '/media/demo-poster.webp');
    await expect.poll(() => hero.locator('video').evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0)).toBe(true);
    await hero.getByRole('button', { name: 'Pause the video' }).click();
    await expect(hero.getByRole('button', { name: 'Play the video' })).toBeVisible();

    await page.getByRole('button', { name: 'Watch demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Specforge in action' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveAttribute('controls', '');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a video that fails to play shows its poster and is tried again 2 s later', async ({ page }) => {
    let attempts = 0;
    await page.route(/\/media\/demo\.(mp4|webm)$/, (route) => {
      attempts += 1;
      return route.fulfill({ status: 200, contentType: 'video/mp4', body: 'not a video' });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await asAfterQuickLoad(page);
    await openLanding(page);
    await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(page.locator('section#hero img[src="/media/demo-poster.webp"]')).toBeVisible();
    expect(warnings.some((text) => text.includes('The demo video could not play'))).toBe(true);
  });

  test('under reduced motion the hero keeps the poster only', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding(page);
    await expect(page.locator('section#hero [data-media-decided="true"]')).toBeAttached();
    await expect(page.locator('section#hero img[src="/media/demo-poster.webp"]')).toBeVisible();
    await expect(page.locator('section#hero video')).toHaveCount(0);
  });

  test('signed in, the navbar, footer and calls to action lead to the dashboard', async ({ page }) => {
    const email = uniqueEmail('landing');
    await verifiedAccount(page, email);
    await page.goto('/auth/login');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard/);
    await openLanding(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Specforge' })).toHaveAttribute('href', '/dashboard');
    const product = page.getByRole('navigation', { name: 'Product' });
    for (const name of ['Features', 'How it works', 'Pricing', 'Dashboard']) {
      await expect(product.getByRole('link', { name })).toHaveAttribute('href', '/dashboard');
    }
    await expect(page.getByRole('link', { name: 'Open your dashboard' })).toHaveCount(2);
  });

  test('signed out, the calls to action lead to sign-up and the footer to the sections', async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole('link', { name: 'Get your build kit' })).toHaveCount(2);
    for (const link of await page.getByRole('link', { name: 'Get your build kit' }).all()) {
      await expect(link).toHaveAttribute('href', '/auth/sign-up');
    }
    const product = page.getByRole('navigation', { name: 'Product' });
    await expect(product.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('the landing page is drawn before any script runs, in the language of the last choice', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan your app before AI builds it' })).toBeVisible();
    await expect(page.locator('section#cta')).toBeAttached();
    // The build's time is not the reader's: the countdown waits for the app, showing no figures.
    await expect(page.locator('section#pricing').getByRole('timer')).toHaveText(/^--\D+--\D+--\D+--\D+$/);
    await context.addCookies([{ name: 'language', value: 'ru', url: baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Спланируйте приложение до того, как его построит ИИ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Как это работает' })).toBeAttached();
    await context.close();
  });

  test('the prerendered page loads only its boot script until the reader interacts, then the app takes it over', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The boot script (and the few helpers it shares with the app), none of the app itself.
    expect(scripts[0]).toMatch(/^\/assets\/landing-boot-[\w-]+\.js$/);
    expect(scripts.filter((script) => /\/(start-app|compat|index)-/.test(script))).toEqual([]);
    await expect(page.locator('#root[data-prerendered="en"]')).toBeAttached();

    await page.mouse.move(200, 200);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(scripts.some((script) => script.startsWith('/assets/start-app-'))).toBe(true);
    await expect(page.locator('html')).not.toHaveClass(/is-loading/);
  });

  test('a click on the prerendered page before the app takes it over is played back once it has', async ({ page }) => {
    // The click itself starts the app: holding the app's chunk back holds the take-over back.
    const releaseApp = await holdAppBack(page);
    // A dismissed banner is taken out of the prerendered page as soon as the boot script runs, and
    // the clicks are held from then on: its going says the script is holding them.
    await page.addInitScript(() => localStorage.setItem('announcementDismissed', '1'));
    await page.goto('/');
    await expect(page.locator('#root[data-prerendered="en"]')).toBeAttached();
    await expect(page.locator('[data-announcement]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    releaseApp();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1, name: 'Спланируйте приложение до того, как его построит ИИ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Как это работает' })).toBeVisible();
  });

  test('a reader who scrolled before the app takes the page over stays where they are', async ({ page }) => {
    // A reload lands where the reader was, and a scroll is what starts the app: both come before it.
    const releaseApp = await holdAppBack(page);
    await page.goto('/');
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(3000);
    releaseApp();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(await page.evaluate(() => window.scrollY)).toBe(3000);
  });

  test('an idea typed before the app takes the page over is kept and evaluated', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    const releaseApp = await holdAppBack(page);
    await page.goto('/');
    const field = page.getByRole('textbox', { name: 'Your app idea' });
    await field.fill('A booking app for a small yoga studio with class passes and a waiting list.');
    await page.getByRole('button', { name: 'Evaluate my idea' }).click();
    releaseApp();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('region', { name: 'Your idea’s evaluation' })).toBeVisible();
    await expect(page.getByText('Please enter your project idea.')).toHaveCount(0);
  });

  test('the landing page reads in Russian', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Частые вопросы' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Как это работает' })).toBeVisible();
    await expect(page).toHaveTitle('Specforge: спланируйте приложение до того, как его построит ИИ');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
  });
});

test.describe('the landing page on a phone @mobile', () => {
  test('a lazy section that arrives after the glide rests above its target leaves the target in place', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openLanding(page);
    // The testimonials (taller on a phone than their placeholder) are passed on the way to the pricing
    // and arrive only once the page has come to rest there, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route('**/assets/testimonial-list-*.js', async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    // The announcement's link leads there: this journey is about the glide, the menu's links are the next one's.
    await page.getByRole('region', { name: 'Announcement' }).getByRole('link', { name: 'See pricing' }).click();
    await expectScrolledUnderNavbar(page, page.locator('section#pricing'));
    expect(requested).toBe(true);
    release();
    await expect(page.locator('section#testimonials').getByRole('listitem')).toHaveCount(6);
    await expectScrolledUnderNavbar(page, page.locator('section#pricing'));
  });

  test('the menu opens, closes on scroll and on a followed link; several feature cards open at once', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openLanding(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.wheel(0, 300);
    await expect(menu).toBeHidden();
    // mouse.wheel does not wait for the smooth scroll: its tail would close the menu opened next.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/#pricing');
    await expectScrolledUnderNavbar(page, page.locator('section#pricing'));

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.locator('section#features').scrollIntoViewIfNeeded();
    const toggles = page.locator('section#features').getByRole('button', { name: /Show details|Hide details/ });
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });
});

/** Every page a visitor can reach without signing in. */
const publicPages = [
  '/',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/offer/Alice',
  '/offer',
  '/auth/login',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/checkout',
  '/payment/cancelled',
  '/nope',
];

test.describe('the public pages pass axe', () => {
  for (const width of [375, 1280]) {
    for (const path of publicPages) {
      test(`${path} at ${width} px, with no horizontal overflow (screenshot in test-results/screens)`, async ({ page, consoleErrors }) => {
        // /nope is a real 404, which Chromium logs.
        consoleErrors.allow(/status of 404/);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/') {
          await takeOverLanding(page);
          await page.locator('section#testimonials').scrollIntoViewIfNeeded();
          await expect(page.locator('section#testimonials').getByRole('listitem')).toHaveCount(6);
        }
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/screens/public${path.replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
      });
    }
  }
});
