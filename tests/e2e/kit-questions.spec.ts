import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, documentTabNames, orderReadyProject, setPlan, signedInMember } from './member-helpers';

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

  // The panel is folded above the documents; its heading opens it.
  const panel = page.getByRole('region', { name: 'Ask the kit' });
  await panel.getByRole('button', { name: 'Ask the kit', expanded: false }).click();
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
  await expect(panel).toContainText('1 question asked');
  await panel.getByRole('button', { name: 'Ask the kit' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'What are the risks?' })).toBeVisible();
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
  await panel.getByRole('button', { name: 'Ask the kit' }).click();
  await panel.getByRole('textbox', { name: 'Your question' }).fill('What is the capital of France?');
  await panel.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'What is the capital of France?' })).toContainText('The kit does not say.');
  await page.screenshot({ path: '/tmp/kit-questions-phone.png', fullPage: false });

  await setPlan(admin, email, 'FOUNDER');
  await page.reload();
  const upgrade = page.getByRole('region', { name: 'Ask the kit' });
  await upgrade.getByRole('button', { name: 'Ask the kit' }).click();
  await expect(upgrade.getByText('Upgrade to the Growth plan to ask questions about your kit.')).toBeVisible();
  await expect(upgrade.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(upgrade.getByRole('textbox')).toHaveCount(0);
});

/** Asks `questions` through the API as the page's member (each answer is read to its end). */
async function askThroughApi(page: Page, id: string, questions: readonly string[]) {
  for (const question of questions) {
    const asked = await page.request.post(`${baseURL}/api/projects/${id}/questions`, { data: { question }, headers: { Origin: baseURL } });
    expect(asked.status()).toBe(200);
    await asked.text();
  }
}

/** The tab list's top on the page (not the viewport), in CSS pixels. */
const tabsTop = (page: Page) => page.getByRole('tablist').evaluate((list) => Math.round(list.getBoundingClientRect().top + window.scrollY));

/** The tabs' names in Russian, in order. */
const documentTabNamesRu = ['Обзор', 'Требования', 'Стек', 'Сервер и API', 'Интерфейс', 'Контроль качества', 'Правила для ИИ', 'Сценарии', 'Реализация', 'Что дальше'];

const FOUR_QUESTIONS = ['What are the risks?', 'How do walkers get paid?', 'Which database do we use?', 'What is the capital of France?'];

for (const language of ['en', 'ru'] as const) {
  test(`the documents come first on the project page after four questions, and every tab works at 375 px (${language})`, async ({ page }) => {
    await signedInMember(page, admin, baseURL, { plan: 'GROWTH', credits: 1, label: `qa-layout-${language}` });
    const id = await orderReadyProject(page, baseURL, IDEA);
    await askThroughApi(page, id, FOUR_QUESTIONS);
    if (language === 'ru') await page.addInitScript(() => localStorage.setItem('language', 'ru'));
    const names = language === 'ru' ? documentTabNamesRu : documentTabNames;
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/dashboard/projects/${id}`);
      await expect(tab(names[0]!)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByRole('article')).toBeVisible();
      const top = await tabsTop(page);
      console.log(`document tabs' top at ${viewport.width}×${viewport.height} (${language}): ${top} px`);
      await expect(page.getByRole('tablist')).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `/tmp/project-page-${language}-${viewport.width}.png`, fullPage: false });
    }

    // Folded, the kit check and the questions say what they hold; a heading opens its panel.
    const check = page.getByRole('region', { name: language === 'ru' ? 'Проверка набора' : 'Kit check' });
    await expect(check).toContainText(language === 'ru' ? /Оценка \d+\/100/ : /Score \d+\/100/);
    const questions = page.getByRole('region', { name: language === 'ru' ? 'Вопросы к набору' : 'Ask the kit' });
    await expect(questions).toContainText(language === 'ru' ? 'задано 4 вопроса' : '4 questions asked');
    await expect(questions.getByRole('listitem')).toHaveCount(0);
    await questions.getByRole('button', { expanded: false }).click();
    await expect(questions.getByRole('listitem').filter({ hasText: FOUR_QUESTIONS[1]! }).first()).toBeVisible();
    await page.screenshot({ path: `/tmp/project-page-${language}-375-questions.png`, fullPage: false });
    await questions.getByRole('button', { expanded: true }).click();

    // At 375 px a fade says more tabs lie to the right; every tab is reached with the keyboard and,
    // clicked, comes into view and opens its document.
    await expect(page.getByTestId('tabs-more-right')).toBeVisible();
    await expect(page.getByTestId('tabs-more-left')).toHaveCount(0);
    await tab(names[0]!).focus();
    for (const name of names.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(name)).toBeInViewport({ ratio: 0.9 });
    }
    await expect(page.getByTestId('tabs-more-left')).toBeVisible();
    for (const name of [...names].reverse()) {
      await tab(name).click();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(name)).toBeInViewport({ ratio: 0.9 });
      await expect(page.getByRole('tabpanel').getByRole('article')).toBeVisible();
    }
    await page.screenshot({ path: `/tmp/project-page-${language}-375-tabs.png`, fullPage: false });
  });
}
