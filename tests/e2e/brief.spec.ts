import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { applyAnswer, removeEntity, renameEntity, type BriefAnswer } from '../../src/shared/brief-answers';
import { capabilityNames } from '../../src/shared/capabilities';
import { capabilityOf, type Brief, type BriefProposal } from '../../src/shared/schemas/brief';
import type { TasksDto } from '../../src/shared/schemas/tasks';
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

  // Rename the first entity, its row opened first: the row follows its new name.
  const first = brief.entities[0]!.name;
  const renamed = brief.entities.some((entity) => entity.name === 'Client') ? 'ClientAccount' : 'Client';
  const row = page.getByRole('group', { name: `Entity ${first}` });
  await row.getByRole('button', { expanded: false }).click();
  await row.getByRole('textbox', { name: 'Entity name' }).fill(renamed);
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

  await page.getByRole('button', { name: 'The product', expanded: false }).click();
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

/** The longest idea of the public benchmark cases: the review is measured on it. */
const LONGEST = (
  JSON.parse(readFileSync('bench/kit-quality/cases.json', 'utf8')) as { cases: { idea: string; language: string }[] }
).cases.reduce((longest, next) => (next.idea.length > longest.idea.length ? next : longest)).idea;

/** The review step's height in pixels and its number of controls. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    controls: document.querySelectorAll('input, select, textarea, button').length,
  }));

test('the longest idea’s review fits three screens on a desktop and six on a phone, guesses first, with Generate always in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'brief-measure' });
  await page.setViewportSize({ width: 1280, height: 800 });
  const { brief } = await reviewIdea(page, LONGEST);
  const desktop = await measure(page);
  console.log(`review of the longest case (${LONGEST.length} chars) at 1280×800: ${desktop.height} px, ${desktop.controls} controls`);
  expect(desktop.height).toBeLessThanOrEqual(3 * 800);

  // What the engine guessed comes first in its list, marked.
  const guessed = brief.entities.filter((entity) => entity.guessed);
  expect(guessed.length).toBeGreaterThan(0);
  const entities = page.getByRole('region', { name: 'What it stores' }).getByRole('group');
  await expect(entities.first()).toHaveAccessibleName(`Entity ${guessed[0]!.name}`);
  await expect(entities.first().getByText('Guessed')).toBeVisible();

  // Scrolled anywhere, the one button that charges is in view.
  const generate = page.getByRole('button', { name: 'Generate the kit (1 credit)' });
  await expect(generate).toHaveCount(1);
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((share) => window.scrollTo(0, share * document.documentElement.scrollHeight), at);
    await expect(generate).toBeInViewport();
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(generate).toBeInViewport();
  const phone = await measure(page);
  console.log(`review of the longest case at 375×812: ${phone.height} px, ${phone.controls} controls`);
  expect(phone.height).toBeLessThanOrEqual(6 * 812);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test('a founder opens an entity’s row to edit it and removes a guess; the kit is built from that, with no trace of the guess', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'brief-rows' });
  const { brief } = await reviewIdea(page, LONGEST);
  const guess = brief.entities.find((entity) => entity.guessed)!;
  const kept = brief.entities.find((entity) => !entity.guessed)!;

  // One row open at a time, from the keyboard.
  const row = page.getByRole('group', { name: `Entity ${kept.name}` });
  const toggle = row.getByRole('button', { expanded: false });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { expanded: true })).toBeVisible();
  await row.getByRole('button', { name: 'Add a field' }).click();
  const added = row.getByRole('textbox', { name: `Field ${kept.fields.length + 1} name` });
  await expect(added).toBeFocused();
  await added.fill('visitNotes');
  await page.getByRole('group', { name: `Entity ${guess.name}` }).getByRole('button', { expanded: false }).click();
  await expect(row.getByRole('textbox', { name: 'Entity name' })).toHaveCount(0);

  await page.getByRole('button', { name: `Remove entity ${guess.name}` }).click();
  await expect(page.getByRole('group', { name: `Entity ${guess.name}` })).toHaveCount(0);
  // Its notes went with it.
  await expect(page.getByRole('region', { name: 'Guesses and open questions' })).not.toContainText(guess.name);

  await page.getByRole('button', { name: 'Generate the kit (1 credit)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const stored = (await (await page.request.get(`/api/projects/${id}/brief`)).json()) as { brief: Brief };
  expect(stored.brief.entities.find((entity) => entity.name === kept.name)!.fields.at(-1)).toEqual({
    name: 'visitNotes',
    type: 'string',
  });
  expect(JSON.stringify(stored.brief)).not.toMatch(new RegExp(`\\b${guess.name}\\b`));
  await expect(page.getByRole('status').filter({ hasText: 'Ready' })).toBeVisible({ timeout: 30_000 });
});

test('the review speaks Russian for a Russian idea on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'brief-ru' });
  await page.addInitScript(() => localStorage.setItem('language', 'ru'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dashboard/new-project');
  await page.getByLabel('Идея проекта').fill(RUSSIAN_IDEA);
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вот что мы поняли' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Догадки и открытые вопросы' })).toBeVisible();
  const generate = page.getByRole('button', { name: 'Создать набор (1 кредит)' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(generate).toBeInViewport();

  // A row opens to edit in Russian too.
  const row = page.getByRole('group', { name: /^Сущность / }).first();
  await row.getByRole('button', { expanded: false }).click();
  await expect(row.getByRole('textbox', { name: 'Имя сущности' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('review-ru-375.png'), fullPage: true });
});

const RUSSIAN_IDEA =
  'Мобильное приложение для автосервиса: клиенты записываются на ремонт, механики ведут заказ-наряды, оплата онлайн, уведомления по SMS.';

/** An idea of plain records: nothing in it streams live, so a live ingest task comes only from the founder's choice. */
const LOGBOOK =
  'A web app for a rowing club: members log each outing on the river with its crew and distance, and the captain plans the weekly training sessions.';
/** The task the catalogue's live entry gives a feature (src/server/capabilities/entries/live.ts). */
const INGEST_TASK = 'Build the points ingest endpoint';

/** The must-have the kit is built around: the first that does more than keep records, else the first. */
function headlineOf(brief: Brief) {
  const must = brief.features.filter((feature) => feature.priority === 'must');
  return must.find((feature) => capabilityOf(feature).id !== 'records') ?? must[0]!;
}

/**
 * Reviews the logbook idea, checks the review step asks first how its headline feature works (as the
 * engine proposed), chooses `choice` for it from the keyboard and orders the kit; returns the ready
 * kit's task titles and the headline's id.
 */
async function kitWithHeadlineAs(
  page: Page,
  choice: string,
): Promise<{ titles: string[]; headline: string; id: string }> {
  const { brief } = await reviewIdea(page, LOGBOOK);
  expect(
    brief.features.filter((feature) => capabilityOf(feature).id === 'live'),
    'nothing live was proposed',
  ).toEqual([]);
  const headline = headlineOf(brief);
  const section = page.getByRole('region', { name: 'How the main features work' });
  const control = section.getByRole('combobox').first();
  await expect(control).toHaveAccessibleName(`How does ‘${headline.name}’ work?`);
  await expect(control.locator('option:checked')).toHaveText(capabilityNames[capabilityOf(headline).id].en);
  // What the capability means, in a few words, is read with the choice.
  const how = capabilityNames[capabilityOf(headline).id].howEn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(control).toHaveAccessibleDescription(new RegExp(`^${how}`, 'i'));

  // From the keyboard: focus the choice and type the start of the wanted capability's name.
  await control.focus();
  await page.keyboard.type(choice.slice(0, 4));
  await expect(control.locator('option:checked')).toHaveText(choice);

  await page.getByRole('button', { name: 'Generate the kit (1 credit)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  // The brief the kit is written from carries the choice.
  const stored = (await (await page.request.get(`/api/projects/${id}/brief`)).json()) as { brief: Brief };
  const chosen = Object.entries(capabilityNames).find(([, names]) => names.en === choice)![0];
  expect(capabilityOf(stored.brief.features.find((feature) => feature.id === headline.id)!).id).toBe(chosen);
  await expect(page.getByRole('status').filter({ hasText: 'Ready' })).toBeVisible({ timeout: 30_000 });
  const board = (await (await page.request.get(`/api/projects/${id}/tasks`)).json()) as TasksDto;
  return { titles: board.tasks.map((task) => task.title), headline: headline.id, id };
}

test('the founder confirms how the headline feature works, and the kit’s tasks follow the choice', async ({ page }) => {
  // Two whole kits of the same idea, told apart by the headline's capability alone.
  test.setTimeout(180_000);
  await signedInMember(page, admin, baseURL, { credits: 2, label: 'brief-capability' });

  const own = await kitWithHeadlineAs(page, capabilityNames.records.en);
  expect(own.titles).not.toContain(INGEST_TASK);

  const live = await kitWithHeadlineAs(page, capabilityNames.live.en);
  expect(live.headline).toBe(own.headline);
  expect(live.titles).toContain(INGEST_TASK);
  // The task is on the founder's board.
  await page.goto(`/dashboard/tasks-dashboard/${live.id}`);
  // The card titled so (the next card names it too, as the task it waits for).
  await expect(page.getByTestId('task-card').getByRole('heading', { name: new RegExp(`^T-\\d+${INGEST_TASK}$`) })).toBeVisible();
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
