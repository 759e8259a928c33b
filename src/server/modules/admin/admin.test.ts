import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest, signedInUser, signIn, signUp } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { AdminUserDto, AdminUsersDto } from '../../../shared/schemas/admin';
import type { LedgerDto } from '../../../shared/schemas/credits';

/** Needs `app.route('/api', adminRoutes({ auth, db: database.db }))` in src/server/app.ts. */
describe.each(databaseKinds)('the admin area on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminCookie = await signedInUser(t, 'root@example.com');
    await t.database.query(`update "user" set role = 'admin' where email = $1`, ['root@example.com']);
    adminId = (await userId('root@example.com'))!;
  });
  afterAll(() => t.close());

  async function userId(email: string): Promise<string | undefined> {
    const [row] = await t.database.query<{ id: string }>('select id from "user" where email = $1', [email]);
    return row?.id;
  }

  const get = (path: string, cookie = adminCookie) =>
    t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  const post = (path: string, body?: unknown, cookie = adminCookie) =>
    t.app.request(path, authedRequest('POST', body, cookie || undefined));
  const me = (cookie: string) => get('/api/me', cookie);
  const credit = (id: string, body: { delta: number; reason: string; requestId?: string }) =>
    post(`/api/admin/users/${id}/credits`, { requestId: randomUUID(), ...body });

  /** A signed-up (unverified) account, for tests that do not need it to sign in. */
  async function account(email: string): Promise<string> {
    expect((await signUp(t, email)).status).toBe(200);
    return (await userId(email))!;
  }

  it('answers 404 on every admin endpoint to signed-out visitors and to non-admins, before validating anything', async () => {
    const memberCookie = await signedInUser(t, 'member@example.com');
    const target = (await userId('member@example.com'))!;
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/users?query=root&limit=5', undefined],
      ['GET', '/api/admin/users?limit=-1', undefined],
      ['POST', `/api/admin/users/${target}/credits`, { delta: 5, reason: 'a gift', requestId: randomUUID() }],
      ['POST', `/api/admin/users/${target}/credits`, { delta: 0 }],
      ['POST', `/api/admin/users/${adminId}/ban`, { reason: 'coup' }],
      ['POST', `/api/admin/users/${target}/unban`, undefined],
      ['GET', `/api/admin/users/${target}/ledger`, undefined],
      ['GET', '/api/admin/nothing-here', undefined],
    ];
    for (const cookie of ['', memberCookie]) {
      for (const [method, path, body] of calls) {
        const response = await t.app.request(path, authedRequest(method, body, cookie || undefined));
        expect(response.status, `${method} ${path} ${cookie ? 'member' : 'signed out'}`).toBe(404);
        expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    // Nothing happened: no credits, the admin still signed in and not banned.
    expect(await (await me(memberCookie)).json()).toMatchObject({ profile: { availableCredits: 0 } });
    expect((await me(adminCookie)).status).toBe(200);
    // The public API description does not mention the area either.
    expect(await (await t.app.request('/api/openapi.json')).text()).not.toContain('/admin');
  });

  // Needs better-auth's own admin endpoints closed in src/server/auth/auth.routes.ts (see the report):
  // the admin area calls them in-process; over HTTP they would answer a member 403 'not allowed'.
  it('keeps better-auth’s own admin endpoints out of reach over HTTP, even for admins', async () => {
    const memberCookie = await signedInUser(t, 'curious@example.com');
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/auth/admin/list-users', undefined],
      ['POST', '/api/auth/admin/ban-user', { userId: adminId }],
      ['POST', '/api/auth/admin/set-role', { userId: adminId, role: 'user' }],
      ['POST', '/api/auth/admin/impersonate-user', { userId: adminId }],
    ];
    for (const cookie of ['', memberCookie, adminCookie]) {
      for (const [method, path, body] of calls) {
        const response = await t.app.request(path, authedRequest(method, body, cookie || undefined));
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(await t.database.query('select role from "user" where id = $1', [adminId])).toEqual([{ role: 'admin' }]);
  });

  it('lists users newest first with plan, credits and status, and searches email or name in any case', async () => {
    const zed = await account('zed.search@example.com');
    const amy = await account('amy.search@example.com');
    await t.database.query(`update "user" set name = 'Zoe Percent%' where id = $1`, [amy]);
    await t.database.query(`update profiles set subscription_plan = 'GROWTH', available_credits = 0 where id = $1`, [
      zed,
    ]);

    const all = (await (await get('/api/admin/users?limit=100')).json()) as AdminUsersDto;
    expect(all.total).toBe(all.users.length);
    const times = all.users.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.users.find((u) => u.id === adminId)).toMatchObject({
      email: 'root@example.com',
      role: 'admin',
      emailVerified: true,
      banned: false,
    });

    const bySearch = async (query: string) =>
      (await (await get(`/api/admin/users?query=${encodeURIComponent(query)}`)).json()) as AdminUsersDto;
    const found = await bySearch('.SEARCH@');
    expect(found.total).toBe(2);
    expect(found.users.map((u) => u.email)).toEqual(['amy.search@example.com', 'zed.search@example.com']);
    expect(found.users[1]).toEqual<AdminUserDto>({
      id: zed,
      email: 'zed.search@example.com',
      name: 'zed_search',
      role: 'user',
      banned: false,
      banReason: null,
      emailVerified: false,
      createdAt: expect.any(String) as string,
      subscriptionPlan: 'GROWTH',
      availableCredits: 0,
    });
    expect((await bySearch('zoe percent')).users.map((u) => u.id)).toEqual([amy]);
    // LIKE's wildcards are matched literally.
    expect((await bySearch('%')).users.map((u) => u.id)).toEqual([amy]);
    // Only zed's name (zed_search, made from the email) holds a real underscore.
    expect((await bySearch('_')).users.map((u) => u.id)).toEqual([zed]);
    expect((await bySearch('nobody-like-this')).users).toEqual([]);
    expect((await bySearch(zed)).users.map((u) => u.id)).toEqual([zed]);

    const page = (await (await get('/api/admin/users?query=search&limit=1&offset=1')).json()) as AdminUsersDto;
    expect(page).toMatchObject({ total: 2, users: [{ id: zed }] });
    expect((await get('/api/admin/users?limit=1000')).status).toBe(400);
  });

  it('adjusts credits through the ledger (reason admin, the note naming why and who), once per request id', async () => {
    const memberCookie = await signedInUser(t, 'credited@example.com');
    const id = (await userId('credited@example.com'))!;
    const requestId = randomUUID();

    const granted = await credit(id, { delta: 5, reason: '  Compensation for an outage  ', requestId });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ applied: true, balance: 5 });
    const replay = await credit(id, { delta: 5, reason: 'Compensation for an outage', requestId });
    expect(await replay.json()).toEqual({ applied: false, balance: 5 });
    expect(await (await me(memberCookie)).json()).toMatchObject({ profile: { availableCredits: 5 } });

    const rows = await t.database.query<{
      reason: string;
      delta: number;
      note: string;
      idempotency_key: string;
      balance_after: number;
    }>('select reason, delta, note, idempotency_key, balance_after from credit_ledger where user_id = $1', [id]);
    expect(rows).toEqual([
      {
        reason: 'admin',
        delta: 5,
        note: `[admin ${adminId}] Compensation for an outage`,
        idempotency_key: `admin:${requestId}`,
        balance_after: 5,
      },
    ]);

    const overdraft = await credit(id, { delta: -6, reason: 'Take back too much' });
    expect(overdraft.status).toBe(402);
    expect(await overdraft.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect(await (await credit(id, { delta: -2, reason: 'Refunded elsewhere' })).json()).toEqual({
      applied: true,
      balance: 3,
    });

    const ledger = (await (await get(`/api/admin/users/${id}/ledger`)).json()) as LedgerDto;
    expect(ledger.entries.map((e) => [e.delta, e.reason, e.balanceAfter])).toEqual([
      [-2, 'admin', 3],
      [5, 'admin', 5],
    ]);
    expect(ledger.entries[1]!.note).toContain('Compensation for an outage');
    expect(ledger.entries[1]!.note).toContain(adminId);

    const list = (await (await get('/api/admin/users?query=credited@')).json()) as AdminUsersDto;
    expect(list.users[0]).toMatchObject({ id, availableCredits: 3 });
  });

  it('comps a plan, keeping the credits, and validates it', async () => {
    const memberCookie = await signedInUser(t, 'comped@example.com');
    const id = (await userId('comped@example.com'))!;
    const comped = await post(`/api/admin/users/${id}/plan`, { plan: 'FOUNDER' });
    expect(comped.status).toBe(200);
    expect(await comped.json()).toMatchObject({ id, subscriptionPlan: 'FOUNDER', availableCredits: 0 });
    expect(await (await me(memberCookie)).json()).toMatchObject({ profile: { subscriptionPlan: 'FOUNDER' } });
    expect((await post(`/api/admin/users/${id}/plan`, { plan: 'PLATINUM' })).status).toBe(400);
    expect((await post('/api/admin/users/nobody/plan', { plan: 'GROWTH' })).status).toBe(404);
    expect((await post(`/api/admin/users/${id}/plan`, { plan: 'GROWTH' }, memberCookie)).status).toBe(404);
  });

  it('validates an adjustment and answers 404 for an unknown user', async () => {
    const id = await account('validated@example.com');
    const invalid: Array<[unknown, string]> = [
      [{ delta: 0, reason: 'nothing at all' }, 'The change cannot be zero'],
      [{ delta: 1001, reason: 'too generous' }, 'The change must be between -1000 and 1000'],
      [{ delta: -1001, reason: 'too harsh' }, 'The change must be between -1000 and 1000'],
      [{ delta: 1.5, reason: 'half a kit' }, 'Enter a whole number of credits'],
      [{ delta: '5', reason: 'a string' }, 'Enter a whole number of credits'],
      [{ delta: 1, reason: ' ab ' }, 'Give a reason of at least 3 characters'],
      [{ delta: 1, reason: 'x'.repeat(201) }, 'The reason must be at most 200 characters'],
    ];
    for (const [body, message] of invalid) {
      const response = await post(`/api/admin/users/${id}/credits`, { requestId: randomUUID(), ...(body as object) });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(
      (await post(`/api/admin/users/${id}/credits`, { delta: 1, reason: 'no request id', requestId: 'nope' })).status,
    ).toBe(400);
    expect(await t.database.query('select 1 from credit_ledger where user_id = $1', [id])).toEqual([]);

    const missing = await credit('no-such-user', { delta: 1, reason: 'for nobody' });
    expect(missing.status).toBe(404);
    expect((await get('/api/admin/users/no-such-user/ledger')).status).toBe(404);
    expect((await post('/api/admin/users/no-such-user/ban', {})).status).toBe(404);
    expect((await post('/api/admin/users/no-such-user/unban')).status).toBe(404);
  });

  it('bans: the user’s sessions end and sign-in is refused; unbanning lets them back in', async () => {
    const email = 'troublemaker@example.com';
    const cookie = await signedInUser(t, email);
    const id = (await userId(email))!;

    const banned = await post(`/api/admin/users/${id}/ban`, { reason: 'Spam' });
    expect(banned.status).toBe(200);
    expect(await banned.json()).toMatchObject({ id, banned: true, banReason: 'Spam' });
    expect((await me(cookie)).status).toBe(401);
    const refused = await signIn(t, email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'BANNED_USER' });
    const listed = (await (await get(`/api/admin/users?query=${email}`)).json()) as AdminUsersDto;
    expect(listed.users[0]).toMatchObject({ banned: true, banReason: 'Spam' });

    const unbanned = await post(`/api/admin/users/${id}/unban`);
    expect(unbanned.status).toBe(200);
    expect(await unbanned.json()).toMatchObject({ id, banned: false, banReason: null });
    const back = await signIn(t, email);
    expect(back.status).toBe(200);
  });

  it('bans without a reason too', async () => {
    const id = await account('no-reason@example.com');
    const response = await post(`/api/admin/users/${id}/ban`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ banned: true });
  });

  it('refuses to let an admin ban themself', async () => {
    const response = await post(`/api/admin/users/${adminId}/ban`, { reason: 'oops' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'CANNOT_BAN_SELF', message: 'You cannot ban your own account.' });
    expect((await me(adminCookie)).status).toBe(200);
    expect(await t.database.query('select banned from "user" where id = $1', [adminId])).toEqual([{ banned: false }]);
  });

  it('ends admin access as soon as the role is taken away', async () => {
    const cookie = await signedInUser(t, 'former-admin@example.com');
    await t.database.query(`update "user" set role = 'admin' where email = $1`, ['former-admin@example.com']);
    expect((await get('/api/admin/users', cookie)).status).toBe(200);
    await t.database.query(`update "user" set role = 'user' where email = $1`, ['former-admin@example.com']);
    expect((await get('/api/admin/users', cookie)).status).toBe(404);
  });
});
