import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest, cookiesOf, signedInUser, signIn } from '../../../tests/support/auth-helpers';
import { databaseKinds, type TestDatabase } from '../../../tests/support/databases';
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

describe.each(databaseKinds)('the signed session cookie on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.request('/api/me', { headers: { Cookie: cookie } });

  it('answers GET /api/me with two statements: the session checked against the database, and the profile', async () => {
    const cookie = await signedInUser(t, 'cached@example.com');
    expect(cookie).toContain('session_data=');
    expect((await me(cookie)).status).toBe(200);
    let status = 0;
    expect(await statementsOf(t.database, async () => (status = (await me(cookie)).status))).toBe(2);
    expect(status).toBe(200);
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

  it('hands a browser whose cached session went stale a fresh one, so its next requests cost two statements again', async () => {
    const email = 'renamed@example.com';
    const cookie = await signedInUser(t, email);
    await t.database.query(`update "user" set name = 'Renamed' where email = $1`, [email]);
    const stale = await me(cookie);
    expect(stale.status).toBe(200);
    const fresh = stale.headers.getSetCookie().find((c) => c.includes('session_data=') && !c.includes('Max-Age=0'));
    expect(fresh).toBeDefined();
    const renewed = cookie.replace(/[^;\s]*session_data=[^;]*/, fresh!.split(';')[0]!);
    let body: MeDto | undefined;
    expect(await statementsOf(t.database, async () => (body = (await (await me(renewed)).json()) as MeDto))).toBe(2);
    expect(body!.user.name).toBe('Renamed');
  });
});
