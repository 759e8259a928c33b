import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCaptcha } from '../../../tests/fakes/captcha';
import { authedRequest, follow, linkFromEmail, STRONG_PASSWORD } from '../../../tests/support/auth-helpers';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { RateLimit } from '../lib/rate-limit';
import { authLimitRules } from './auth-limits';

describe.each(['turnstile', 'hcaptcha'] as const)('captcha (%s)', (provider) => {
  const fake = new FakeCaptcha('captcha-secret');
  let t: TestApp;
  beforeAll(async () => {
    const { verifyUrl, scriptUrl } = await fake.start();
    t = await createTestApp('pglite', {
      env: {
        CAPTCHA_PROVIDER: provider,
        CAPTCHA_SITE_KEY: 'site-key',
        CAPTCHA_SECRET_KEY: 'captcha-secret',
        CAPTCHA_VERIFY_URL: verifyUrl,
        CAPTCHA_SCRIPT_URL: scriptUrl,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const post = (path: string, body: unknown, token?: string) => {
    const init = authedRequest('POST', body);
    if (token) (init.headers as Record<string, string>)['x-captcha-response'] = token;
    return t.app.request(path, init);
  };

  it('requires a token on login, sign-up and forgot-password, with the captcha message', async () => {
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email: 'a@example.com', password: STRONG_PASSWORD }],
      ['/api/auth/sign-up/email', { email: 'a@example.com', password: STRONG_PASSWORD, name: 'a' }],
      ['/api/auth/request-password-reset', { email: 'a@example.com', redirectTo: '/auth/update-password' }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ code: 'MISSING_RESPONSE', message: 'Please complete the CAPTCHA verification.' });
    }
  });

  it('refuses a token the provider rejects, and accepts a good one once', async () => {
    const body = { email: `cap-${provider}@example.com`, password: STRONG_PASSWORD, name: 'c' };
    const rejected = await post('/api/auth/sign-up/email', body, 'tok-made-up');
    expect(rejected.status).toBe(403);
    expect(await rejected.json()).toMatchObject({ code: 'VERIFICATION_FAILED', message: 'CAPTCHA verification failed. Please try again.' });

    const token = fake.issue();
    expect((await post('/api/auth/sign-up/email', body, token)).status).toBe(200);
    expect(fake.verifications.at(-1)).toMatchObject({ secret: 'captcha-secret', response: token, success: true });
    // Replaying the same token fails: the provider verifies each token once.
    expect((await post('/api/auth/request-password-reset', { email: body.email, redirectTo: '/auth/update-password' }, token)).status).toBe(403);
  });

  it('lets the owner’s correct password with a captcha through a block on its email, and nothing else', async () => {
    const email = `besieged-${provider}@example.com`;
    expect((await post('/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: 'b' }, fake.issue())).status).toBe(200);
    expect((await follow(t, await linkFromEmail(t, email, /confirm/i, /verify-email/))).status).toBe(302);
    // Attackers on many addresses have spent the email's attempts.
    const emailLimit = new RateLimit(t.database.db, authLimitRules.loginEmail);
    for (let i = 0; i < authLimitRules.loginEmail.points; i++) await emailLimit.consume(email);

    const guess = await post('/api/auth/sign-in/email', { email, password: 'Wr0ng!Password' }, fake.issue());
    expect(guess.status).toBe(429);
    expect(await guess.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD })).status).toBe(400);
    const owner = await post('/api/auth/sign-in/email', { email, password: STRONG_PASSWORD }, fake.issue());
    expect(owner.status).toBe(200);
  });

  it('lets the browser load the widget from the provider, and nothing else new', async () => {
    const csp = (await t.app.request('/api/health')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
    expect(csp).toMatch(/frame-src http:\/\/127\.0\.0\.1:\d+/);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
  });
});
