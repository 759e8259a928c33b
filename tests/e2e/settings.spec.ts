import { totpCode } from '../support/totp';
import { logIn, PASSWORD, uniqueEmail, verifiedAccount } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('settings', () => {
  test('username, two-factor sign-in with a backup code, sessions, then deleting the account', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 401/);
    const email = uniqueEmail('settings');
    await verifiedAccount(page, email);
    await page.goto('/auth/login');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard\/credits$/);

    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByLabel('Username').fill('Ann!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Username can only contain letters, numbers, underscores, and spaces' })).toBeVisible();
    await page.getByLabel('Username').fill('Ann Builder');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(page.getByText('this device')).toBeVisible();
    await expectNoAxeViolations(page);

    // Two-factor: password, QR code, backup codes, a first code from the "app".
    const twoFactor = page.locator('form').filter({ has: page.getByRole('button', { name: 'Turn on' }) });
    await twoFactor.getByLabel('Your password').fill(PASSWORD);
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await page.getByTestId('totp-secret').innerText();
    const backupCode = (await page.getByRole('main').locator('ul li').filter({ hasText: /^[A-Za-z0-9-]{6,}$/ }).first().innerText()).trim();
    await page.getByLabel('Code from the app').fill(totpCode(`otpauth://totp/x?secret=${secret}`));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Two-factor sign-in is on.').first()).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth/login');
    await logIn(page, email);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Code not accepted')).toBeVisible();
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(backupCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/credits$/);

    // Delete the account: everything goes, and the password no longer works.
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const deletion = page.locator('form').filter({ has: page.getByRole('button', { name: 'Delete forever' }) });
    await deletion.getByLabel('Your password').fill(PASSWORD);
    await deletion.getByRole('button', { name: 'Delete forever' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account was deleted.')).toBeVisible();
    await page.goto('/auth/login');
    await logIn(page, email);
    await expect(page.getByText('Invalid email or password. Please check the data and try again.')).toBeVisible();
  });
});
