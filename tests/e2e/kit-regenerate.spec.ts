import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { ProjectBriefDto } from '../../src/shared/schemas/projects';
import type { TasksDto } from '../../src/shared/schemas/tasks';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-regen-e2e@example.com';
const IDEA =
  'A scheduling app for a small yoga studio: members book classes, teachers see who is coming, and the owner sends class reminders by email.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const boardOf = async (page: Page, projectId: string) =>
  ((await (await page.request.get(`/api/projects/${projectId}/tasks`)).json()) as TasksDto).tasks;
const cardOf = (page: Page, taskId: string) => page.locator(`[data-testid="task-card"][data-task-id="${taskId}"]`);

test('tasks moved to Done stay Done when the kit is regenerated from an edited brief', async ({ page }) => {
  // A whole kit is written, then written again.
  test.setTimeout(180_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'regen' });
  const projectId = await orderReadyProject(page, baseURL, IDEA);
  const { brief } = (await (await page.request.get(`/api/projects/${projectId}/brief`)).json()) as ProjectBriefDto;
  const needed = new Set(brief.features.flatMap((feature) => feature.dependsOn));
  const removed = brief.features.findLast((feature) => !needed.has(feature.id))!;

  // Two tasks the edit leaves alone are finished on the board.
  const before = await boardOf(page, projectId);
  const removedTasks = before.filter((task) => task.featureIds.includes(removed.id));
  const finished = before.filter((task) => !removedTasks.includes(task)).slice(0, 2);
  await page.goto(`/dashboard/tasks-dashboard/${projectId}`);
  for (const [index, task] of finished.entries()) {
    const card = cardOf(page, task.id);
    await card.getByRole('button', { name: /^(Subtasks|Details)/ }).click();
    await card.getByLabel('Status').selectOption({ label: 'Done' });
    await expect(page.getByTestId('column-done').getByTestId('task-card')).toHaveCount(index + 1);
  }

  // The brief is edited on the project page: one feature removed, one added.
  await page.goto(`/dashboard/projects/${projectId}`);
  await page.getByRole('button', { name: 'Edit brief and regenerate' }).click();
  const editor = page.getByRole('region', { name: 'Edit the brief' });
  await editor.getByRole('button', { name: `Remove feature ${removed.id} ${removed.name}` }).click();
  await editor.getByRole('button', { name: 'Add a feature' }).click();
  const added = editor.getByRole('group', { name: /^Feature FEAT-\d+$/ });
  // The description first: the card is named after the feature, so naming it renames the card.
  await added.getByLabel('Description').fill('Members join a waitlist when a class is full and get the freed place.');
  await added.getByLabel(/^Feature FEAT-\d+$/).fill('Class waitlist');
  await expectNoAxeViolations(page);
  await editor.getByRole('button', { name: 'Regenerate the kit' }).click();

  // The confirmation says what it costs: a regeneration of the month, no credit.
  const dialog = page.getByRole('dialog', { name: 'Regenerate the whole kit?' });
  await expect(dialog).toContainText('(5 left). No credit is charged.');
  await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();

  const summary = page.getByTestId('regeneration-summary');
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary).toContainText(/Tasks: [1-9]\d* added to To do, \d+ kept with their status, [1-9]\d* archived\./);
  await expect(summary.getByRole('link', { name: 'Requirements' })).toHaveAttribute(
    'href',
    `/dashboard/projects/${projectId}?tab=requirements&history=1`,
  );
  await page.screenshot({ path: '/tmp/kit-regenerate-summary.png', fullPage: true });
  await expectNoAxeViolations(page);

  // On the board the finished tasks are still Done; the removed feature's tasks are gone (archived).
  await summary.getByRole('link', { name: 'Open the board' }).click();
  for (const task of finished) await expect(page.getByTestId('column-done').locator(`[data-task-id="${task.id}"]`)).toBeVisible();
  const after = await boardOf(page, projectId);
  expect(removedTasks.length).toBeGreaterThan(0);
  expect(after.filter((task) => removedTasks.some((gone) => gone.id === task.id))).toEqual([]);
  expect(after.filter((task) => finished.some((done) => done.id === task.id)).map((task) => task.status)).toEqual([
    'done',
    'done',
  ]);
});
