import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';
import { letterShares } from '../../src/server/kit/language-check';
import { avoidedIn } from '../../src/shared/glossary';

// The kit's language is the brief's, apart from the interface's: here the interface stays English
// while the idea is Russian. The offline engine writes the kits.
const ADMIN = 'admin-lang-e2e@example.com';
const IDEA = 'Приложение для репетиторов: расписание занятий, домашние задания ученикам и оплата уроков онлайн.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const article = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** Reads the Russian idea into a brief; the review step is in English and names the kit's language. */
async function reviewRussianIdea(page: Page) {
  await page.goto('/dashboard/new-project');
  await page.getByLabel('Your project idea').fill(IDEA);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeVisible();
  // The kit's language is part of the product, folded to one line until opened.
  await page.getByRole('button', { name: 'The product', expanded: false }).click();
  return page.getByRole('group', { name: 'Kit language' });
}

/** The shown document's prose, code left out, measured as the kit tests measure the markdown. */
async function proseShares(page: Page) {
  const text = await article(page).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const code of copy.querySelectorAll('code, pre')) code.remove();
    return copy.innerText;
  });
  return letterShares(text, [IDEA]);
}

async function generateAndWait(page: Page) {
  await page.getByRole('button', { name: 'Generate the kit (1 credit)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: 'Ready' })).toBeVisible({ timeout: 60_000 });
}

test('a Russian idea with the interface in English gives a Russian kit; switched to English before generating, an English one', async ({
  page,
}) => {
  // Two whole kits on a loaded host.
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 2, label: 'lang' });

  const language = await reviewRussianIdea(page);
  await expect(language.getByRole('radio', { name: 'Русский' })).toBeChecked();
  await generateAndWait(page);
  // The interface keeps its language: the tabs are English, the documents Russian (the page shifts
  // a document's headings one level down, under its own).
  await tab(page, 'Overview').click();
  await expect(article(page).getByRole('heading', { level: 2 })).toContainText('— Обзор проекта');
  await expect(article(page).getByRole('heading', { level: 3, name: 'Проблема' })).toBeVisible();
  await expect(article(page).getByRole('heading', { level: 3, name: 'Аудитория' })).toBeVisible();
  await tab(page, 'Requirements').click();
  await expect(article(page).getByRole('heading', { level: 2 })).toContainText('— Требования к продукту');
  await expect(article(page).getByRole('heading', { level: 3, name: 'Цели' })).toBeVisible();
  await expect(article(page).getByText('Критерии приёмки').first()).toBeVisible();
  await tab(page, 'Implementation').click();
  await expect(article(page).getByRole('heading', { level: 3, name: 'Фазы' })).toBeVisible();
  // Not only the headings: what the kit says is Russian, in every tab.
  for (const name of ['Overview', 'Requirements', 'Tech Stack', 'Backend', 'Implementation']) {
    await tab(page, name).click();
    const shares = await proseShares(page);
    expect(shares.cyrillic, `${name}: ${shares.latinWords.join(' ')}`).toBeGreaterThanOrEqual(0.9);
  }

  const switched = await reviewRussianIdea(page);
  await switched.getByRole('radio', { name: 'English' }).check();
  await expect(switched.getByRole('radio', { name: 'English' })).toBeChecked();
  await generateAndWait(page);
  await tab(page, 'Overview').click();
  await expect(article(page).getByRole('heading', { level: 2 })).toContainText('— Project Overview');
  await expect(article(page).getByRole('heading', { level: 3, name: 'Problem' })).toBeVisible();
  await expect(article(page)).not.toContainText('Обзор проекта');
  await tab(page, 'Implementation').click();
  await expect(article(page).getByRole('heading', { level: 3, name: 'Phases' })).toBeVisible();
});

/** The glossary's words to avoid that the page shows, with the term each stands for. */
async function avoidedOnPage(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return avoidedIn(text, 'ru').map((use) => `${page.url()}: «${use.found}» for ${use.term}`);
}

test('in Russian, a Russian kit’s pages call each thing by the glossary’s one word', async ({ page }) => {
  // A brief is read and a whole kit generated before its pages are read, on a loaded host.
  test.setTimeout(180_000);
  await signedInMember(page, admin, baseURL, { credits: 2, label: 'glossary' });
  await page.evaluate(() => localStorage.setItem('language', 'ru'));

  await page.goto('/dashboard/new-project');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByLabel('Идея проекта').fill(IDEA);
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Вот что мы поняли' })).toBeVisible();
  expect(await avoidedOnPage(page)).toEqual([]);
  // A record's feature names what it belongs to in the case «к» needs, never after a colon.
  await expect(page.locator('body')).not.toContainText(/ к: /);

  const projectId = await orderReadyProject(page, baseURL, IDEA);
  await page.goto(`/dashboard/projects/${projectId}`);
  await expect(tab(page, 'Обзор')).toBeVisible();
  await expect(article(page).getByRole('heading', { level: 2 })).toContainText('— Обзор проекта');
  expect(await avoidedOnPage(page)).toEqual([]);

  await page.goto(`/dashboard/roadmap?project=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Дорожная карта' })).toBeVisible();
  await expect(page.getByRole('slider').first()).toBeVisible();
  expect(await avoidedOnPage(page)).toEqual([]);

  await page.goto(`/dashboard/tasks-dashboard/${projectId}`);
  await expect(page.getByTestId('task-card').first()).toBeVisible();
  await expect(page.getByText(/^Готово 0 из \d+ задач/)).toBeVisible();
  expect(await avoidedOnPage(page)).toEqual([]);

  await page.goto('/dashboard/credits');
  await expect(page.getByRole('heading', { level: 1, name: 'Купить кредиты' })).toBeVisible();
  await expect(page.getByText('Пакеты кредитов').first()).toBeVisible();
  expect(await avoidedOnPage(page)).toEqual([]);

  await page.goto('/#pricing');
  await expect(page.getByRole('heading', { level: 2, name: 'Простые цены: один кредит — один набор' })).toBeVisible();
  // "Value $29" is the bundle's usual price.
  await expect(page.getByText('Обычная цена $29', { exact: true })).toBeVisible();
  expect(await avoidedOnPage(page)).toEqual([]);
});
