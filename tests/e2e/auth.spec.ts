import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { nameFromEmail } from '../../src/shared/schemas/auth';
import { emailedLink, logIn, PASSWORD, uniqueEmail, verifiedAccount } from './auth-helpers';

test.describe('accounts', () => {
  test('sign up → confirm by email, signed in on the dashboard and welcomed as new → log out → log in → Buy Credits', async ({ page }) => {
    const email = uniqueEmail('journey');
    await page.goto('/auth/sign-up');
    await expect(page.getByText('By clicking Sign Up, you automatically agree to our Terms of Service, Privacy Policy, and Cookie Policy.')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/auth\/check-email$/);
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
    // A resend is offered after a cooldown.
    await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

    const { link, subject } = await emailedLink(page.request, email, /verify-email/);
    expect(subject).toMatch(/confirm/i);
    // The link signs the new account in: no second sign-in, and a welcome for someone new.
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Email confirmed. You're signed in.")).toBeVisible();
    await page.getByRole('dialog', { name: 'Welcome to Specforge' }).getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${nameFromEmail(email)}`);
    await expect(page.getByRole('banner').getByText('Free Plan')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/login');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/credits$/);
    await expect(page.getByRole('banner').getByText('Free Plan')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("You're logged out.")).toBeVisible();
  });

  test('the same journey in Russian shows Russian texts and sends a Russian email', async ({ page }) => {
    const email = uniqueEmail('russian');
    await page.goto('/auth/sign-up');
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { name: 'Создайте аккаунт' })).toBeVisible();
    await page.getByLabel('Эл. почта').fill(email);
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page.getByRole('heading', { name: 'Подтвердите email' })).toBeVisible();
    const { link, subject } = await emailedLink(page.request, email, /verify-email/);
    expect(subject).toMatch(/[а-яё]/i);
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Email подтверждён. Вы вошли.')).toBeVisible();
    await page.getByRole('dialog', { name: 'Добро пожаловать в Specforge' }).getByRole('button', { name: 'Начать' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Добро пожаловать, ${nameFromEmail(email)}`);
    await expect(page.getByRole('banner').getByText('Бесплатный тариф')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Logging out forgets the stored theme and language.
    expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('language')])).toEqual([null, null]);
  });

  test('an error toast of a failed sign-up attempt does not follow the founder to “Confirm your email”', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await page.getByLabel('Email').fill(uniqueEmail('stale-toast'));
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const stale = page.locator('[data-sonner-toast]').filter({ hasText: 'Validation error' });
    await expect(stale).toBeVisible();
    // The pointer rests on the toast (which holds it open), and the form is sent from the keyboard.
    await stale.hover();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await expect(stale).toHaveCount(0);
  });

  test('a wrong password is refused with the invalid-credentials message; an unconfirmed account goes to check-email', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of (401|403)/);
    const email = uniqueEmail('wrong');
    await verifiedAccount(page, email);
    await page.goto('/auth/login');
    await logIn(page, email, 'Wr0ng!Password');
    await expect(page.getByText('Invalid email or password. Please check the data and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);

    const unconfirmed = uniqueEmail('unconfirmed');
    const origin = new URL(page.url()).origin;
    await page.request.post('/api/auth/sign-up/email', { data: { email: unconfirmed, password: PASSWORD, name: 'u' }, headers: { Origin: origin } });
    await logIn(page, unconfirmed);
    await expect(page).toHaveURL(/\/auth\/check-email$/);
    await expect(page.getByText("Your email isn't confirmed yet. Open the link we sent you, then log in again.")).toBeVisible();
  });

  test('forgot password → email → new password → log in with it', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await verifiedAccount(page, email);
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-up-success$/);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const { link } = await emailedLink(page.request, email, /reset-password/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/update-password\?token=/);
    await page.getByLabel('New password').fill('N3w!Password');
    await page.getByLabel('Confirm password').fill('N3w!Password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await logIn(page, email, 'N3w!Password');
    await expect(page).toHaveURL(/\/dashboard\/credits$/);
  });

  test('the guard: signed out at a dashboard page → log in → back there; Free users go to Buy Credits', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    const email = uniqueEmail('guard');
    await verifiedAccount(page, email);
    await page.goto('/dashboard/projects');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/projects$/);
    await expect(page.getByRole('heading', { name: 'My Projects', level: 1 })).toBeVisible();

    await page.goto('/dashboard/tasks-dashboard');
    await expect(page).toHaveURL(/\/dashboard\/credits$/);
  });

  test('every auth page passes axe', async ({ page }) => {
    // Seven pages, each analysed by axe: a long journey on a loaded host.
    test.setTimeout(120_000);
    for (const path of ['/auth/login', '/auth/sign-up', '/auth/forgot-password', '/auth/update-password?token=x', '/auth/update-password', '/auth/sign-up-success', '/auth/check-email']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('validation messages @mobile', () => {
  const fieldError = (page: Page, label: string) =>
    page.getByLabel(label).locator('xpath=..').getByRole('alert');

  test('sign-up', async ({ page }) => {
    await page.goto('/auth/sign-up');
    const cases: Array<[string, string, string, string]> = [
      ['', PASSWORD, 'Email', 'Email is required'],
      ['not-an-email', PASSWORD, 'Email', 'Invalid email address'],
      ['ann@example.com', 'Sh0rt!', 'Password', 'Password must be at least 8 characters'],
      ['ann@example.com', 'lowercase1!', 'Password', 'Password must contain at least one uppercase letter'],
      ['ann@example.com', 'UPPERCASE1!', 'Password', 'Password must contain at least one lowercase letter'],
      ['ann@example.com', 'NoNumbers!!', 'Password', 'Password must contain at least one number'],
      ['ann@example.com', 'NoSpecial12', 'Password', 'Password must contain at least one special character'],
    ];
    for (const [email, password, field, message] of cases) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(fieldError(page, field)).toHaveText(message);
      // The first error also goes into a toast titled 'Validation error', the only one shown.
      const toast = page.locator('[data-sonner-toast][data-visible="true"]');
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText('Validation error');
      await expect(toast).toContainText(message);
    }
  });

  test('login', async ({ page }) => {
    await page.goto('/auth/login');
    for (const [email, password, field, message] of [
      ['', 'whatever1', 'Email', 'Email is required'],
      ['bad@', 'whatever1', 'Email', 'Invalid email address'],
      ['jane@example-.com', 'whatever1', 'Email', 'Invalid email format'],
      [`${'a'.repeat(250)}@example.com`, 'whatever1', 'Email', 'Email is too long'],
      ['ann@example.com', 'short', 'Password', 'Password must be at least 8 characters'],
    ] as const) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(fieldError(page, field)).toHaveText(message);
    }
  });

  test('forgot and update password', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(fieldError(page, 'Email')).toHaveText('Email is required');
    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(fieldError(page, 'Email')).toHaveText('Invalid email address');

    await page.goto('/auth/update-password?token=anything');
    for (const [password, message] of [
      ['weak', 'Password must be at least 8 characters'],
      ['lowercase1!', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE1!', 'Password must contain at least one lowercase letter'],
      ['NoNumbers!!', 'Password must contain at least one number'],
      ['NoSpecial12', 'Password must contain at least one special character'],
    ]) {
      await page.getByLabel('New password').fill(password!);
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(fieldError(page, 'New password')).toHaveText(message!);
    }
    await page.getByLabel('New password').fill('N3w!Password');
    await page.getByLabel('Confirm password').fill('N3w!Passw0rd');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(fieldError(page, 'Confirm password')).toHaveText("Passwords don't match");
  });
});

test.describe('auth error parameters', () => {
  test('are shown, then stripped from the URL', async ({ page }) => {
    await page.goto('/auth/login?error_code=provider_email_needs_verification&keep=1');
    await expect(page.getByText('Please confirm your email address (with GitHub, if you used it), then sign in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login\?keep=1$/);

    await page.goto('/auth/sign-up#error_code=signup_disabled');
    await expect(page.getByText('Signups are currently disabled for this application.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-up$/);

    // A known code shows our text; the free-text description (anyone can write one into a link) never shows.
    await page.goto('/auth/login?error_code=access_denied&error_description=Call+%2B1-555-0100+to+restore+your+account');
    await expect(page.getByText('Sign-in was cancelled.')).toBeVisible();
    await expect(page.getByText(/555-0100/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});
