import { logIn, PASSWORD, uniqueEmail, verifiedAccount } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The e2e server lists this address in ADMIN_EMAILS (playwright.config.ts).
const ADMIN = 'admin-e2e@example.com';

test('the admin area: hidden from members; an admin finds a user, grants credits and bans them', async ({ page, browser, consoleErrors }) => {
  // Two accounts, the admin's search, grant and ban, and axe: a long journey on a loaded host.
  test.setTimeout(120_000);
  consoleErrors.allow(/status of (401|403|404)/);
  const member = uniqueEmail('member');
  await verifiedAccount(page, member);
  await verifiedAccount(page, ADMIN);

  // A member sees the 404 page.
  await page.goto('/auth/login');
  await logIn(page, member);
  await expect(page).toHaveURL(/\/dashboard\/credits$/);
  await page.goto('/dashboard/admin');
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth/login');
  await logIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/credits$/);
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByLabel('Search users').fill(member);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Adjust credits for ${member}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust credits' });
  await dialog.getByLabel('Change (credits)').fill('3');
  await dialog.getByLabel('Reason').fill('Welcome gift for the beta');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Credits updated: ${member} now has 3.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toContainText('3');

  await page.getByRole('button', { name: `Ban ${member}` }).click();
  const ban = page.getByRole('dialog', { name: `Ban ${member}?` });
  await ban.getByRole('button', { name: 'Ban user' }).click();
  await expect(page.getByRole('button', { name: `Unban ${member}` })).toBeVisible();

  // The banned member can no longer sign in.
  const other = await browser.newPage();
  await other.goto('/auth/login');
  await other.getByLabel('Email').fill(member);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByText(/banned/i)).toBeVisible();
  await other.close();
});
