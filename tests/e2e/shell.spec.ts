import { expect, expectNoAxeViolations, takeOverLanding, test } from './fixtures';

test.describe('the app shell', () => {
  test('the landing page renders with its sections in order @mobile', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan your app before AI builds it' })).toBeVisible();
    // Drawn at build time; the app takes the page over on the reader's first interaction.
    await takeOverLanding(page);
    const sectionIds = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(sectionIds).toEqual(['hero', 'why-planning-matters', 'how-it-works', 'features', 'testimonials', 'pricing', 'faq', 'cta']);

    // Start-up: the loading marker goes, and within 2 s everything is revealed without scrolling.
    await expect(page.locator('html')).not.toHaveClass(/is-loading/);
    await expect(page.locator('[data-reveal]:not(.is-revealed)')).toHaveCount(0, { timeout: 3000 });
    await expectNoAxeViolations(page);
  });

  test('an unknown route shows the 404 page with a way home @mobile', async ({ page, consoleErrors }) => {
    // The server answers an unknown path with a real 404 status, which Chromium logs.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('switching to Russian sets <html lang="ru"> and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Спланируйте приложение до того, как его построит ИИ');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Спланируйте приложение до того, как его построит ИИ');
    await expect(page.locator('[data-reveal]:not(.is-revealed)')).toHaveCount(0, { timeout: 3000 });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('pages load on demand and every route is registered', async ({ page }) => {
    for (const [path, heading] of [
      ['/contact', 'Contact us'],
      ['/privacy', 'Privacy Policy'],
      ['/checkout', 'Checkout could not start'],
      ['/payment/cancelled', 'Payment cancelled'],
      ['/offer/Ann', 'Hi Ann'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });
});
