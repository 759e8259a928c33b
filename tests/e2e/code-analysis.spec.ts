import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { CodePlanDto, CodeReportInput } from '../../src/shared/schemas/code-analysis';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-code-e2e@example.com';
const IDEA = 'A booking app for a neighbourhood tool library: members reserve drills and ladders, and volunteers check them in and out.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

test('a paying account’s Code Analysis shows the report specforge check uploaded: each task’s status, what is missing, the code not in the kit, and the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'code' });
  const projectId = await orderReadyProject(page, baseURL, IDEA);
  const plan = (await (await page.request.get(`/api/projects/${projectId}/code-plan`)).json()) as CodePlanDto;
  const [built, missing] = [plan.tasks[0]!, plan.tasks.find((task) => task.routes.length > 0 && task !== plan.tasks[0])!];
  const route = `${missing.routes[0]!.method} ${missing.routes[0]!.path}`;
  // What `specforge check` uploads (the CLI's own test runs it for real; here the page is what is tested).
  const report: CodeReportInput = {
    commit: '4f2a9c1d0e',
    branch: 'main',
    files: 42,
    tasks: [
      { ref: built.ref, title: built.title, status: 'tested', planned: [], implemented: [], missing: [], criteria: built.criteria, tested: built.criteria },
      {
        ref: missing.ref,
        title: missing.title,
        status: 'missing',
        planned: [{ kind: 'route', name: route }],
        implemented: [],
        missing: [{ kind: 'route', name: route }],
        criteria: missing.criteria,
        tested: [],
      },
    ],
    drift: [{ kind: 'table', name: 'audit_entries', file: 'src/db/schema/a-rather-long-folder-name/audit-entries-table.ts', line: 12 }],
  };
  const uploaded = await page.request.post(`/api/projects/${projectId}/code-reports`, { data: report, headers: { Origin: baseURL } });
  expect(uploaded.status()).toBe(201);

  // The sidebar item is live: it leads to the projects, and the project to its report.
  await page.goto('/dashboard');
  await page.getByRole('dialog', { name: 'Welcome to Specforge' }).getByRole('button', { name: 'Get started' }).click();
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Code Analysis' }).click();
  await expect(page).toHaveURL(/\/dashboard\/code-analysis$/);
  const { name } = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { name: string };
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/code-analysis/${projectId}$`));

  await expect(page.getByRole('heading', { name: 'Latest report' })).toBeVisible();
  await expect(page.getByText(/42 source files · main 4f2a9c1/)).toBeVisible();
  const builtRow = page.locator(`[data-task="${built.ref}"]`);
  await expect(builtRow.getByText('Tested', { exact: true })).toBeVisible();
  await expect(builtRow.getByText(`${built.criteria.length} of ${built.criteria.length} criteria tested`)).toBeVisible();
  const missingRow = page.locator(`[data-task="${missing.ref}"]`);
  await expect(missingRow.getByText('Missing', { exact: true })).toBeVisible();
  await expect(missingRow.getByRole('listitem').filter({ hasText: route })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not in the kit' }).getByText('audit_entries')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').filter({ hasText: '4f2a9c1' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // On a phone, nothing runs off the side.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Latest report' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
