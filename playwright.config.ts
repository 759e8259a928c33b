import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the runner; workers inherit them through the environment.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'specforge-e2e-'));
process.env.E2E_CAPTCHA_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
process.env.E2E_CAPTCHA_APP_PORT ??= String(Number(process.env.E2E_PORT) + 2000);
process.env.E2E_GITHUB_PORT ??= String(Number(process.env.E2E_PORT) + 3000);
process.env.E2E_CAPTCHA_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'specforge-e2e-captcha-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const captchaOrigin = `http://127.0.0.1:${process.env.E2E_CAPTCHA_PORT}`;
const githubOrigin = `http://127.0.0.1:${process.env.E2E_GITHUB_PORT}`;
/** A second app, with captcha and GitHub sign-in on, against local stand-ins (captcha.spec.ts, github.spec.ts). */
export const captchaAppURL = `http://127.0.0.1:${process.env.E2E_CAPTCHA_APP_PORT}`;
const serverCommand = `"${process.execPath}" --import tsx src/server/main.ts`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: serverCommand,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: process.env.E2E_PORT,
        APP_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAILS: 'admin-e2e@example.com',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `"${process.execPath}" --import tsx tests/fakes/captcha-cli.ts`,
      url: `${captchaOrigin}/widget.js`,
      reuseExistingServer: false,
      env: { PORT: process.env.E2E_CAPTCHA_PORT, CAPTCHA_SECRET_KEY: 'e2e-captcha-secret' },
    },
    {
      command: `"${process.execPath}" --import tsx tests/fakes/github-cli.ts`,
      url: `${githubOrigin}/user`,
      reuseExistingServer: false,
      env: { PORT: process.env.E2E_GITHUB_PORT, GITHUB_CLIENT_ID: 'e2e-github-client', GITHUB_CLIENT_SECRET: 'e2e-github-secret' },
    },
    {
      command: serverCommand,
      url: `${captchaAppURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: process.env.E2E_CAPTCHA_APP_PORT,
        APP_URL: captchaAppURL,
        DATA_DIR: process.env.E2E_CAPTCHA_DATA_DIR,
        LOG_LEVEL: 'warn',
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: 'e2e-site-key',
        CAPTCHA_SECRET_KEY: 'e2e-captcha-secret',
        CAPTCHA_VERIFY_URL: `${captchaOrigin}/siteverify`,
        CAPTCHA_SCRIPT_URL: `${captchaOrigin}/widget.js`,
        GITHUB_CLIENT_ID: 'e2e-github-client',
        GITHUB_CLIENT_SECRET: 'e2e-github-secret',
        GITHUB_OAUTH_URL: githubOrigin,
        GITHUB_API_URL: githubOrigin,
      },
    },
  ],
});
