import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import type { TasksDto } from '../../src/shared/schemas/tasks';
import { cliTarball } from '../support/cli-tarball';
import { freePort } from '../support/processes';
import { expect, test } from './fixtures';
import { adminClient, orderReadyProject, signedInMember } from './member-helpers';

const ADMIN = 'admin-code-e2e@example.com';
const IDEA = 'A sign-up sheet for a community garden: members book watering shifts and get a reminder the day before.';

let admin: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  admin = await adminClient(playwright, baseURL, ADMIN);
});
test.afterAll(async () => {
  await admin.dispose();
});

const run = promisify(execFile);

test('the agent loop, closed: the token page’s command signs in; after check and done with a passing report the board shows the task verified and Code Analysis the report', async ({
  page,
}) => {
  // A kit is generated, then the CLI is fetched from this server and run six times.
  test.setTimeout(180_000);
  await signedInMember(page, admin, baseURL, { credits: 1, label: 'agent-loop' });
  const projectId = await orderReadyProject(page, baseURL, IDEA);

  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByLabel('Name').fill('Coding agent');
  await section.getByRole('radio', { name: /Read and write/ }).check();
  await section.getByRole('button', { name: 'Create token' }).click();
  const copied = await section.getByRole('region', { name: 'Your new token “Coding agent”' }).locator('code').innerText();

  // A developer's machine: a home of its own, an npm with no registry to reach, a git repository.
  await cliTarball();
  const home = mkdtempSync(path.join(tmpdir(), 'specforge-e2e-loop-'));
  const repo = path.join(home, 'garden');
  mkdirSync(repo);
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    SPECFORGE_CONFIG_DIR: path.join(home, 'specforge'),
    npm_config_cache: path.join(home, 'npm-cache'),
    npm_config_registry: `http://127.0.0.1:${await freePort()}/`,
    npm_config_update_notifier: 'false',
    GIT_AUTHOR_NAME: 'Dev',
    GIT_AUTHOR_EMAIL: 'dev@example.com',
    GIT_COMMITTER_NAME: 'Dev',
    GIT_COMMITTER_EMAIL: 'dev@example.com',
  };
  const sh = (command: string) => run('sh', ['-c', command], { cwd: repo, env });
  // The same command the page gave, with another verb.
  const specforge = (args: string) => sh(`npx --yes ${baseURL}/cli/specforge.tgz ${args}`);
  let head = '';
  try {
    expect((await sh(copied)).stdout).toContain(`Signed in to ${baseURL} as`);
    await sh('git init -q && git commit -q --allow-empty -m "start"');
    await specforge(`pull ${projectId}`);

    const tasks = ((await (await page.request.get(`/api/projects/${projectId}/tasks`)).json()) as TasksDto).tasks;
    const task = tasks.find((t) => t.ref === 'T-01')!;
    const ids = task.criteria.map((c) => c.id!);
    expect(ids.length).toBeGreaterThan(0);
    await specforge('start T-01');

    // The work: a test per criterion, named with its id, and the report the test runner wrote.
    mkdirSync(path.join(repo, 'tests'));
    writeFileSync(
      path.join(repo, 'tests/setup.test.ts'),
      ids.map((id) => `it('${id}: holds', () => {});\n`).join(''),
    );
    await sh('git add -A && git commit -q -m "T-01 the project set up, with its tests"');
    writeFileSync(
      path.join(repo, 'report.xml'),
      `<testsuites><testsuite name="setup" tests="${ids.length}">${ids
        .map((id) => `<testcase classname="tests/setup.test.ts" name="${id}: holds" time="0.01"/>`)
        .join('')}</testsuite></testsuites>`,
    );
    const done = await specforge('done T-01 --junit report.xml --json');
    expect(JSON.parse(done.stdout).task.evidence.state).toBe('verified');
    await specforge('check');
    head = (await sh('git rev-parse --short=7 HEAD')).stdout.trim();
  } finally {
    rmSync(home, { recursive: true, force: true });
  }

  // The board says so, and the Code Analysis page shows what the check sent.
  await page.goto(`/dashboard/tasks-dashboard/${projectId}`);
  await expect(page.locator('[data-testid="evidence-badge"]').filter({ hasText: 'Verified' })).toHaveCount(1);
  await page.goto(`/dashboard/code-analysis/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Latest report' })).toBeVisible();
  await expect(page.locator('[data-task="T-01"]')).toBeVisible();
  await expect(page.getByText(new RegExp(`1 source file · \\w+ ${head}`))).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').filter({ hasText: head })).toHaveCount(1);
});
