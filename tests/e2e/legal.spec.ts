import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, takeOverLanding, test } from './fixtures';

const legalPages = [
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service' },
  { path: '/cookies', title: 'Cookie Policy' },
] as const;

async function expectNoHorizontalOverflow(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page wider than the viewport').toBeLessThanOrEqual(width);
}

test.describe('the legal pages', () => {
  for (const width of [1280, 375]) {
    for (const { path, title } of legalPages) {
      test(`${path} reads well at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText('Effective date: April 27, 2025')).toBeVisible();
        await expect(page).toHaveTitle(`${title} · Specforge`);
        await expectNoHorizontalOverflow(page, width);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('the footer and the pages link to each other', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    // The refund policy lives in the terms; the link lands on its section.
    await page.getByRole('link', { name: /Payments and refunds section/ }).click();
    await expect(page).toHaveURL('/terms#payments-and-refunds');
    await expect(page.getByRole('heading', { level: 2, name: /Payments and refunds/ })).toBeInViewport();

    await page
      .getByRole('navigation', { name: 'Related policies' })
      .getByRole('link', { name: 'Cookie Policy' })
      .click();
    await expect(page).toHaveURL('/cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'cookie settings' })).toHaveAttribute('href', '/#cookie-settings');

    // The table of contents jumps to its section, clear of the sticky header.
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Browser controls' })
      .click();
    await expect(page).toHaveURL('/cookies#browser-controls');
    const heading = page.getByRole('heading', { level: 2, name: /Browser controls/ });
    await expect(heading).toBeInViewport();
    const [headingTop, headerBottom] = await Promise.all([
      heading.evaluate((element) => element.getBoundingClientRect().top),
      page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom),
    ]);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('the pages read in Russian, fetched with the language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ru'));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Политика cookie' })).toBeVisible();
    await expect(page.getByText('Дата вступления в силу: 27 апреля 2025 г.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'настройках cookie' })).toHaveAttribute('href', '/#cookie-settings');
    await expectNoHorizontalOverflow(page, 375);
    await expectNoAxeViolations(page);

    // Switching back on the page shows the English text straight away.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(page).toHaveTitle('Cookie Policy · Specforge');
  });

  test('the legal texts stay out of the landing page’s JavaScript', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/');
    await takeOverLanding(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toContain('International Data Transfer Agreement');
  });
});
