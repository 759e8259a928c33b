import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import { baseURL } from '../../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, documentTabNames, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-ws-e2e@example.com';
const IDEA = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';
const tabs = documentTabNames;

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A ready kit (the offline engine writes it in a moment). */
const readyProject = (page: Page) => orderReadyProject(page, baseURL, IDEA);

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const column = (page: Page, status: 'todo' | 'in_progress' | 'done') => page.getByTestId(`column-${status}`);
const cardTitles = (page: Page, status: 'todo' | 'in_progress' | 'done') =>
  column(page, status).getByTestId('task-card').getByRole('heading').allTextContents();

test('a founder works through a kit: tabs, copy, ZIP, edit, the prompt modal', async ({ page }) => {
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'ws' });
  const id = await readyProject(page);

  await page.goto('/dashboard/projects');
  await expect(page.getByRole('heading', { name: 'My Projects', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('nothing like this');
  await expect(page.getByText('No project matches')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('pawwalk');
  await page.getByRole('link', { name: /PawWalk/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${id}`));

  for (const name of tabs) {
    await tab(page, name).click();
    await expect(page.getByRole('tabpanel').getByRole('article')).toContainText('PawWalk');
  }

  // Copy a document.
  await tab(page, 'Tech Stack').click();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await clipboard(page)).toContain('PawWalk');

  // The whole kit as a ZIP.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export kit (ZIP)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const names = Object.keys(entries);
  expect(names.filter((n) => n.startsWith('docs/') && n.endsWith('.md'))).toHaveLength(tabs.length);
  for (const file of ['AGENTS.md', 'CLAUDE.md', 'tasks.md', 'tasks.json']) expect(names).toContain(file);
  expect(names.some((n) => n.startsWith('.cursor/rules/') && n.endsWith('.mdc'))).toBe(true);
  expect(strFromU8(entries['AGENTS.md']!)).toContain('PawWalk');

  // Edit a document: saved as version 2.
  await tab(page, 'Overview').click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByLabel('Overview (markdown)');
  await editor.fill('# PawWalk\n\nWalkers are vetted in person before their first walk.');
  await page.getByRole('button', { name: 'Save as new version' }).click();
  const article = page.getByRole('tabpanel').getByRole('article');
  await expect(article).toContainText('Walkers are vetted in person before their first walk.');
  await expect(article.getByText(/Version 2 · edited/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tabpanel').getByRole('article')).toContainText('Walkers are vetted in person');

  // The implementation prompt for a chosen tool.
  await page.getByRole('button', { name: 'AI implementation prompt' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI implementation prompt' });
  await dialog.getByLabel('Tool').selectOption({ label: 'Claude Code' });
  await expect(dialog.getByLabel('Prompt for Claude Code')).toContainText('PawWalk');
  await dialog.getByRole('button', { name: 'Copy prompt' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const prompt = await clipboard(page);
  expect(prompt).toContain('PawWalk');
  expect(prompt).toBe(await dialog.getByLabel('Prompt for Claude Code').textContent());
  await expectNoAxeViolations(page);
});

test('the task board: drag to Done, reorder by keyboard, both kept after a reload; copy a task prompt', async ({ page }) => {
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'board' });
  const id = await readyProject(page);
  await page.goto(`/dashboard/tasks-dashboard/${id}`);
  await expect(page.getByRole('heading', { name: 'Tasks: PawWalk', level: 1 })).toBeVisible();
  // The board loads after the heading: wait for its cards before reading them.
  await expect(column(page, 'todo').getByTestId('task-card').first()).toBeVisible();
  const todo = await cardTitles(page, 'todo');
  expect(todo.length).toBeGreaterThanOrEqual(3);
  expect(await cardTitles(page, 'done')).toEqual([]);

  // Drag the first card to Done with the pointer.
  const first = column(page, 'todo').getByTestId('task-card').first();
  const firstTitle = (await first.getByRole('heading').textContent())!;
  const handle = first.getByRole('button', { name: /^Move task/ });
  const from = (await handle.boundingBox())!;
  const to = (await column(page, 'done').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => cardTitles(page, 'done')).toEqual([firstTitle]);

  // Reorder with the keyboard: the (new) first To do card goes one place down.
  const [a, b] = await cardTitles(page, 'todo');
  const moving = column(page, 'todo').getByTestId('task-card').first();
  await moving.getByRole('button', { name: /^Move task/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  // The card has taken its new place (it slides down) before it is dropped.
  await expect(moving).toHaveAttribute('style', /translate3d\(0px, [1-9]/);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await cardTitles(page, 'todo')).slice(0, 2)).toEqual([b, a]);

  // Both moves were saved.
  await expect.poll(async () => {
    const board = (await (await page.request.get(`/api/projects/${id}/tasks`)).json()) as {
      tasks: Array<{ title: string; status: string; order: number }>;
    };
    const todoTitles = board.tasks.filter((t) => t.status === 'todo').sort((x, y) => x.order - y.order);
    return [board.tasks.find((t) => t.status === 'done')?.title, todoTitles[0]?.title, todoTitles[1]?.title];
  }).toEqual([firstTitle.replace(/^T-\d+\s*/, ''), b!.replace(/^T-\d+\s*/, ''), a!.replace(/^T-\d+\s*/, '')]);
  await page.reload();
  await expect.poll(() => cardTitles(page, 'done')).toEqual([firstTitle]);
  expect((await cardTitles(page, 'todo')).slice(0, 2)).toEqual([b, a]);

  // Subtasks expand; a task's prompt is copied for the chosen tool.
  const card = column(page, 'todo').getByTestId('task-card').first();
  await card.getByRole('button', { name: /^Subtasks/ }).click();
  await expect(card.getByRole('checkbox').first()).toBeVisible();
  await page.getByLabel('Copy prompts for').selectOption({ label: 'Lovable' });
  await card.getByRole('button', { name: 'Copy prompt for Lovable' }).click();
  await expect(card.getByRole('button', { name: 'Prompt copied' })).toBeVisible();
  const taskPrompt = await clipboard(page);
  expect(taskPrompt).toContain(b!.replace(/^T-\d+\s*/, ''));
  expect(taskPrompt).toContain('Lovable');
  await expectNoAxeViolations(page);

  // Without dragging (handy on a phone): the expanded card's status menu.
  await card.getByLabel('Status').selectOption({ label: 'In progress' });
  await expect.poll(() => cardTitles(page, 'in_progress')).toEqual([b]);

  // The tasks dashboard shows the project's progress.
  await page.goto('/dashboard/tasks-dashboard');
  await expect(page.getByRole('progressbar', { name: 'Progress of PawWalk' })).not.toHaveAttribute('aria-valuenow', '0');
});

test('credits stay usable on the Free plan: New Project opens, and a kit bought stays usable at zero credits', async ({ page }) => {
  // A Free account holding a credit (granted like a bundle's, which outlives the bundle's Founder month).
  await signedInMember(page, admin, baseURL, { plan: 'FREE', credits: 1, label: 'free' });
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('banner').getByText('Free Plan · 1 credit')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/new-project$/);
  await expect(page.getByRole('textbox', { name: 'Your project idea' })).toBeVisible();

  // Its one credit spent on a kit, the kit stays its own: copy, edit, export, prompts and tasks.
  const id = await readyProject(page);
  await page.goto(`/dashboard/projects/${id}`);
  await expect(page.getByRole('tabpanel').getByRole('article')).toContainText('PawWalk');
  for (const name of ['Copy', 'Edit', 'AI implementation prompt'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  for (const name of ['Download', 'Export kit (ZIP)', 'Task board'])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  // Regenerations belong to a plan.
  await expect(page.getByRole('button', { name: 'Regenerate', exact: true })).toHaveCount(0);
  expect((await page.request.get(`/api/projects/${id}/export.zip`)).status()).toBe(200);

  await page.getByRole('link', { name: 'Task board', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tasks-dashboard/${id}$`));
  await expect(page.getByTestId('column-todo').getByTestId('task-card').first()).toBeVisible();

  // Only a new kit asks for a credit.
  await page.goto('/dashboard/new-project');
  await expect(page).toHaveURL(/\/dashboard\/credits$/);
});

test('a Free account that never paid reads its evaluation only: no New Project, no task board', async ({ page }) => {
  await signedInMember(page, admin, baseURL, { plan: 'FREE', label: 'never-paid' });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByText('Free Plan', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'New Project' })).toBeDisabled();
  for (const path of ['/dashboard/new-project', '/dashboard/tasks-dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/credits$/);
  }
  expect((await page.request.get('/api/task-overview')).status()).toBe(403);
});

test('a project is renamed and deleted from its page', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'manage' });
  const id = await readyProject(page);
  await page.goto(`/dashboard/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'PawWalk' })).toBeVisible();

  // Rename, by keyboard: the dialog opens on the name, Enter saves.
  await page.getByRole('button', { name: 'Rename' }).focus();
  await page.keyboard.press('Enter');
  const rename = page.getByRole('dialog', { name: 'Rename project' });
  const field = rename.getByRole('textbox', { name: 'Project name' });
  await expect(field).toBeFocused();
  await field.fill('Walkies for Paws');
  await page.keyboard.press('Enter');
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Walkies for Paws' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Walkies for Paws' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Delete: the confirmation names the project; afterwards the list no longer has it.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Walkies for Paws”?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(page.getByText('“Walkies for Paws” deleted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Walkies for Paws/ })).toHaveCount(0);

  await page.goto(`/dashboard/projects/${id}`);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});

test("another member's project, task and document are not found", async ({ page, browser, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'owner' });
  const id = await readyProject(page);
  const board = (await (await page.request.get(`/api/projects/${id}/tasks`)).json()) as { tasks: Array<{ id: string }> };
  const taskId = board.tasks[0]!.id;

  const context = await browser.newContext();
  const other = await context.newPage();
  try {
    await signedInMember(other, admin, baseURL, { credits: 1, label: 'other' });
    const headers = { Origin: baseURL };
    for (const path of [
      `/api/projects/${id}`,
      `/api/projects/${id}/documents`,
      `/api/projects/${id}/documents/overview`,
      `/api/projects/${id}/documents/overview/download`,
      `/api/projects/${id}/export.zip`,
      `/api/projects/${id}/tasks`,
      `/api/projects/${id}/prompts/cursor`,
      `/api/tasks/${taskId}/prompt/cursor`,
    ])
      expect((await other.request.get(path)).status(), path).toBe(404);
    expect((await other.request.patch(`/api/tasks/${taskId}`, { data: { status: 'done' }, headers })).status()).toBe(404);
    expect(
      (await other.request.put(`/api/projects/${id}/documents/overview`, { data: { content: 'x', baseVersion: 1 }, headers })).status(),
    ).toBe(404);

    await other.goto(`/dashboard/projects/${id}`);
    await expect(other.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await other.goto(`/dashboard/tasks-dashboard/${id}`);
    await expect(other.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a template starts a new project: browse by category, read it, start from its idea', async ({ page }) => {
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'template' });
  await page.goto('/dashboard/templates');
  await page.getByRole('button', { name: 'Marketplace' }).click();
  await expect(page).toHaveURL(/category=marketplace/);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards.first()).toContainText('Marketplace');
  for (const text of await cards.allTextContents()) expect(text).toMatch(/^Marketplace/);
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'The idea this template starts from' })).toBeVisible();
  const idea = (await page.getByRole('region', { name: 'The idea this template starts from' }).locator('p').textContent())!;
  await page.getByRole('link', { name: 'Start a project from this template' }).click();
  await expect(page).toHaveURL(/\/dashboard\/new-project\?template=/);
  // The template's idea is read at once: the founder lands on its brief, and Back shows the idea.
  await expect(page.getByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Your project idea')).toHaveValue(idea);
});
