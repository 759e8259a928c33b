import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { RoadmapDto } from '../../src/shared/schemas/roadmap';
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
