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
      ['home', '/dashboard', /^Welcome back/],
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
