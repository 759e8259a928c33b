import { expect, test } from './fixtures';

test('the API reference renders the OpenAPI document, with the bearer token scheme to authorise with', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Specforge API/ })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/api\/projects$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: /Authorize/ }).click();
  await expect(page.getByText('apiToken (http, Bearer)')).toBeVisible();
});
