import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testScryptLogN } from './tests/support/test-scrypt';

// Chosen once in the runner; workers inherit them through the environment.
// Chromium refuses these ports (ERR_UNSAFE_PORT); none of the ports derived below may be one of them.
const unsafePorts = new Set([4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);
const portOffsets = [0, 1000, 2000, 3000, 4000, 5000, 6000];
/** Whether nothing listens on the loopback port (the machine's own services sit in this range: 4222, 5432, 5672, 6379). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
async function pickBasePort(): Promise<number> {
  for (;;) {
    const base = 4100 + Math.floor(Math.random() * 800);
    const ports = portOffsets.map((offset) => base + offset);
    if (ports.some((port) => unsafePorts.has(port))) continue;
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
}
process.env.E2E_PORT ??= String(await pickBasePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'specforge-e2e-'));
process.env.E2E_CAPTCHA_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
process.env.E2E_CAPTCHA_APP_PORT ??= String(Number(process.env.E2E_PORT) + 2000);
process.env.E2E_GITHUB_PORT ??= String(Number(process.env.E2E_PORT) + 3000);
process.env.E2E_CAPTCHA_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'specforge-e2e-captcha-'));
process.env.E2E_AI_PORT ??= String(Number(process.env.E2E_PORT) + 4000);
process.env.E2E_AI_APP_PORT ??= String(Number(process.env.E2E_PORT) + 5000);
process.env.E2E_AI_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'specforge-e2e-ai-'));
process.env.E2E_ANALYTICS_PORT ??= String(Number(process.env.E2E_PORT) + 6000);
/** The main app (embedded defaults, offline AI engine). */
export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const captchaOrigin = `http://127.0.0.1:${process.env.E2E_CAPTCHA_PORT}`;
const githubOrigin = `http://127.0.0.1:${process.env.E2E_GITHUB_PORT}`;
/** The Plausible stand-in (`tests/fakes/analytics.ts`): its script, its event endpoint and what it received. */
export const fakeAnalyticsOrigin = `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}`;
/**
 * A second app, with captcha, GitHub sign-in and analytics (hence the cookie banner) on, against local
 * stand-ins (captcha.spec.ts, github.spec.ts, consent.spec.ts).
 */
export const captchaAppURL = `http://127.0.0.1:${process.env.E2E_CAPTCHA_APP_PORT}`;
/** The OpenAI stand-in (`tests/fakes/openai-cli.ts`), steered through `POST /control`. */
export const fakeAIOrigin = `http://127.0.0.1:${process.env.E2E_AI_PORT}`;
/** A third app whose kits are written through the real AI adapter, against the stand-in (kit.spec.ts). */
export const aiAppURL = `http://127.0.0.1:${process.env.E2E_AI_APP_PORT}`;
/** Accounts that get the admin role on the e2e apps (tests use them to comp plans and credits). */
export const e2eAdminEmails = 'admin-e2e@example.com,admin-kit-e2e@example.com,admin-ws-e2e@example.com,admin-pages-e2e@example.com,admin-sidebar-e2e@example.com,admin-brief-e2e@example.com,admin-deps-e2e@example.com,admin-lang-e2e@example.com,admin-history-e2e@example.com,admin-regen-e2e@example.com,admin-custom-e2e@example.com,admin-qa-e2e@example.com,admin-team-e2e@example.com,admin-roadmap-e2e@example.com,admin-code-e2e@example.com';
/** What every e2e app server runs with. */
const appServerEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  // As behind one proxy: tests that make many accounts give each sign-up its own address.
  TRUST_PROXY: '1',
  SCRYPT_LOG_N: testScryptLogN,
};
const serverCommand = `"${process.execPath}" --import tsx src/server/main.ts`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Sized to the machine CI runs on (2 cores): one browser per core beside the servers below. More
  // workers on such a host only make every journey slower, and the slowest time out.
  workers: Math.max(1, Math.min(2, availableParallelism())),
  reporter: process.env.CI ? 'line' : 'list',
  // Budgets for a loaded 2-core host (a CPU burner beside the suite): a journey of a few pages, each
  // state awaited rather than slept for. Longer journeys (a whole kit, admin, many accounts) set their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
        ...appServerEnv,
        PORT: process.env.E2E_PORT,
        APP_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAILS: e2eAdminEmails,
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
        ...appServerEnv,
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
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_SITE_ID: 'specforge.e2e',
        ANALYTICS_SCRIPT_URL: `${fakeAnalyticsOrigin}/js/script.manual.js`,
      },
    },
    {
      command: `"${process.execPath}" --import tsx tests/fakes/analytics-cli.ts`,
      url: `${fakeAnalyticsOrigin}/events`,
      reuseExistingServer: false,
      env: { PORT: process.env.E2E_ANALYTICS_PORT },
    },
    {
      // Each step answers after 400 ms, so a kit takes a few seconds and its documents arrive one by one.
      command: `"${process.execPath}" --import tsx tests/fakes/openai-cli.ts`,
      url: `${fakeAIOrigin}/control`,
      reuseExistingServer: false,
      env: { PORT: process.env.E2E_AI_PORT, FAKE_AI_LATENCY_MS: '400' },
    },
    {
      command: serverCommand,
      url: `${aiAppURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...appServerEnv,
        PORT: process.env.E2E_AI_APP_PORT,
        APP_URL: aiAppURL,
        DATA_DIR: process.env.E2E_AI_DATA_DIR,
        ADMIN_EMAILS: e2eAdminEmails,
        LOG_LEVEL: 'error',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: `${fakeAIOrigin}/v1`,
        AI_MODEL: 'fake-kit-model',
        AI_MAX_RETRIES: '0',
        KIT_STEP_RETRIES: '1',
      },
    },
  ],
});
