import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { TasksDto } from '../../src/shared/schemas/tasks';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-deps-e2e@example.com';
const IDEA =
  'A logbook for a community orchard: volunteers record which trees they pruned and watered, and the coordinator plans the harvest days.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const cardOf = (page: Page, taskId: string) => page.locator(`[data-testid="task-card"][data-task-id="${taskId}"]`);
const blockedBadge = (card: Locator) => card.getByRole('button', { name: /^Blocked by/ });

test('a task waits for its dependency: blocked on the board until the dependency is done', async ({ page }) => {
  // A whole kit is ordered and generated before the board is used.
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'deps' });
  const projectId = await orderReadyProject(page, baseURL, IDEA);
  const board = (await (await page.request.get(`/api/projects/${projectId}/tasks`)).json()) as TasksDto;
  // A task that waits on exactly one other task, itself to do.
  const dependent = board.tasks.find((task) => task.blockedBy.length === 1)!;
  expect(dependent, 'the kit has a task with one dependency').toBeDefined();
  const dependency = board.tasks.find((task) => task.ref === dependent.blockedBy[0])!;
  expect(dependency.status).toBe('todo');

  // The dashboard never suggests a blocked task.
  await page.goto('/dashboard');
  const nextTasks = page.getByRole('region', { name: 'Next tasks' });
  await expect(nextTasks.getByRole('listitem').first()).toBeVisible();
  await expect(nextTasks.getByText(dependent.title, { exact: true })).toHaveCount(0);

  await page.goto(`/dashboard/tasks-dashboard/${projectId}`);
  const card = cardOf(page, dependent.id);
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-blocked', 'true');
  const badge = blockedBadge(card);
  await expect(badge).toHaveText(`Blocked by ${dependency.ref}`);
  // The dependency's title on hover, and as the badge's description for a screen reader.
  await expect(badge).toHaveAttribute('title', `${dependency.ref} ${dependency.title}`);
  await expect(badge).toHaveAccessibleDescription(`Not done yet: ${dependency.ref} ${dependency.title}`);

  // From the keyboard: the badge opens the details, whose link leads to the dependency's card.
  await badge.focus();
  await page.keyboard.press('Enter');
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText(dependent.testStrategy)).toBeVisible();
  const link = card.getByRole('link', { name: `${dependency.ref} ${dependency.title}` });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  const dependencyCard = cardOf(page, dependency.id);
  await expect(dependencyCard).toBeFocused();
  await expect(dependencyCard).not.toHaveAttribute('data-blocked');

  // Finishing the dependency (its status menu, as on a phone) unblocks the task, and it stays so.
  await dependencyCard.getByRole('button', { name: /^(Subtasks|Details)/ }).click();
  await dependencyCard.getByLabel('Status').selectOption({ label: 'Done' });
  await expect(page.getByTestId('column-done').getByTestId('task-card')).toHaveCount(1);
  await expect(card).not.toHaveAttribute('data-blocked');
  await expect(blockedBadge(card)).toHaveCount(0);
  await page.reload();
  await expect(cardOf(page, dependent.id)).toBeVisible();
  await expect(cardOf(page, dependent.id)).not.toHaveAttribute('data-blocked');

  // Started now, it is the first task the dashboard suggests.
  const started = cardOf(page, dependent.id);
  await started.getByRole('button', { name: /^(Subtasks|Details)/ }).click();
  await started.getByLabel('Status').selectOption({ label: 'In progress' });
  await expect(page.getByTestId('column-in_progress').getByTestId('task-card')).toHaveCount(1);
  await page.goto('/dashboard');
  await expect(nextTasks.getByRole('listitem').first()).toContainText(dependent.title);
});
