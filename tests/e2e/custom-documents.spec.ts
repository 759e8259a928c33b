import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { baseURL } from '../../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-custom-e2e@example.com';
const IDEA = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

test('a Growth founder asks for a custom document, reads it in its tab, and finds it in the ZIP', async ({ page }) => {
  await signedInMember(page, admin, baseURL, { plan: 'GROWTH', credits: 1, label: 'custom' });
  const id = await orderReadyProject(page, baseURL, IDEA);
  await page.goto(`/dashboard/projects/${id}`);

  await page.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  // An empty form is refused at the fields.
  await dialog.getByRole('button', { name: 'Write document' }).click();
  await expect(dialog.getByText('Please give the document a title.')).toBeVisible();
  await expect(dialog.getByText('Please say what the document should cover.')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('textbox', { name: 'Title' }).fill('Payments and payouts');
  await page.keyboard.press('Tab');
  await page.keyboard.type('How owners pay for walks, how walkers are paid out, and refunds.');
  await dialog.getByRole('button', { name: 'Write document' }).click();
  await expect(dialog).toBeHidden();

  const tab = page.getByRole('tab', { name: /^Payments and payouts/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const article = page.getByRole('tabpanel').getByRole('article');
  await expect(article.getByRole('heading', { name: 'Payments and payouts', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(article).toContainText('composed offline from the sections of the kit');
  await expect(article).toContainText('From: Product Requirements');
  await page.screenshot({ path: '/tmp/custom-documents-desktop.png', fullPage: false });

  // Edited like any document, into version 2, whose history names it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByLabel('Payments and payouts (markdown)').fill('# Payments and payouts\n\nPayouts run every Friday.');
  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(article).toContainText('Payouts run every Friday.');
  await expect(article.getByText(/Version 2 · edited/)).toBeVisible();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'Payments and payouts: version history' });
  await expect(history.getByText('Version 1', { exact: false }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Reloading keeps the tab (it is in the address).
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Payments and payouts/ })).toHaveAttribute('aria-selected', 'true');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export kit (ZIP)' }).click(),
  ]);
  const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(strFromU8(entries['docs/custom/payments-and-payouts.md']!)).toBe('# Payments and payouts\n\nPayouts run every Friday.\n');
  expect(strFromU8(entries['README.md']!)).toContain('`docs/custom/payments-and-payouts.md`: Payments and payouts');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the new document form fits the screen', async ({ page }) => {
    await signedInMember(page, admin, baseURL, { plan: 'GROWTH', credits: 1, label: 'custom-phone' });
    const id = await orderReadyProject(page, baseURL, IDEA);
    await page.goto(`/dashboard/projects/${id}`);
    await page.getByRole('button', { name: 'New document' }).click();
    const dialog = page.getByRole('dialog', { name: 'New document' });
    await expect(dialog.getByRole('button', { name: 'Write document' })).toBeInViewport();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/custom-documents-phone.png' });
  });
});
