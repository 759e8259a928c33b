import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authedRequest,
  cookiesOf,
  follow,
  linkFromEmail,
  mailbox,
  signedInUser,
  signIn,
  signUp,
  STRONG_PASSWORD,
} from '../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../tests/support/databases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { account, user } from '../db/schema';
import { RateLimit } from '../lib/rate-limit';
import { authLimitRules } from './auth-limits';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const me = (cookie?: string) => t.app.request('/api/me', { headers: cookie ? { Cookie: cookie } : {} });

  it('signs up, verifies by email, signs in with an HttpOnly SameSite cookie, gets a Free profile, signs out', async () => {
    const email = 'ann@example.com';
    const signUpResponse = await signUp(t, email);
    expect(signUpResponse.status).toBe(200);

    // Unverified: the password is right, but the account must be confirmed first.
    const early = await signIn(t, email);
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email Not Confirmed - Please check your inbox and click the confirmation link before logging in.',
    });

    const link = await linkFromEmail(t, email, /confirm/i, /\/api\/auth\/verify-email\?token=/);
    const verified = await follow(t, link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toContain('/auth/login?verified=1');

    const signedIn = await signIn(t, email);
    expect(signedIn.status).toBe(200);
    const sessionCookie = signedIn.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookiesOf(signedIn);

    const profile = await me(cookie);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      user: { email, emailVerified: true },
      profile: { subscriptionPlan: 'FREE', availableCredits: 0, userName: null },
    });

    expect((await t.app.request('/api/auth/sign-out', authedRequest('POST', {}, cookie))).status).toBe(200);
    const after = await me(cookie);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication error. Please sign in again.' });
  });

  it('signs the account in from its confirmation link, as a new account; a session begun later is a returning one', async () => {
    const email = 'confirmed-in@example.com';
    expect((await signUp(t, email)).status).toBe(200);
    const verified = await follow(t, await linkFromEmail(t, email, /confirm/i, /verify-email/));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toContain('/auth/login?verified=1');
    const opened = await me(cookiesOf(verified));
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ user: { email, emailVerified: true }, session: { newAccount: true } });

    // The same account two days on: a sign-in then is a return.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.database.db.update(user).set({ createdAt: twoDaysAgo }).where(eq(user.email, email));
    const later = await me(cookiesOf(await signIn(t, email)));
    expect(await later.json()).toMatchObject({ session: { newAccount: false } });
  });

  it("stores a new password's hash at the work factor the environment sets", async () => {
    const email = 'work-factor@example.com';
    expect((await signUp(t, email)).status).toBe(200);
    const [stored] = await t.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(stored?.password).toMatch(new RegExp(`^scrypt\\$${t.env.SCRYPT_LOG_N}\\$8\\$1\\$`));
    expect(t.env.SCRYPT_LOG_N).toBeLessThan(17);
  });

  it('answers a sign-up for a taken email exactly like a new one, and tells the owner instead', async () => {
    const email = 'taken@example.com';
    await signedInUser(t, email);
    const fresh = await signUp(t, 'brand-new@example.com');
    const again = await signUp(t, email, 'An0ther!Password');
    expect(again.status).toBe(fresh.status);
    const [freshBody, againBody] = [(await fresh.json()) as Record<string, unknown>, (await again.json()) as Record<string, unknown>];
    expect(Object.keys(againBody).sort()).toEqual(Object.keys(freshBody).sort());
    const messages = await mailbox(t, email);
    expect(messages.some((m) => /tried to (create|sign up)/i.test(m.text))).toBe(true);
    // The original password still works; nothing was overwritten.
    expect((await signIn(t, email)).status).toBe(200);
  });

  it('checks sign-up input with the validation messages before anything else', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: '', password: STRONG_PASSWORD }, 'Email is required'],
      [{ email: 'not-an-email', password: STRONG_PASSWORD }, 'Invalid email address'],
      [{ email: 'x@example.com', password: 'Sh0rt!' }, 'Password must be at least 8 characters'],
      [{ email: 'x@example.com', password: 'lowercase1!' }, 'Password must contain at least one uppercase letter'],
      [{ email: 'x@example.com', password: 'UPPERCASE1!' }, 'Password must contain at least one lowercase letter'],
      [{ email: 'x@example.com', password: 'NoNumbers!!' }, 'Password must contain at least one number'],
      [{ email: 'x@example.com', password: 'NoSpecial12' }, 'Password must contain at least one special character'],
    ];
    for (const [body, message] of cases) {
      const response = await t.app.request('/api/auth/sign-up/email', authedRequest('POST', { ...body, name: 'x' }));
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('lets an address that can sign up also sign in and reset its password (one email rule): o’brien@example.com', async () => {
    const email = "o'brien@example.com";
    await signedInUser(t, email);
    expect((await signIn(t, "O'Brien@Example.com", STRONG_PASSWORD, '192.0.2.70')).status).toBe(200);
    const reset = await t.app.request('/api/auth/request-password-reset', authedRequest('POST', { email, redirectTo: '/auth/update-password' }));
    expect(reset.status).toBe(200);
    // And an address sign-in refuses, sign-up refuses too, with the same message.
    const refused = await signUp(t, 'jane@example-.com');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid email format' });
  });

  it('refuses a wrong password with the invalid-credentials message', async () => {
    await signedInUser(t, 'wrong-pass@example.com');
    const response = await signIn(t, 'wrong-pass@example.com', 'Wr0ng!Password', '192.0.2.50');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password. Please check the data and try again.',
    });
  });

  it('refuses the 6th login for one email from one address within 15 minutes, even with the right password, while its owner signs in elsewhere', async () => {
    const email = 'brute@example.com';
    await signedInUser(t, email);
    for (let i = 0; i < 5; i++) expect((await signIn(t, email, 'Wr0ng!Password', '198.51.100.1')).status).toBe(401);
    const refused = await signIn(t, email, STRONG_PASSWORD, '198.51.100.1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    // The attacker's address is blocked, not the account.
    expect((await signIn(t, email, STRONG_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('counts logins from the address the proxy appended, not the one the client wrote into X-Forwarded-For', async () => {
    const email = 'spoofer@example.com';
    await signedInUser(t, email);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t, email, 'Wr0ng!Password', `10.0.0.${i}, 198.51.100.20`)).status).toBe(401);
    }
    expect((await signIn(t, email, STRONG_PASSWORD, '10.0.0.99, 198.51.100.20')).status).toBe(429);
    // The session records the same address.
    const signedIn = await signIn(t, email, STRONG_PASSWORD, '10.9.9.9, 198.51.100.21');
    expect(signedIn.status).toBe(200);
    const sessions = (await (await t.app.request('/api/auth/list-sessions', { headers: { Cookie: cookiesOf(signedIn) } })).json()) as {
      ipAddress: string;
    }[];
    expect(sessions.map((s) => s.ipAddress)).toContain('198.51.100.21');
    expect(sessions.map((s) => s.ipAddress)).not.toContain('10.9.9.9');
  });

  it('checks at most 5 of 20 parallel wrong passwords for one email and refuses the rest', async () => {
    const email = 'parallel@example.com';
    await signedInUser(t, email);
    const responses = await Promise.all(Array.from({ length: 20 }, () => signIn(t, email, 'Wr0ng!Password', '198.51.100.30')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('lets one address fail on many accounts (offices share addresses) up to 100 an hour, and holds that limit under concurrency', async () => {
    const address = '203.0.113.77';
    // Failures on different accounts from one address do not block it early.
    for (let i = 0; i < 6; i++) expect((await signIn(t, `nobody${i}@example.com`, 'Wr0ng!Password', address)).status).toBe(401);
    // 89 more attempts, counted through the limiter the route uses, leave 5.
    const addressLimit = new RateLimit(t.database.db, authLimitRules.loginAddress);
    for (let i = 0; i < 89; i++) await addressLimit.consume(address);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(t, `crowd${i}@example.com`, 'Wr0ng!Password', address)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect((await signIn(t, 'someone-else@example.com', 'Wr0ng!Password', '203.0.113.78')).status).toBe(401);
  });

  it('gives a correct password its attempt back: signing in often from one address never reaches the limit', async () => {
    const email = 'regular@example.com';
    await signedInUser(t, email);
    for (let i = 0; i < 4; i++) expect((await signIn(t, email, 'Wr0ng!Password', '198.51.100.40')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await signIn(t, email, STRONG_PASSWORD, '198.51.100.40')).status).toBe(200);
    expect((await signIn(t, email, 'Wr0ng!Password', '198.51.100.40')).status).toBe(401);
    expect((await signIn(t, email, 'Wr0ng!Password', '198.51.100.40')).status).toBe(429);
  });

  it('blocks an email attacked from many addresses (20 failures in 15 minutes) everywhere when no captcha is configured', async () => {
    const email = 'targeted@example.com';
    await signedInUser(t, email);
    for (let a = 0; a < 4; a++) {
      for (let i = 0; i < 5; i++) expect((await signIn(t, email, 'Wr0ng!Password', `192.0.2.${100 + a}`)).status).toBe(401);
    }
    const refused = await signIn(t, email, STRONG_PASSWORD, '192.0.2.120');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minutes.' });
    // 21 sign-ins, each hashing a password on purpose slowly: on a loaded 2-core machine this takes longer than most tests.
  }, 90_000);

  it('limits sign-ups to 10 an hour per address', async () => {
    for (let i = 0; i < 10; i++) expect((await signUp(t, `office${i}@example.com`, STRONG_PASSWORD, '198.51.100.50')).status).toBe(200);
    const refused = await signUp(t, 'office10@example.com', STRONG_PASSWORD, '198.51.100.50');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 60 minutes.' });
    expect((await signUp(t, 'office10@example.com', STRONG_PASSWORD, '198.51.100.51')).status).toBe(200);
  });

  it('resets a forgotten password: the email link, the new password, every old session ended', async () => {
    const email = 'forgetful@example.com';
    const oldSession = await signedInUser(t, email);
    const requested = await t.app.request(
      '/api/auth/request-password-reset',
      authedRequest('POST', { email, redirectTo: '/auth/update-password' }),
    );
    expect(requested.status).toBe(200);

    const link = await linkFromEmail(t, email, /reset/i, /\/api\/auth\/reset-password\//);
    const landing = await follow(t, link);
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get('location')!, 'http://localhost').searchParams.get('token');
    expect(landing.headers.get('location')).toMatch(/\/auth\/update-password\?token=/);

    const weak = await t.app.request('/api/auth/reset-password', authedRequest('POST', { token, newPassword: 'weakpass' }));
    expect(await weak.json()).toMatchObject({ message: 'Password must contain at least one uppercase letter' });

    const reset = await t.app.request('/api/auth/reset-password', authedRequest('POST', { token, newPassword: 'N3w!Password' }));
    expect(reset.status).toBe(200);
    expect((await me(oldSession)).status).toBe(401);
    expect((await signIn(t, email, STRONG_PASSWORD, '192.0.2.60')).status).toBe(401);
    expect((await signIn(t, email, 'N3w!Password', '192.0.2.61')).status).toBe(200);
    expect((await mailbox(t, email)).some((m) => /password was changed/i.test(m.subject))).toBe(true);
  });

  it('limits password-reset requests to 3 an hour per email', async () => {
    const request = () =>
      t.app.request('/api/auth/request-password-reset', authedRequest('POST', { email: 'spam@example.com', redirectTo: '/auth/update-password' }));
    for (let i = 0; i < 3; i++) expect((await request()).status).toBe(200);
    const refused = await request();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: 'Too many attempts. Please try again in 60 minutes.' });
  });

  it('checks a new username against the username rules, and refuses cookie-authenticated changes from another origin', async () => {
    const cookie = await signedInUser(t, 'named@example.com');
    const patch = (body: unknown, origin?: string) => t.app.request('/api/me', authedRequest('PATCH', body, cookie, origin));

    expect(await (await patch({ userName: '' })).json()).toMatchObject({ message: 'Username is required' });
    expect(await (await patch({ userName: 'x'.repeat(101) })).json()).toMatchObject({ message: 'Username is too long' });
    expect(await (await patch({ userName: 'ann!' })).json()).toMatchObject({
      message: 'Username can only contain letters, numbers, underscores, and spaces',
    });
    const ok = await patch({ userName: '  Ann_Lee 2 ', locale: 'ru' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ profile: { userName: 'Ann_Lee 2', locale: 'ru' } });

    const foreign = await patch({ userName: 'Mallory' }, 'https://evil.example');
    expect(foreign.status).toBe(403);
    const signOut = await t.app.request('/api/auth/sign-out', authedRequest('POST', {}, cookie, 'https://evil.example'));
    expect(signOut.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });
});

describe('deleting an account', () => {
  it('needs the password, then removes the user, their sessions and their profile', async () => {
    const t = await createTestApp('pglite');
    try {
      const cookie = await signedInUser(t, 'leaving@example.com');
      const { user } = (await (await t.app.request('/api/me', { headers: { Cookie: cookie } })).json()) as { user: { id: string } };
      // A fresh session alone is not enough: without the password nothing is deleted.
      for (const body of [{}, { password: '' }, { email: 'leaving@example.com' }]) {
        const bare = await t.app.request('/api/auth/delete-user', authedRequest('POST', body, cookie));
        expect(bare.status, JSON.stringify(body)).toBe(400);
        expect(await bare.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Enter your password to delete your account.' });
      }
      expect(await t.database.query('select 1 from "user" where id = $1', [user.id])).toHaveLength(1);
      const wrong = await t.app.request('/api/auth/delete-user', authedRequest('POST', { password: 'Wr0ng!Password' }, cookie));
      expect(wrong.status).toBeGreaterThanOrEqual(400);
      expect(wrong.status).toBeLessThan(500);
      expect(await t.database.query('select 1 from profiles where id = $1', [user.id])).toHaveLength(1);

      const deleted = await t.app.request('/api/auth/delete-user', authedRequest('POST', { password: STRONG_PASSWORD }, cookie));
      expect(deleted.status).toBe(200);
      expect(await t.database.query('select 1 from "user" where id = $1', [user.id])).toEqual([]);
      expect(await t.database.query('select 1 from profiles where id = $1', [user.id])).toEqual([]);
      expect(await t.database.query('select 1 from session where user_id = $1', [user.id])).toEqual([]);
      expect(await t.database.query('select 1 from account where user_id = $1', [user.id])).toEqual([]);
      expect((await t.app.request('/api/me', { headers: { Cookie: cookie } })).status).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('sign-ups switched off', () => {
  it('answers with the sign-ups-disabled message', async () => {
    const t = await createTestApp('pglite', { env: { SIGNUPS_DISABLED: '1' } });
    try {
      const response = await signUp(t, 'late@example.com');
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await response.json()).toMatchObject({ message: 'Signups are currently disabled for this application.' });
    } finally {
      await t.close();
    }
  });
});

describe('ADMIN_EMAILS', () => {
  it('gives the listed addresses the admin role when their accounts are made, and nobody else', async () => {
    const t = await createTestApp('pglite', { env: { ADMIN_EMAILS: ' Boss@Example.com , ops@example.com' } });
    try {
      const boss = await signedInUser(t, 'boss@example.com');
      const staff = await signedInUser(t, 'staff@example.com');
      const roleOf = async (cookie: string) =>
        ((await (await t.app.request('/api/me', { headers: { Cookie: cookie } })).json()) as { user: { role: string } }).user.role;
      expect(await roleOf(boss)).toBe('admin');
      expect(await roleOf(staff)).toBe('user');
    } finally {
      await t.close();
    }
  });
});
