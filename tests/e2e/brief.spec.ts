import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { applyAnswer, removeEntity, renameEntity, type BriefAnswer } from '../../src/shared/brief-answers';
import type { BriefProposal } from '../../src/shared/schemas/brief';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, signedInMember } from './member-helpers';

// The offline engine reads ideas here: what it understands is the API's to test; this file tests that
// the founder's corrections are what the kit is built from, and that only the kit is paid for.
const ADMIN = 'admin-brief-e2e@example.com';
const IDEA =
  'A web app for small dental clinics: patient records and appointments, SMS reminders before each visit, compliant with HIPAA.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

async function creditsOf(page: Page): Promise<number> {
  const me = (await (await page.request.get('/api/me')).json()) as { profile: { availableCredits: number } };
  return me.profile.availableCredits;
}

/** Types the idea and moves on; returns what the server proposed, once the review step shows it. */
async function reviewIdea(page: Page, idea: string): Promise<BriefProposal> {
  await page.goto('/dashboard/new-project');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel('Your project idea').fill(idea);
  const proposed = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/briefs',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  const response = await proposed;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeFocused();
  return (await response.json()) as BriefProposal;
}

test('a founder corrects what was understood (renames an entity, removes one, answers a question) and pays only for the kit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInMember(page, admin, baseURL, { credits: 2, label: 'brief' });
  const { brief, questions } = await reviewIdea(page, IDEA);
  expect(brief.entities.length).toBeGreaterThanOrEqual(2);
  expect(questions.length).toBeGreaterThan(0);
  // Reading the idea was free.
  expect(await creditsOf(page)).toBe(2);

  // Rename the first entity: the card follows its new name.
  const first = brief.entities[0]!.name;
  const renamed = brief.entities.some((entity) => entity.name === 'Client') ? 'ClientAccount' : 'Client';
  await page
    .getByRole('group', { name: `Entity ${first}` })
    .getByRole('textbox', { name: 'Entity name' })
    .fill(renamed);
  await expect(page.getByRole('group', { name: `Entity ${renamed}` })).toBeVisible();

  // Remove the last one, by its named button; focus lands on the add button.
  const last = brief.entities.at(-1)!.name;
  await page.getByRole('button', { name: `Remove entity ${last}` }).click();
  await expect(page.getByRole('group', { name: `Entity ${last}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an entity' })).toBeFocused();

  // Answer the first question: a suggestion when there are some, else in words.
  const question = questions[0]!;
  const card = page.getByRole('group', { name: question.text });
  let answer: BriefAnswer;
  const choice = question.choices[0];
  if (choice) {
    await card.getByRole(question.multiple ? 'checkbox' : 'radio', { name: choice.label, exact: true }).check();
    answer = { choices: [choice.value] };
  } else {
    await card.getByRole('textbox').fill('The clinic pays monthly');
    answer = { choices: [], text: 'The clinic pays monthly' };
  }
  await card.getByRole('button', { name: 'Add to the brief' }).click();
  await expect(page.getByText('Your answer is in the brief.')).toBeFocused();
  await expect(card).toHaveCount(0);
  expect(await creditsOf(page)).toBe(2);

  await page.getByRole('button', { name: 'Generate the kit (1 credit)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(await creditsOf(page)).toBe(1);

  // The kit is built from the brief as the founder left it.
  const edited = applyAnswer(
    removeEntity(renameEntity(brief, 0, renamed), brief.entities.length - 1),
    question,
    answer,
  );
  const stored = await page.request.get(`/api/projects/${id}/brief`);
  expect(stored.status()).toBe(200);
  expect(await stored.json()).toEqual({ brief: edited, version: 1 });
  await expect(page.getByRole('status').filter({ hasText: 'Ready' })).toBeVisible({ timeout: 30_000 });
});

test('the review step fits a phone, passes axe, and Enter in a field never orders the kit', async ({ page }) => {
  // The reader's review of a whole idea, then axe over the long review page.
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'brief-phone' });
  await page.setViewportSize({ width: 375, height: 800 });
  const { brief } = await reviewIdea(page, IDEA);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  const name = page.getByRole('textbox', { name: 'Product name' });
  await name.fill(`${brief.productName} Pro`);
  await name.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeVisible();
  expect(await creditsOf(page)).toBe(1);

  // A problem is shown at its field, in words, and nothing is charged.
  await name.fill('');
  await page.getByRole('button', { name: 'Generate the kit (1 credit)' }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Please enter a name.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  expect(await creditsOf(page)).toBe(1);
});

test('an unclear idea is refused before any charge, with questions that would make it clear', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 422/);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'brief-unclear' });
  await page.goto('/dashboard/new-project');
  await page.getByLabel('Your project idea').fill('hjkl uiop 6789 ???');
  await page.getByRole('button', { name: 'Next' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No credit was used.');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  expect(await creditsOf(page)).toBe(1);
  const projects = (await (await page.request.get('/api/projects')).json()) as { projects: unknown[] };
  expect(projects.projects).toEqual([]);
});
