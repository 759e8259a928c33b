import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-history-e2e@example.com';
const IDEA =
  'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';
const ADDED = 'Walkers are vetted in person before their first walk.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const article = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const historyPanel = (page: Page) => page.getByRole('dialog', { name: 'Overview: version history' });

test('a person edits a document, sees the change in its history and restores the first version', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'history' });
  const id = await orderReadyProject(page, baseURL, IDEA);
  await page.goto(`/dashboard/projects/${id}?tab=overview`);
  await expect(article(page)).toContainText('PawWalk');

  // Edit one line of the overview: the first paragraph gets a sentence more.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByLabel('Overview (markdown)');
  const original = await editor.inputValue();
  const firstParagraph = original.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'))!;
  await editor.fill(original.replace(firstParagraph, `${firstParagraph} ${ADDED}`));
  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(article(page)).toContainText(ADDED);

  // The history lists both versions and shows the sentence added, highlighted as added words.
  await page.getByRole('button', { name: 'History' }).click();
  const panel = historyPanel(page);
  const versions = panel.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText(/Version 2\s*current/);
  await expect(versions.nth(0)).toContainText(/Edited · by /);
  await expect(versions.nth(1)).toContainText(/Version 1/);
  await expect(versions.nth(1)).toContainText(/Generated · by Specforge/);
  const diff = panel.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(diff).toHaveAttribute('data-layout', 'split');
  await expect(diff.locator('ins')).toContainText(ADDED);
  await expect(diff.locator('del')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/document-history-wide.png' });

  // Escape closes the panel; on a phone the same changes are shown inline.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'History' }).click();
  const inline = historyPanel(page).getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(inline).toHaveAttribute('data-layout', 'inline');
  await expect(inline.locator('ins')).toContainText(ADDED);
  await page.screenshot({ path: '/tmp/document-history-phone.png', fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Restore the first version, after a confirmation: the original text is back, as version 3.
  await historyPanel(page).getByRole('button', { name: 'Restore version 1' }).click();
  await expect(
    historyPanel(page).getByText(/Restore version 1\? It becomes the current text as version 3/),
  ).toBeVisible();
  await historyPanel(page).getByRole('button', { name: 'Restore version 1' }).click();
  await expect(historyPanel(page)).toBeHidden();
  await expect(article(page)).not.toContainText(ADDED);
  // The paragraph as rendered: without its markdown marks (a quote's '>', emphasis).
  await expect(article(page)).toContainText(
    firstParagraph
      .replace(/^[>\s]+/, '')
      .replace(/[*_`]/g, '')
      .slice(0, 40),
  );
  await expect(page.getByText(/Version 3 · restored from history/)).toBeVisible();
  await page.reload();
  await expect(article(page)).not.toContainText(ADDED);

  // The history now ends with the restore.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(historyPanel(page).getByRole('listitem').first()).toContainText(/Restored · by /);
});
