import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, orderReadyProject, setPlan, signedInMember } from './member-helpers';

const ADMIN = 'admin-qa-e2e@example.com';
const IDEA = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

test('a Growth founder asks the kit a question and follows a citation to its section', async ({ page }) => {
  await signedInMember(page, admin, baseURL, { plan: 'GROWTH', credits: 1, label: 'qa' });
  const id = await orderReadyProject(page, baseURL, IDEA);
  await page.goto(`/dashboard/projects/${id}`);

  const panel = page.getByRole('region', { name: 'Ask the kit' });
  await expect(panel.getByText(/No questions yet/)).toBeVisible();
  await panel.getByRole('textbox', { name: 'Your question' }).fill('What are the risks?');
  await panel.getByRole('textbox', { name: 'Your question' }).press('Enter');

  const answer = panel.getByRole('listitem').filter({ hasText: 'What are the risks?' });
  await expect(answer).toContainText('From the kit (quoted word for word):');
  const source = answer.getByRole('link', { name: 'Implementation › Risks' });
  await expect(source).toBeVisible();
  await answer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/kit-questions-answer.png', fullPage: false });

  await source.click();
  await expect(page.getByRole('tab', { name: /^Implementation/ })).toHaveAttribute('aria-selected', 'true');
  const heading = page.getByRole('tabpanel').getByRole('heading', { name: 'Risks' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await page.screenshot({ path: '/tmp/kit-questions-section.png', fullPage: false });

  // The history is kept: it is there after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Ask the kit' }).getByRole('listitem').filter({ hasText: 'What are the risks?' })).toBeVisible();
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/kit-questions-history.png', fullPage: false });
  await expectNoAxeViolations(page);
});

test('a question the kit does not cover is answered so, and a Founder sees the upgrade instead', async ({ page }) => {
  const email = await signedInMember(page, admin, baseURL, { plan: 'GROWTH', credits: 1, label: 'qa-founder' });
  const id = await orderReadyProject(page, baseURL, IDEA);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/projects/${id}`);
  const panel = page.getByRole('region', { name: 'Ask the kit' });
  await panel.getByRole('textbox', { name: 'Your question' }).fill('What is the capital of France?');
  await panel.getByRole('button', { name: 'Ask' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'What is the capital of France?' })).toContainText('The kit does not say.');
  await page.screenshot({ path: '/tmp/kit-questions-phone.png', fullPage: false });

  await setPlan(admin, email, 'FOUNDER');
  await page.reload();
  const upgrade = page.getByRole('region', { name: 'Ask the kit' });
  await expect(upgrade.getByText('Upgrade to the Growth plan to ask questions about your kit.')).toBeVisible();
  await expect(upgrade.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(upgrade.getByRole('textbox')).toHaveCount(0);
});
