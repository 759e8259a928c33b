import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest, cookiesOf, signedInUser, signIn, STRONG_PASSWORD } from '../../../tests/support/auth-helpers';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { totpCode } from '../../../tests/support/totp';

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, cookie?: string) => t.app.request(path, authedRequest('POST', body, cookie));

  async function enableTotp(email: string) {
    const cookie = await signedInUser(t, email);
    const enabled = await post('/api/auth/two-factor/enable', { password: STRONG_PASSWORD }, cookie);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Specforge/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    // The first code confirms the authenticator app is set up.
    const confirmCode = totpCode(totpURI);
    const confirmed = await post('/api/auth/two-factor/verify-totp', { code: confirmCode }, cookie);
    expect(confirmed.status).toBe(200);
    return { totpURI, backupCodes, confirmCode };
  }

  it('asks for a code at login once enabled, refuses a wrong one and a reused one', async () => {
    const email = 'totp@example.com';
    const { totpURI, confirmCode } = await enableTotp(email);

    const first = await signIn(t, email, STRONG_PASSWORD, '192.0.2.80');
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(first);
    expect(pending).not.toContain('session_token');

    const wrong = await post('/api/auth/two-factor/verify-totp', { code: '000000' === totpCode(totpURI) ? '111111' : '000000' }, pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });

    // The code that confirmed the set-up a moment ago cannot be used again (it is still inside the
    // verifier's time window, even if a new 30-second period has begun since).
    const reused = await post('/api/auth/two-factor/verify-totp', { code: confirmCode }, pending);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ message: 'This code has already been used. Please wait for the next one.' });
    expect(reused.headers.getSetCookie().some((c) => c.includes('session_token=') && !c.includes('Max-Age=0'))).toBe(false);
  });

  it('lets a fresh code in, then refuses the same code on the next login', async () => {
    const email = 'totp2@example.com';
    const { totpURI } = await enableTotp(email);
    // Wait for the next 30-second period so the set-up code is not the current one.
    const now = Date.now();
    const nextPeriod = Math.ceil((now + 1) / 30_000) * 30_000;
    const code = totpCode(totpURI, nextPeriod);
    await new Promise((resolve) => setTimeout(resolve, nextPeriod - now + 50));

    const pending = cookiesOf(await signIn(t, email, STRONG_PASSWORD, '192.0.2.81'));
    const ok = await post('/api/auth/two-factor/verify-totp', { code }, pending);
    expect(ok.status).toBe(200);
    const session = cookiesOf(ok);
    expect((await t.app.request('/api/me', { headers: { Cookie: session } })).status).toBe(200);

    const again = cookiesOf(await signIn(t, email, STRONG_PASSWORD, '192.0.2.82'));
    const replay = await post('/api/auth/two-factor/verify-totp', { code }, again);
    expect(replay.status).toBe(401);
  }, 45_000);

  it('accepts each backup code once', async () => {
    const email = 'backup@example.com';
    const { backupCodes } = await enableTotp(email);
    const pending = cookiesOf(await signIn(t, email, STRONG_PASSWORD, '192.0.2.83'));
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, pending)).status).toBe(200);
    const again = cookiesOf(await signIn(t, email, STRONG_PASSWORD, '192.0.2.84'));
    expect((await post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, again)).status).toBe(401);
  });
});
