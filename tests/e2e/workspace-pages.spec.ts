import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-pages-e2e@example.com';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

for (const width of [1280, 375]) {
  test(`every dashboard page passes axe at ${width} px (screenshots in test-results/screens)`, async ({ page }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await signedInMember(page, admin, baseURL, { credits: 2, label: `pages${width}` });

    // The first visit to the home page offers the onboarding.
    await page.goto('/dashboard');
    const onboarding = page.getByRole('dialog', { name: 'Welcome to Specforge' });
    await expect(onboarding).toBeVisible();
    await expectNoAxeViolations(page);
    await onboarding.getByRole('button', { name: 'Get started' }).click();
    await expect(onboarding).toHaveCount(0);

    const id = await orderReadyProject(
      page,
      baseURL,
      'A habit tracker called Streaky for students that reminds them to study and shows weekly streaks.',
    );
    const { templates } = (await (await page.request.get('/api/templates')).json()) as { templates: Array<{ id: string }> };

    const pages: Array<[name: string, route: string, heading: RegExp]> = [
      ['home', '/dashboard', /^Welcome, /],
      ['projects', '/dashboard/projects', /^My Projects$/],
      ['project', `/dashboard/projects/${id}`, /^Streaky$/],
      ['new-project', '/dashboard/new-project', /^New Project|Describe your idea/],
      ['templates', '/dashboard/templates', /^Template Library$/],
      ['template', `/dashboard/templates/${templates[0]!.id}`, /.+/],
      ['tasks-dashboard', '/dashboard/tasks-dashboard', /^Tasks Dashboard$/],
      ['project-tasks', `/dashboard/tasks-dashboard/${id}`, /^Tasks: Streaky$/],
      ['credits', '/dashboard/credits', /.+/],
      ['settings', '/dashboard/settings', /^Settings$/],
      ['team', '/dashboard/team', /^Team$/],
      ['documentation', '/dashboard/documentation', /^Documentation$/],
    ];
    for (const [name, route, heading] of pages) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first(), name).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(info.project.outputDir, 'screens', `${width}-${name}.png`), fullPage: true });
    }
  });
}

const WORKOUT_IDEA = 'An app for personal trainers to plan workouts for clients and track their progress.';

test('the kit built from the free evaluation keeps the name the evaluation gave the idea', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInMember(page, admin, baseURL, { plan: 'FREE', credits: 1, label: 'eval-name' });
  await page.goto('/dashboard');
  await page.getByRole('dialog', { name: 'Welcome to Specforge' }).getByRole('button', { name: 'Get started' }).click();
  const panel = page.getByRole('region', { name: 'Free idea evaluation' });
  await panel.getByRole('textbox', { name: 'Your app idea' }).fill(WORKOUT_IDEA);
  await panel.getByRole('button', { name: 'Evaluate my idea' }).click();
  const name = panel.getByTestId('evaluation-name');
  await expect(name).not.toBeEmpty();
  const evaluated = (await name.textContent())!;

  await panel.getByRole('link', { name: 'Build the kit for this idea' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Here is what we understood' })).toBeVisible();
  await page.getByRole('button', { name: 'The product', expanded: false }).click();
  await expect(page.getByRole('textbox', { name: 'Product name' })).toHaveValue(evaluated);
});

test('once a kit exists, the dashboard shows the free evaluation as a card that opens (375 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInMember(page, admin, baseURL, { plan: 'FREE', credits: 1, label: 'eval-card' });
  const evaluated = await page.request.post(`${baseURL}/api/evaluations`, { data: { idea: WORKOUT_IDEA }, headers: { Origin: baseURL } });
  expect(evaluated.status()).toBe(201);
  const { productName } = (await evaluated.json()) as { productName: string };
  await orderReadyProject(page, baseURL, WORKOUT_IDEA);

  await page.goto('/dashboard');
  await page.getByRole('dialog', { name: 'Welcome to Specforge' }).getByRole('button', { name: 'Get started' }).click();
  const panel = page.getByRole('region', { name: 'Free idea evaluation' });
  const card = panel.getByTestId('evaluation-card');
  await expect(card.getByTestId('evaluation-name')).toHaveText(productName);
  await expect(card.getByRole('meter', { name: 'Viability score' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Strengths' })).toHaveCount(0);
  // The whole home page within two phone screens (the full report made it 12,176 px).
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`dashboard height at 375×812 with a kit and the evaluation: ${height} px`);
  expect(height).toBeLessThanOrEqual(2 * 812);
  await page.screenshot({ path: test.info().outputPath('dashboard-evaluation-card-375.png'), fullPage: true });

  await card.getByRole('button', { name: 'Open the evaluation' }).click();
  await expect(panel.getByRole('heading', { name: 'Strengths' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Show less' })).toBeVisible();
});
