import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { baseURL } from '../../playwright.config';
import { cliTarball } from '../support/cli-tarball';
import { freePort } from '../support/processes';
import { logIn, uniqueEmail, verifiedAccount } from './auth-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Tall enough for the whole section in one screenshot.
test.use({ permissions: ['clipboard-read', 'clipboard-write'], viewport: { width: 1280, height: 1200 } });

test('a founder makes a read token in Settings, copies it once, and revokes it', async ({
  page,
  browser,
  playwright,
}) => {
  // A long journey: an account, two browser contexts, axe and three screenshots; it runs among the first, on cold servers.
  test.setTimeout(120_000);
  const email = uniqueEmail('api-tokens');
  await verifiedAccount(page, email);
  await page.goto('/auth/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/credits$/);

  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  await section.getByLabel('Name').fill('Laptop CLI');
  await section.getByRole('radio', { name: /Read only/ }).check();
  await expect(section.getByLabel('Expires after')).toHaveValue('days90');
  await section.getByRole('button', { name: 'Create token' }).click();

  // Shown once, in full: copied from the page it is the very token the API takes.
  const notice = section.getByRole('region', { name: 'Your new token “Laptop CLI”' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText("Copy this token now: you won't be able to see it again.")).toBeVisible();
  const token = await notice.getByLabel('The new token').inputValue();
  expect(token).toMatch(/^sf_/);
  // The CLI from this server's own address (its APP_URL), signed in to it: copied as shown.
  const command = notice.locator('code');
  await expect(command).toHaveText(`npx --yes ${baseURL}/cli/specforge.tgz login --url ${baseURL} --token ${token}`);
  const copiedCommand = await command.innerText();
  await notice.getByRole('button', { name: 'Copy' }).click();
  await expect(notice.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  const rows = section.getByTestId('api-token');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Read only');
  await expect(rows.first()).toContainText(`${token.slice(0, 9)}…`);
  await expect(rows.first()).toContainText('Never used');
  await expectNoAxeViolations(page);
  await section.screenshot({ path: test.info().outputPath('api-tokens-new-1280.png') });

  await notice.getByRole('button', { name: 'Done' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  await expect(section.getByLabel('Name')).toBeFocused();

  // The command, pasted into a terminal, fetches the CLI from this server (no registry reachable) and signs in.
  await cliTarball();
  const home = mkdtempSync(path.join(tmpdir(), 'specforge-e2e-cli-'));
  try {
    const { stdout } = await promisify(execFile)('sh', ['-c', copiedCommand], {
      cwd: home,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        SPECFORGE_CONFIG_DIR: path.join(home, 'specforge'),
        npm_config_cache: path.join(home, 'npm-cache'),
        npm_config_registry: `http://127.0.0.1:${await freePort()}/`,
        npm_config_update_notifier: 'false',
      },
    });
    expect(stdout).toContain(`Signed in to ${baseURL} as`);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }

  // The token acts for its account until revoked, and not a moment after.
  const agent = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  expect((await agent.get('/api/projects')).status()).toBe(200);
  await page.reload();
  await expect(rows.first()).toContainText('Last used');
  await section.screenshot({ path: test.info().outputPath('api-tokens-list-1280.png') });

  // On a phone the same section fits the screen's width.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  const phonePage = await phone.newPage();
  await phonePage.goto(`${baseURL}/dashboard/settings`);
  const phoneSection = phonePage.getByRole('region', { name: 'API tokens' });
  await expect(phoneSection.getByTestId('api-token')).toContainText('Laptop CLI');
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phoneSection.getByTestId('api-token').scrollIntoViewIfNeeded();
  await phonePage.screenshot({ path: test.info().outputPath('api-tokens-list-390.png') });
  await phone.close();

  await rows.first().getByRole('button', { name: 'Revoke the token “Laptop CLI”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Laptop CLI”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Token “Laptop CLI” revoked.')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(section.getByText('No API tokens yet.')).toBeVisible();
  expect((await agent.get('/api/projects')).status()).toBe(401);
  await agent.dispose();
});
