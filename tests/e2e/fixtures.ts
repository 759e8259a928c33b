import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface ConsoleGuard {
  /** Declares a console error this test provokes on purpose. */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on a console error or an uncaught page error (CSP violations included),
 * unless it declares the error with `consoleErrors.allow(pattern)`.
 */
export const test = base.extend<{ consoleErrors: ConsoleGuard }>({
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} (${message.location().url}) while on ${page.url()}`;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe on the page (WCAG 2.1 AA rules) and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Mid-transition colours (a section fading in, a toast sliding) are not what a person reads. Endless
  // animations (the logo slider) never settle and change no colour: they are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Toasts nobody can see: one dismissed (transparent until unmounted) or one behind the visible one
    // (the toaster shows one at a time and keeps the others at opacity 0).
    .exclude('[data-sonner-toast][data-removed="true"]')
    .exclude('[data-sonner-toast][data-visible="false"]')
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * The prerendered landing page starts the app on the reader's first interaction (ADR 0030): moves
 * the mouse, as a reader does, and waits until the app has drawn the whole page.
 */
export async function takeOverLanding(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}
