import type { APIRequestContext } from '@playwright/test';
import { captchaAppURL } from '../../playwright.config';
import { PASSWORD, uniqueEmail } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.use({ baseURL: captchaAppURL });

const captchaOrigin = `http://127.0.0.1:${process.env.E2E_CAPTCHA_PORT}`;
const control = (request: APIRequestContext, body: unknown) =>
  request.post(`${captchaOrigin}/control`, { data: body });

test.describe('captcha on', () => {
  // The stand-in's switches (reject, failing script) are shared: one test at a time.
  test.describe.configure({ mode: 'serial' });

  test('a missing token stops the form; a rejected one is refused; the widget resets after each attempt and on expiry', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of (401|403)/);
    await page.goto('/auth/login');
    const box = page.getByTestId('captcha-checkbox');
    await expect(box).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please complete the CAPTCHA verification.')).toBeVisible();

    // A ticked box, then expiry: the token is gone again.
    await box.check();
    await page.evaluate(() => (window as unknown as { __expireCaptcha: () => void }).__expireCaptcha());
    await expect(box).not.toBeChecked();

    // A token the provider rejects.
    await control(page.request, { reject: true });
    await box.check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('CAPTCHA verification failed. Please try again.')).toBeVisible();
    await expect(box).not.toBeChecked();

    // A good token goes through to the password check.
    await box.check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password. Please check the data and try again.')).toBeVisible();
    await expect(box).not.toBeChecked();
  });

  test('sign-up and forgot-password need it too', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await page.getByLabel('Email').fill(uniqueEmail('captcha'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please complete the CAPTCHA verification.')).toBeVisible();
    await page.getByTestId('captcha-checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\/check-email$/);

    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please complete the CAPTCHA verification.')).toBeVisible();
  });

  test('the widget script is tried up to three times', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/widget\.js/);
    await control(page.request, { failScript: 2 });
    await page.goto('/auth/sign-up');
    await expect(page.getByTestId('captcha-checkbox')).toBeVisible({ timeout: 10_000 });
  });
});
