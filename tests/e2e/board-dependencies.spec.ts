import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { TaskDto, TasksDto } from '../../src/shared/schemas/tasks';
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

test('starting a blocked task asks first, naming its blocker: Cancel keeps it in To do, "Start anyway" moves it', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'deps-start' });
  const projectId = await orderReadyProject(page, baseURL, IDEA);
  const board = (await (await page.request.get(`/api/projects/${projectId}/tasks`)).json()) as TasksDto;
  const dependent = board.tasks.find((task) => task.blockedBy.length === 1)!;
  const dependency = board.tasks.find((task) => task.ref === dependent.blockedBy[0])!;

  await page.goto(`/dashboard/tasks-dashboard/${projectId}`);
  const card = cardOf(page, dependent.id);
  await expect(card).toHaveAttribute('data-blocked', 'true');
  const inProgress = page.getByTestId('column-in_progress');
  const dialog = page.getByRole('dialog', { name: 'Start a blocked task?' });

  // Dragged to In progress with the pointer: the dialog names the blocker; Cancel leaves the card in To do.
  const handle = card.getByRole('button', { name: /^Move task/ });
  const from = (await handle.boundingBox())!;
  const to = (await inProgress.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`“${dependent.title}” waits for a task that is not done yet:`);
  await expect(dialog.getByRole('list', { name: 'Not done yet' }).getByRole('listitem')).toHaveText([
    `${dependency.ref} ${dependency.title}`,
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('start-blocked-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('column-todo').locator(`[data-task-id="${dependent.id}"]`)).toBeVisible();
  await expect(inProgress.getByTestId('task-card')).toHaveCount(0);

  // From the keyboard (Space, →, Space): asked again; "Start anyway" moves it, and the server keeps it there.
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  // Over the In progress column (as the live region tells a screen reader) before it is dropped.
  await expect(page.getByText(`${dependent.title} is over In progress.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([`${dependency.ref} ${dependency.title}`]);
  await dialog.getByRole('button', { name: 'Start anyway' }).click();
  await expect(inProgress.locator(`[data-task-id="${dependent.id}"]`)).toBeVisible();
  await expect
    .poll(async () => {
      const after = (await (await page.request.get(`/api/projects/${projectId}/tasks`)).json()) as TasksDto;
      return after.tasks.find((task) => task.id === dependent.id)?.status;
    })
    .toBe('in_progress');
  await page.reload();
  await expect(inProgress.locator(`[data-task-id="${dependent.id}"]`)).toHaveAttribute('data-blocked', 'true');
});

test('a task marked done with evidence shows "Verified" on the board and its evidence in its details', async ({ page }) => {
  // A whole kit is ordered and generated before the board is used.
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'evidence' });
  const projectId = await orderReadyProject(page, baseURL, IDEA);
  const board = (await (await page.request.get(`/api/projects/${projectId}/tasks`)).json()) as TasksDto;
  const task = board.tasks.find((x) => x.criteria.length >= 2)!;
  const ids = task.criteria.map((c) => c.id!);
  // What `specforge done` sends: the commits, their files, and a passing test per criterion.
  const moved = await page.request.patch(`/api/tasks/${task.id}`, {
    headers: { Origin: new URL(baseURL).origin },
    data: {
      status: 'done',
      evidence: {
        commits: [{ sha: 'a1b2c3d4e5f6', subject: `${task.ref} the booking page` }],
        files: ['src/booking.ts', 'tests/booking.test.ts'],
        tests: ids.map((id) => ({ name: `${id}: holds`, result: 'passed' })),
      },
    },
  });
  expect(moved.ok()).toBe(true);
  expect(((await moved.json()) as TaskDto).evidence!.state).toBe('verified');

  await page.goto(`/dashboard/tasks-dashboard/${projectId}`);
  const card = cardOf(page, task.id);
  await expect(card.getByTestId('evidence-badge')).toHaveText('Verified');
  await card.getByRole('button', { name: task.subtasks.length ? /^Subtasks/ : 'Details' }).click();
  // Each criterion by the id its test carries.
  await expect(card.getByTestId('criteria').getByRole('listitem').first()).toContainText(`${ids[0]}${task.criteria[0]!.text}`);
  const evidence = card.getByTestId('evidence');
  await expect(evidence.getByRole('heading')).toHaveText('Evidence: Verified');
  for (const id of ids) await expect(evidence.getByText(`${id}: holds ·`)).toBeVisible();
  await expect(evidence.getByText('passed')).toHaveCount(ids.length);
  await evidence.getByText('1 commit').click();
  await expect(evidence.getByText(`${task.ref} the booking page`)).toBeVisible();
  await evidence.getByText('2 files changed').click();
  await expect(evidence.getByText('tests/booking.test.ts')).toBeVisible();
  await expectNoAxeViolations(page);
});
