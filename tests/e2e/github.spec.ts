import { captchaAppURL } from '../../playwright.config';
import { expect, test } from './fixtures';

test.use({ baseURL: captchaAppURL });

test('GitHub sign-in: through the stand-in of GitHub to Buy Credits with a Free profile', async ({ page }) => {
  await page.goto('/auth/sign-up');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page).toHaveURL(/\/dashboard\/credits$/);
  await expect(page.getByRole('banner').getByText('Free Plan')).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string; emailVerified: boolean } };
  expect(me.user).toMatchObject({ email: 'octo-e2e@example.com', emailVerified: true });

  await page.goto('/dashboard/settings');
  // The settings' sign-in methods, on the page itself (not the sidebar's items).
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'GitHub' })).toBeVisible();
});
