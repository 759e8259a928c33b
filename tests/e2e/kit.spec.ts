import type { APIRequestContext, Page } from '@playwright/test';
import { aiAppURL, fakeAIOrigin } from '../../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, documentTabNames, signedInMember } from './member-helpers';

// Kits here are written through the real AI adapter, against the OpenAI stand-in (400 ms a step).
test.use({ baseURL: aiAppURL });
// The stand-in's outage switch is shared: one test at a time.
test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin-kit-e2e@example.com';
const tabs = documentTabNames;

let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, aiAppURL, ADMIN);
});

test.afterAll(async () => {
  await admin.dispose();
});

/** A signed-in member on the Founder plan with `credits` credits, on the dashboard. */
const founderWithCredits = (page: Page, credits: number) =>
  signedInMember(page, admin, aiAppURL, { plan: 'FOUNDER', credits, label: 'kit' });

async function creditsOf(page: Page): Promise<number> {
  const me = (await (await page.request.get('/api/me')).json()) as { profile: { availableCredits: number } };
  return me.profile.availableCredits;
}

/**
 * Walks the wizard: the idea, the brief as understood, the cost; lands on the new project's page.
 * `beforeGenerate` runs on the review step, once the brief is proposed.
 */
async function orderKit(page: Page, idea: string, beforeGenerate: () => Promise<unknown> = async () => {}) {
  await page.goto('/dashboard/new-project');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter your project idea.')).toBeVisible();
  await page.getByLabel('Your project idea').fill(idea);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeVisible();
  await expect(page.getByText('Generating this build kit uses 1 credit.')).toBeVisible();
  await beforeGenerate();
  await page.getByRole('button', { name: 'Generate the kit (1 credit)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('a founder orders a kit: the documents appear one by one, every tab names the product, one credit is spent', async ({
  page,
}) => {
  // A whole kit through the AI adapter: up to 30 s for the kit alone on a loaded host.
  test.setTimeout(120_000);
  await founderWithCredits(page, 2);
  await page.goto('/dashboard');
  await expect(page.getByText('Credits available: 2')).toBeVisible();

  // Slow the stand-in so the kit is still being written when a loaded host has drawn the page.
  await page.request.post(`${fakeAIOrigin}/control`, { data: { latencyMs: 2_500 } });
  await orderKit(page, 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.');
  // Set once on this page: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await expect(page.getByRole('heading', { name: 'Building your kit' })).toBeVisible();

  // The overview arrives while the last documents are still being written: the implementation plan
  // waits on four steps after it (What Next, on two, was sometimes done before a loaded browser looked).
  await expect(tab(page, 'Overview').getByTestId('tab-spinner')).toHaveCount(0, { timeout: 20_000 });
  await expect(tab(page, 'Implementation').getByTestId('tab-spinner')).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByRole('article')).toContainText('PawWalk');
  await expect(page.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');

  await expect(page.getByRole('status').filter({ hasText: 'Ready' })).toBeVisible({ timeout: 60_000 });
  await page.request.post(`${fakeAIOrigin}/control`, { data: { latencyMs: 400 } });
  await expect(page.getByRole('heading', { name: 'PawWalk', level: 1 })).toBeVisible();
  // The founder is told which model wrote the kit (the app's AI_MODEL at the OpenAI-compatible stand-in).
  await expect(page.getByTestId('kit-writers')).toHaveText('Written by fake-kit-model (OpenAI-compatible API)');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  for (const name of tabs) {
    await tab(page, name).click();
    await expect(page.getByRole('tabpanel').getByRole('article')).toContainText('PawWalk');
  }
  await expectNoAxeViolations(page);

  expect(await creditsOf(page)).toBe(1);
  await page.goto('/dashboard');
  await expect(page.getByText('Credits available: 1')).toBeVisible();
});

test('a provider that keeps failing: the kit ends failed, the credit comes back once, and trying again finishes it', async ({
  page,
  consoleErrors,
}) => {
  // Two kits (one failing after its retries, one finishing): up to 30 s each on a loaded host.
  test.setTimeout(150_000);
  consoleErrors.allow(/status of 5\d\d/);
  await founderWithCredits(page, 1);
  const marker = `Outage${Date.now()}`;
  try {
    // The outage starts once the brief is proposed: it is the kit's steps that fail.
    await orderKit(page, `A tip calculator called ${marker} for restaurant groups that splits bills by dish.`, () =>
      page.request.post(`${fakeAIOrigin}/control`, { data: { outages: [{ whenBodyContains: marker, status: 503 }] } }),
    );
    await expect(page.getByRole('heading', { name: 'The kit could not be finished' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Your credit was refunded.', { exact: false })).toBeVisible();
    expect(await creditsOf(page)).toBe(1);
    await expectNoAxeViolations(page);
  } finally {
    await page.request.post(`${fakeAIOrigin}/control`, { data: { reset: true } });
  }

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ready' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'The kit could not be finished' })).toHaveCount(0);
  // Charged once for the attempt that finished, refunded once for the one that failed.
  expect(await creditsOf(page)).toBe(0);
  const ledger = (await (await admin.get(`/api/admin/users?query=${encodeURIComponent(await emailOf(page))}`)).json()) as {
    users: Array<{ id: string }>;
  };
  const entries = (await (await admin.get(`/api/admin/users/${ledger.users[0]!.id}/ledger`)).json()) as {
    entries: Array<{ reason: string; delta: number }>;
  };
  expect(entries.entries.map((e) => [e.reason, e.delta])).toEqual([
    ['project', -1],
    ['refund', 1],
    ['project', -1],
    ['admin', 1],
  ]);
});

async function emailOf(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };
  return me.user.email;
}
