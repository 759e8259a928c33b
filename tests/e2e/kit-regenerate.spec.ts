import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { KitRegenerationResultDto, ProjectBriefDto } from '../../src/shared/schemas/projects';
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

const article = (page: Page) => page.getByRole('tabpanel').getByRole('article');

/** Edits a document in the browser: the founder's own sentence at the top. */
async function editByHand(page: Page, projectId: string, tab: string, name: string, note: string) {
  await page.goto(`/dashboard/projects/${projectId}?tab=${tab}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByLabel(`${name} (markdown)`);
  await editor.fill(`${note}\n\n${await editor.inputValue()}`);
  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(article(page)).toContainText(note);
}

test('documents edited by hand survive a regeneration: the new text is offered, taken for one and declined for the other', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'regen-edits' });
  const projectId = await orderReadyProject(page, baseURL, IDEA);
  const { brief } = (await (await page.request.get(`/api/projects/${projectId}/brief`)).json()) as ProjectBriefDto;
  const needed = new Set(brief.features.flatMap((feature) => feature.dependsOn));
  const removed = brief.features.findLast((feature) => !needed.has(feature.id))!;

  const requirementsNote = 'Founder’s note: members may bring a friend to their first class.';
  const flowNote = 'Founder’s note: the studio desk checks members in by name.';
  await editByHand(page, projectId, 'requirements', 'Requirements', requirementsNote);
  await editByHand(page, projectId, 'app_flow', 'App Flow', flowNote);

  // The brief is edited: one feature removed. Before anything runs, the dialog names the edited documents.
  await page.getByRole('button', { name: 'Edit brief and regenerate' }).click();
  const editor = page.getByRole('region', { name: 'Edit the brief' });
  await editor.getByRole('button', { name: `Remove feature ${removed.id} ${removed.name}` }).click();
  await editor.getByRole('button', { name: 'Regenerate the kit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate the whole kit?' });
  const named = dialog.getByTestId('regenerate-edited');
  await expect(named).toContainText('You edited these 2 documents by hand. Your texts stay');
  await expect(named.getByRole('listitem')).toHaveText(['Requirements', 'App Flow']);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/kit-regenerate-edited-dialog.png' });
  await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();

  // Done: both documents kept the founder's text, the new text waits for a decision.
  const offered = page.getByTestId('regeneration-offered');
  await expect(offered).toBeVisible({ timeout: 60_000 });
  await expect(offered).toContainText('2 documents you edited kept your text; the new text waits beside them:');
  await expect(offered.getByRole('link')).toHaveText([
    /Requirements\s*· waiting for your decision/,
    /App Flow\s*· waiting for your decision/,
  ]);
  await page.getByTestId('regeneration-summary').screenshot({ path: '/tmp/kit-regenerate-offered-summary.png' });

  // Requirements: the offer opens from the summary beside the founder's text, and the new text is taken.
  await offered.getByRole('link', { name: /Requirements/ }).click();
  const offer = page.getByRole('dialog', { name: 'New text for Requirements' });
  await expect(offer).toBeVisible();
  await expect(article(page)).toContainText(requirementsNote);
  const diff = offer.getByRole('region', { name: /^Changes from your version 2 of Requirements to the new text$/ });
  await expect(diff).toHaveAttribute('data-layout', 'split');
  await expect(diff).toContainText(requirementsNote);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/kit-regenerate-offer-wide.png' });
  await expect(offer.getByRole('button', { name: 'Take the new text' })).toBeInViewport();
  await offer.getByRole('button', { name: 'Take the new text' }).click();
  await expect(offer).toBeHidden();
  await expect(article(page)).not.toContainText(requirementsNote);
  await expect(page.getByTestId('document-offer')).toHaveCount(0);

  // App Flow, on a phone: the page says the new text is waiting; the founder looks, then keeps theirs.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'App Flow' }).click();
  const notice = page.getByTestId('document-offer');
  await expect(notice).toContainText('New text is waiting for your decision');
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/kit-regenerate-offer-notice-phone.png' });
  await notice.getByRole('button', { name: 'Compare and choose' }).click();
  const flowOffer = page.getByRole('dialog', { name: 'New text for App Flow' });
  await expect(flowOffer.getByRole('region', { name: /^Changes from your version 2 of App Flow/ })).toHaveAttribute(
    'data-layout',
    'inline',
  );
  await expect(flowOffer.getByRole('button', { name: 'Keep mine' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/kit-regenerate-offer-phone.png' });
  // Merge puts the founder's text, editable, above the new one.
  await flowOffer.getByRole('button', { name: 'Merge…' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge App Flow' });
  await expect(merge.getByLabel('Your text (from version 2), to edit')).toHaveValue(new RegExp(`^${flowNote}`));
  await expect(merge.getByRole('region', { name: 'The new text' })).not.toContainText(flowNote);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/kit-regenerate-merge-phone.png' });
  await merge.getByRole('button', { name: 'Back to the comparison' }).click();
  await page.getByRole('dialog', { name: 'New text for App Flow' }).getByRole('button', { name: 'Keep mine' }).click();
  await expect(page.getByRole('dialog', { name: 'New text for App Flow' })).toBeHidden();
  await expect(article(page)).toContainText(flowNote);
  await expect(notice).toHaveCount(0);
  await expect(offered.getByRole('link')).toHaveText([/Requirements\s*· decided/, /App Flow\s*· decided/]);

  // Nothing waits any more, and only App Flow is still the founder's text.
  const result = (await (await page.request.get(`/api/projects/${projectId}/regeneration`)).json()) as KitRegenerationResultDto;
  expect(result).toMatchObject({ offers: [], edited: ['app_flow'], remaining: 4 });
});
