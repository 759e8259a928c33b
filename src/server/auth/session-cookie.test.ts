import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest, cookiesOf, signedInUser, signIn } from '../../../tests/support/auth-helpers';
import { databaseKinds, type TestDatabase } from '../../../tests/support/databases';
import type { DatabaseKind } from '../db/client';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { MeDto } from '../../shared/schemas/auth';

/** How many statements `run` sends to the database (each PGlite query; each client a PostgreSQL pool lends). */
async function statementsOf(database: TestDatabase, run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  if (database.pglite) {
    const pglite = database.pglite;
    const query = pglite.query;
    pglite.query = ((...args: Parameters<typeof query>) => {
      count += 1;
      return query.apply(pglite, args);
    }) as typeof query;
    try {
      await run();
    } finally {
      pglite.query = query;
    }
    return count;
  }
  const onAcquire = () => (count += 1);
  database.pool!.on('acquire', onAcquire);
  try {
    await run();
  } finally {
    database.pool!.off('acquire', onAcquire);
  }
  return count;
}

/**
 * The app as each deployment runs it: the embedded database with its kit runtime holds sessions and
 * profiles in memory (ADR 0031); without the runtime's notifications, and on PostgreSQL, where other
 * processes change the database too, every request checks the session (ADR 0029).
 */
interface Setup {
  name: string;
  kind: DatabaseKind;
  kit: boolean;
  heldStatements: number;
}

const setups = databaseKinds.flatMap((kind): Setup[] =>
  kind === 'pglite'
    ? [
        { name: 'pglite, session and profile held in memory', kind, kit: true, heldStatements: 0 },
        { name: 'pglite without notifications', kind, kit: false, heldStatements: 2 },
      ]
    : [{ name: `${kind} (several processes)`, kind, kit: true, heldStatements: 2 }],
);

describe.each(setups)('the signed session cookie on $name', ({ kind, kit, heldStatements }) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, kit ? { kit: { worker: false } } : {});
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.request('/api/me', { headers: { Cookie: cookie } });
  const meOf = async (cookie: string) => (await (await me(cookie)).json()) as MeDto;

  it(`answers a signed-in browser's repeated GET /api/me with ${heldStatements} statements`, async () => {
    const cookie = await signedInUser(t, 'cached@example.com');
    expect(cookie).toContain('session_data=');
    expect((await me(cookie)).status).toBe(200);
    let status = 0;
    expect(await statementsOf(t.database, async () => (status = (await me(cookie)).status))).toBe(heldStatements);
    expect(status).toBe(200);
  });

  it('refuses a signed-out session on its next request', async () => {
    const cookie = await signedInUser(t, 'leaving@example.com');
    expect((await me(cookie)).status).toBe(200);
    expect((await t.app.request('/api/auth/sign-out', authedRequest('POST', {}, cookie))).status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it('shows a change made to the profile elsewhere (credits, plan, a first project) on the next request', async () => {
    const email = 'credited@example.com';
    const cookie = await signedInUser(t, email);
    const before = await meOf(cookie);
    expect(before.profile).toMatchObject({ availableCredits: 0, ownsKits: false });
    const id = before.user.id;
    await t.database.query(`update profiles set available_credits = 7, subscription_plan = 'GROWTH' where id = $1`, [id]);
    expect((await meOf(cookie)).profile).toMatchObject({ availableCredits: 7, subscriptionPlan: 'GROWTH' });
    await t.database.query(`insert into projects (owner_id, name, idea, status) values ($1, 'Kit', 'An idea', 'ready')`, [id]);
    expect((await meOf(cookie)).profile.ownsKits).toBe(true);
    await t.database.query(`delete from projects where owner_id = $1`, [id]);
    expect((await meOf(cookie)).profile.ownsKits).toBe(false);
  });

  it('refuses a session whose row is deleted or expired elsewhere on the next request', async () => {
    const gone = await signedInUser(t, 'deleted-session@example.com');
    const expired = await signedInUser(t, 'expired-session@example.com');
    expect((await me(gone)).status).toBe(200);
    expect((await me(expired)).status).toBe(200);
    await t.database.query(`delete from session where user_id = (select id from "user" where email = $1)`, ['deleted-session@example.com']);
    await t.database.query(`update session set expires_at = now() - interval '1 minute' where user_id = (select id from "user" where email = $1)`, [
      'expired-session@example.com',
    ]);
    expect((await me(gone)).status).toBe(401);
    expect((await me(expired)).status).toBe(401);
  });

  it('refuses a session revoked from another browser at once, though its cookie still carries the session', async () => {
    const email = 'revoked@example.com';
    const first = await signedInUser(t, email);
    const second = cookiesOf(await signIn(t, email));
    expect((await me(second)).status).toBe(200);
    expect((await t.app.request('/api/auth/revoke-other-sessions', authedRequest('POST', {}, first))).status).toBe(200);
    expect((await me(second)).status).toBe(401);
    expect((await me(first)).status).toBe(200);
  });

  it('shows a change made to the user elsewhere (a new role, a new name) on the next request', async () => {
    const email = 'promoted@example.com';
    const cookie = await signedInUser(t, email);
    expect(((await (await me(cookie)).json()) as MeDto).user.role).not.toBe('admin');
    await t.database.query(`update "user" set role = 'admin', name = 'Promoted' where email = $1`, [email]);
    const { user } = (await (await me(cookie)).json()) as MeDto;
    expect(user).toMatchObject({ role: 'admin', name: 'Promoted' });
  });

  it('hands a browser whose cached session went stale a fresh one, and its next requests cost no more than before the change', async () => {
    const email = 'renamed@example.com';
    const cookie = await signedInUser(t, email);
    await t.database.query(`update "user" set name = 'Renamed' where email = $1`, [email]);
    const stale = await me(cookie);
    expect(stale.status).toBe(200);
    const fresh = stale.headers.getSetCookie().find((c) => c.includes('session_data=') && !c.includes('Max-Age=0'));
    expect(fresh).toBeDefined();
    const renewed = cookie.replace(/[^;\s]*session_data=[^;]*/, fresh!.split(';')[0]!);
    let body: MeDto | undefined;
    expect(await statementsOf(t.database, async () => (body = (await (await me(renewed)).json()) as MeDto))).toBe(heldStatements);
    expect(body!.user.name).toBe('Renamed');
  });
});
