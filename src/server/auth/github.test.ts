import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGithub, fakeGithubUser, type FakeGithubUser } from '../../../tests/fakes/github-oauth';
import { authedRequest, cookiesOf, mailbox, signedInUser } from '../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../tests/support/databases';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../tests/support/test-app';

const CLIENT_ID = 'Iv1.specforge-test';
const CLIENT_SECRET = 'github-test-secret';
const CALLBACK = `${TEST_APP_URL}/api/auth/callback/github`;

async function startGithub(user?: FakeGithubUser) {
  const github = new FakeGithub({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, user });
  const { oauthUrl, apiUrl } = await github.start();
  const env = {
    GITHUB_CLIENT_ID: CLIENT_ID,
    GITHUB_CLIENT_SECRET: CLIENT_SECRET,
    GITHUB_OAUTH_URL: oauthUrl,
    GITHUB_API_URL: apiUrl,
  };
  return { github, oauthUrl, env };
}

/** The button's request: better-auth answers with GitHub's authorize URL and a state cookie. */
async function startSignIn(t: TestApp) {
  const response = await t.app.request(
    '/api/auth/sign-in/social',
    authedRequest('POST', {
      provider: 'github',
      callbackURL: '/dashboard',
      newUserCallbackURL: '/dashboard/credits',
      errorCallbackURL: '/auth/login',
    }),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { url: string; redirect: boolean };
  return { body, stateCookie: cookiesOf(response) };
}

/** The whole browser round trip: our button, GitHub's authorize page, our callback. */
async function signInWithGithub(t: TestApp) {
  const { body, stateCookie } = await startSignIn(t);
  const authorize = await fetch(body.url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(CALLBACK);
  const response = await t.app.request(callback.pathname + callback.search, {
    headers: { Cookie: stateCookie },
    redirect: 'manual',
  });
  return { response, location: response.headers.get('location'), cookie: cookiesOf(response) };
}

const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((c) => /session_token=[^;]/.test(c));

describe.each(databaseKinds)('GitHub sign-in on %s', (kind) => {
  let t: TestApp;
  let github: FakeGithub;
  let oauthUrl: string;

  beforeAll(async () => {
    const started = await startGithub();
    ({ github, oauthUrl } = started);
    t = await createTestApp(kind, { env: started.env });
  });
  afterAll(async () => {
    await t.close();
    await github.stop();
  });
  beforeEach(() => {
    github.decline = false;
  });

  const me = (cookie: string) => t.app.request('/api/me', { headers: { Cookie: cookie } });
  const countUsers = async (email: string) =>
    (await t.database.query<{ n: number }>('select count(*)::int as n from "user" where email = $1', [email]))[0]!.n;

  it('signs a new GitHub user up with a verified email and a Free profile, then signs them in again', async () => {
    const user = fakeGithubUser({
      id: 1001,
      login: 'new-octo',
      name: null,
      email: null,
      emails: [
        { email: 'octo-secondary@example.com', primary: false, verified: false },
        { email: 'New.Octo@example.com', primary: true, verified: true },
      ],
    });
    github.setUser(user);

    const { body, stateCookie } = await startSignIn(t);
    expect(body.redirect).toBe(true);
    const authorizeUrl = new URL(body.url);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${oauthUrl}/login/oauth/authorize`);
    expect(authorizeUrl.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(authorizeUrl.searchParams.get('scope')).toBe('read:user user:email');
    expect(authorizeUrl.searchParams.get('state')).toBeTruthy();
    expect(stateCookie).not.toBe('');

    const authorize = await fetch(body.url, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe(authorizeUrl.searchParams.get('state'));

    const signedUp = await t.app.request(callback.pathname + callback.search, {
      headers: { Cookie: stateCookie },
      redirect: 'manual',
    });
    expect(signedUp.status).toBe(302);
    expect(signedUp.headers.get('location')).toBe('/dashboard/credits');
    expect(sessionCookieOf(signedUp)).toMatch(/HttpOnly/i);
    expect(sessionCookieOf(signedUp)).toMatch(/SameSite=Lax/i);

    // The token request asked for JSON and carried our credentials in the body.
    const tokenRequest = github.tokenRequests.at(-1)!;
    expect(tokenRequest.accept).toContain('application/json');
    expect(tokenRequest.params).toMatchObject({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: CALLBACK,
    });

    const profile = await me(cookiesOf(signedUp));
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      user: { email: 'new.octo@example.com', emailVerified: true, name: 'new-octo', image: user.avatar_url },
      profile: { subscriptionPlan: 'FREE', availableCredits: 0 },
    });

    const again = await signInWithGithub(t);
    expect(again.response.status).toBe(302);
    expect(again.location).toBe('/dashboard');
    expect(sessionCookieOf(again.response)).toBeDefined();
    expect((await me(again.cookie)).status).toBe(200);
    expect(await countUsers('new.octo@example.com')).toBe(1);
  });

  it('makes no account for an unverified GitHub email, and says why', async () => {
    const email = 'unverified-octo@example.com';
    github.setUser(
      fakeGithubUser({ id: 1002, login: 'unverified-octo', emails: [{ email, primary: true, verified: false }] }),
    );

    const first = await signInWithGithub(t);
    expect(first.response.status).toBe(302);
    expect(first.location).toMatch(/^\/auth\/login\?error=provider_email_needs_verification/);
    expect(sessionCookieOf(first.response)).toBeUndefined();
    expect(await countUsers(email)).toBe(0);
    expect(await mailbox(t, email)).toEqual([]);

    // Once GitHub has the address verified, the same identity signs up normally.
    github.setUser(fakeGithubUser({ id: 1002, login: 'unverified-octo', emails: [{ email, primary: true, verified: true }] }));
    const verified = await signInWithGithub(t);
    expect(verified.location).toBe('/dashboard/credits');
    expect(await countUsers(email)).toBe(1);
  });

  it('links GitHub to an existing verified account with the same verified email', async () => {
    const email = 'both-ways@example.com';
    await signedInUser(t, email);
    github.setUser(fakeGithubUser({ id: 1003, login: 'both-ways', email }));

    const linked = await signInWithGithub(t);
    expect(linked.location).toBe('/dashboard');
    expect(await (await me(linked.cookie)).json()).toMatchObject({ user: { email } });
    expect(await countUsers(email)).toBe(1);
  });

  it('does not hand an existing account to a GitHub user whose copy of the email is unverified', async () => {
    const email = 'taken-by-password@example.com';
    await signedInUser(t, email);
    github.setUser(
      fakeGithubUser({ id: 1004, login: 'impostor', emails: [{ email, primary: true, verified: false }] }),
    );

    const refused = await signInWithGithub(t);
    expect(refused.location).toBe('/auth/login?error=account_not_linked');
    expect(sessionCookieOf(refused.response)).toBeUndefined();
  });

  it('refuses a GitHub user with no email address at all', async () => {
    github.setUser(fakeGithubUser({ id: 1007, login: 'no-email-octo', email: null, emails: [] }));
    const refused = await signInWithGithub(t);
    expect(refused.location).toBe('/auth/login?error=email_not_found');
    expect(sessionCookieOf(refused.response)).toBeUndefined();
  });

  it('refuses a callback without the state cookie of the browser that started it', async () => {
    github.setUser(fakeGithubUser({ id: 1005, login: 'csrf-octo' }));
    const { body } = await startSignIn(t);
    const callback = new URL((await fetch(body.url, { redirect: 'manual' })).headers.get('location')!);
    const tokensBefore = github.calls.token;
    const response = await t.app.request(callback.pathname + callback.search, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/[?&]error=state_mismatch/);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(github.calls.token).toBe(tokensBefore);
  });

  it('sends the user back to the login page when they decline on GitHub', async () => {
    github.decline = true;
    const tokensBefore = github.calls.token;
    const declined = await signInWithGithub(t);
    expect(declined.location).toMatch(/^\/auth\/login\?error=access_denied&error_description=/);
    expect(sessionCookieOf(declined.response)).toBeUndefined();
    expect(github.calls.token).toBe(tokensBefore);
  });

  it('refuses a replayed callback, and a used code under a fresh state', async () => {
    github.setUser(fakeGithubUser({ id: 1006, login: 'replay-octo' }));
    const { body, stateCookie } = await startSignIn(t);
    const callback = new URL((await fetch(body.url, { redirect: 'manual' })).headers.get('location')!);
    const path = callback.pathname + callback.search;
    const used = await t.app.request(path, { headers: { Cookie: stateCookie }, redirect: 'manual' });
    expect(used.headers.get('location')).toBe('/dashboard/credits');

    // The state is single use: the same callback again never reaches GitHub.
    const tokensBefore = github.calls.token;
    const replay = await t.app.request(path, { headers: { Cookie: stateCookie }, redirect: 'manual' });
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toMatch(/[?&]error=state_mismatch/);
    expect(sessionCookieOf(replay)).toBeUndefined();
    expect(github.calls.token).toBe(tokensBefore);

    // The code is single use too: GitHub answers 200 { error: 'bad_verification_code' }, which is a refusal.
    const fresh = await startSignIn(t);
    const usersBefore = github.calls.user;
    const freshState = new URL(fresh.body.url).searchParams.get('state')!;
    const reused = await t.app.request(
      `/api/auth/callback/github?code=${callback.searchParams.get('code')}&state=${encodeURIComponent(freshState)}`,
      { headers: { Cookie: fresh.stateCookie }, redirect: 'manual' },
    );
    expect(reused.headers.get('location')).toBe('/auth/login?error=invalid_code');
    expect(sessionCookieOf(reused)).toBeUndefined();
    expect(github.calls.token).toBe(tokensBefore + 1);
    expect(github.calls.user).toBe(usersBefore);
  });
});

describe('GitHub sign-in configuration', () => {
  it('is unavailable (4xx, not 5xx) without GitHub settings', async () => {
    const t = await createTestApp('pglite');
    try {
      const response = await t.app.request(
        '/api/auth/sign-in/social',
        authedRequest('POST', { provider: 'github', callbackURL: '/dashboard' }),
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ code: 'PROVIDER_NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  it('makes no new accounts through GitHub while sign-ups are disabled', async () => {
    const started = await startGithub(fakeGithubUser({ id: 2001, login: 'latecomer' }));
    const t = await createTestApp('pglite', { env: { ...started.env, SIGNUPS_DISABLED: '1' } });
    try {
      const refused = await signInWithGithub(t);
      expect(refused.location).toBe('/auth/login?error=signup_disabled');
      expect(sessionCookieOf(refused.response)).toBeUndefined();
      expect((await t.database.query<{ n: number }>('select count(*)::int as n from "user"'))[0]!.n).toBe(0);
    } finally {
      await t.close();
      await started.github.stop();
    }
  });

  it('ends the sign-in with an error redirect, not a 500, when GitHub’s API cannot be reached', async () => {
    const started = await startGithub(fakeGithubUser({ id: 2002, login: 'offline' }));
    const t = await createTestApp('pglite', { env: { ...started.env, GITHUB_API_URL: 'http://127.0.0.1:9' } });
    try {
      const failed = await signInWithGithub(t);
      expect(failed.location).toBe('/auth/login?error=unable_to_get_user_info');
      expect(sessionCookieOf(failed.response)).toBeUndefined();
    } finally {
      await t.close();
      await started.github.stop();
    }
  });
});

describe('deleting an account that signs in only with GitHub', () => {
  it('needs a sign-in within 10 minutes and the account’s email typed out', async () => {
    const started = await startGithub(
      fakeGithubUser({ id: 4242, login: 'leaving-octo', email: 'Leaving.Octo@example.com', emails: [{ email: 'Leaving.Octo@example.com', primary: true, verified: true }] }),
    );
    const t = await createTestApp('pglite', { env: started.env });
    try {
      const { cookie } = await signInWithGithub(t);
      const [user] = await t.database.query<{ id: string }>('select id from "user" where email = $1', ['leaving.octo@example.com']);
      const remove = (body: unknown) => t.app.request('/api/auth/delete-user', authedRequest('POST', body, cookie));
      const stillThere = async () => (await t.database.query('select 1 from "user" where id = $1', [user!.id])).length === 1;

      for (const body of [{}, { email: 'someone@example.com' }]) {
        const refused = await remove(body);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Type your account’s email address to confirm.' });
      }
      await t.database.query("update session set created_at = now() - interval '11 minutes' where user_id = $1", [user!.id]);
      const stale = await remove({ email: 'leaving.octo@example.com' });
      expect(stale.status).toBe(403);
      expect(await stale.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
      expect(await stillThere()).toBe(true);

      const again = await signInWithGithub(t);
      const deleted = await t.app.request('/api/auth/delete-user', authedRequest('POST', { email: ' Leaving.Octo@Example.com ' }, again.cookie));
      expect(deleted.status).toBe(200);
      expect(await stillThere()).toBe(false);
    } finally {
      await t.close();
      await started.github.stop();
    }
  });
});
