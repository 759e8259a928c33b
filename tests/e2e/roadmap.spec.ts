import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { DocumentDto } from '../../src/shared/schemas/projects';
import type { RoadmapDto } from '../../src/shared/schemas/roadmap';
import type { TasksDto } from '../../src/shared/schemas/tasks';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-roadmap-e2e@example.com';
const IDEA =
  'A booking app for a neighbourhood tool library: members reserve drills and ladders, and volunteers check them in and out.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

test('the roadmap shows the kit’s phases, moves them, and fills as tasks are done on the board', async ({ page }) => {
  // A whole kit is ordered and generated before the roadmap is used.
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'roadmap' });
  const projectId = await orderReadyProject(page, baseURL, IDEA);
  const roadmapOf = async () =>
    (await (await page.request.get(`/api/projects/${projectId}/roadmap`)).json()) as RoadmapDto;
  const before = await roadmapOf();
  expect(before.phases.length).toBeGreaterThan(1);

  // From the sidebar (a Founder feature).
  await page.goto('/dashboard');
  await page.getByRole('dialog', { name: 'Welcome to Specforge' }).getByRole('button', { name: 'Get started' }).click();
  await page.getByRole('link', { name: 'Interactive Roadmap' }).click();
  await expect(page).toHaveURL(/\/dashboard\/roadmap$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interactive Roadmap' })).toBeVisible();
  for (const phase of before.phases) await expect(page.getByRole('slider', { name: phase.name })).toBeVisible();
  await expect(page.getByTestId('roadmap-today')).toBeAttached();
  await expect(page.locator('[data-dependency]').first()).toBeAttached();

  // A task of the first phase, done on the board, grows that phase's progress.
  const first = before.phases[0]!;
  const firstBar = page.getByRole('slider', { name: first.name });
  await expect(firstBar).toHaveAttribute('data-progress', '0');
  const task = before.tasks.find((candidate) => candidate.phase === first.index)!;
  await page.goto(`/dashboard/tasks-dashboard/${projectId}`);
  const card = page.locator(`[data-testid="task-card"][data-task-id="${task.id}"]`);
  await card.getByRole('button', { name: /^(Subtasks|Details)/ }).click();
  await card.getByLabel('Status').selectOption({ label: 'Done' });
  await expect(page.getByTestId('column-done').getByTestId('task-card')).toHaveCount(1);
  await page.goto('/dashboard/roadmap');
  const progress = Number(await firstBar.getAttribute('data-progress'));
  expect(progress).toBeGreaterThan(0);

  // A phase moved a working day from the keyboard, then a week by dragging: the phases after it follow.
  const dependant = before.phases.find((phase) => phase.dependsOn.includes(first.index))!;
  await firstBar.focus();
  let saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/projects/${projectId}/roadmap`) && r.request().method() === 'PUT',
  );
  await page.keyboard.press('ArrowRight');
  await expect(firstBar).toHaveAttribute('aria-valuenow', '1');
  expect((await saved).ok()).toBe(true);

  const box = (await firstBar.boundingBox())!;
  saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/projects/${projectId}/roadmap`) && r.request().method() === 'PUT',
  );
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.down();
  // Seven calendar days (26 px each) are five working days.
  for (const step of [1, 2, 3, 4, 5, 6, 7]) await page.mouse.move(box.x + 10 + step * 26, box.y + box.height / 2);
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  await expect(firstBar).toHaveAttribute('aria-valuenow', '6');
  const after = await roadmapOf();
  expect(after.phases[first.index]!.shift).toBe(6);
  expect(after.phases[dependant.index]!.start > before.phases[dependant.index]!.start).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('roadmap-desktop.png') });

  // The calendar file holds one milestone per phase.
  const href = await page.getByRole('link', { name: 'Export to calendar (.ics)' }).getAttribute('href');
  const calendar = await (await page.request.get(href!)).text();
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(before.phases.length);

  // The project page has the same roadmap in a tab.
  await page.goto(`/dashboard/projects/${projectId}?tab=roadmap`);
  await expect(page.getByRole('tab', { name: 'Roadmap' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('slider', { name: first.name })).toHaveAttribute('aria-valuenow', '6');

  // On a phone: a list of phases with their dates and progress instead of the timeline.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/roadmap');
  const list = page.getByRole('list', { name: 'Phases' });
  await expect(list.getByRole('listitem')).toHaveCount(before.phases.length);
  await expect(page.getByRole('slider')).toHaveCount(0);
  const item = list.getByRole('listitem').first();
  await expect(item).toContainText(first.name);
  await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(progress));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('roadmap-phone.png'), fullPage: true });
});

/**
 * What the kit's implementation plan document says each phase holds: the titles of the tasks whose
 * refs its numbered work items start with, phase by phase (read from the document the founder sees).
 */
async function plannedTasks(page: Page, projectId: string): Promise<string[][]> {
  const plan = (await (await page.request.get(`/api/projects/${projectId}/documents/implementation`)).json()) as DocumentDto;
  const board = (await (await page.request.get(`/api/projects/${projectId}/tasks`)).json()) as TasksDto;
  const titleOf = new Map(board.tasks.map((task) => [task.ref, task.title]));
  const phases = plan.content.split(/^#{2,3} /m).filter((chunk) => /^\d+\. /.test(chunk));
  const held = phases.map((chunk) => [...chunk.matchAll(/^\d+\. (T-\d+) /gm)].map((m) => titleOf.get(m[1]!)!));
  // Every task of the board is in one phase of the plan.
  expect(held.flat().sort()).toEqual(board.tasks.map((task) => task.title).sort());
  return held;
}

const sorted = (titles: readonly string[]) => [...titles].sort();

/** The roadmap at 1280×800 then 375×812: each phase lists the plan's tasks, and the phone counts them. */
async function expectPlanOnRoadmap(page: Page, projectId: string, countText: (count: number) => RegExp) {
  const planned = await plannedTasks(page, projectId);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/dashboard/roadmap?project=${projectId}`);
  await expect(page.getByRole('slider')).toHaveCount(planned.length);
  for (const [index, titles] of planned.entries()) {
    const rows = page.locator(`[data-row="task"][data-row-phase="${index}"]`);
    await expect(rows).toHaveCount(titles.length);
    expect(sorted(await rows.allTextContents()), `phase ${index}`).toEqual(sorted(titles));
    await expect(page.locator(`[data-task-phase="${index}"]`)).toHaveCount(titles.length);
  }
  // The phases the report found empty hold their tasks.
  expect(planned.filter((titles) => titles.length === 0)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  const list = page.getByRole('list', { name: /^(Phases|Фазы)$/ });
  await expect(list.locator(':scope > li')).toHaveCount(planned.length);
  for (const [index, titles] of planned.entries()) {
    const item = list.locator(`:scope > li[data-phase="${index}"]`);
    const count = item.locator('summary');
    await expect(count).toHaveText(countText(titles.length));
    await count.click();
    const tasks = item.locator('[data-task]');
    await expect(tasks).toHaveCount(titles.length);
    expect(sorted(await tasks.allInnerTexts()), `phase ${index} on a phone`).toEqual(sorted(titles));
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
}

test('each phase holds the tasks the plan gives it, counted right on desktop, on a phone and in Russian', async ({ page }) => {
  // Two whole kits are generated.
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('onboardingSeen', '1'));
  await signedInMember(page, admin, baseURL, { credits: 2, label: 'roadmap-plan' });
  const english = await orderReadyProject(
    page,
    baseURL,
    'A mobile app for a yoga studio: members book classes and pay by card with Stripe, instructors see their schedule and payouts.',
  );
  await expectPlanOnRoadmap(page, english, (n) => new RegExp(`^0 of ${n} tasks? done$`));
  await page.screenshot({ path: test.info().outputPath('roadmap-plan-phone.png'), fullPage: true });

  await page.addInitScript(() => localStorage.setItem('language', 'ru'));
  const russian = await orderReadyProject(
    page,
    baseURL,
    'Мобильное приложение для автосервиса: клиенты записываются на ремонт и платят картой, мастера видят свои заказы.',
  );
  await expectPlanOnRoadmap(page, russian, (n) => new RegExp(`^Готово 0 из ${n} задачи?$`));
  await page.screenshot({ path: test.info().outputPath('roadmap-plan-phone-ru.png'), fullPage: true });
});
