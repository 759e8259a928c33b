import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenFor, withToken } from '../../../../tests/support/api-token-helpers';
import { authedRequest, follow, linkFromEmail, signedInUser, STRONG_PASSWORD } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, readyProject } from '../../../../tests/support/workspace-helpers';
import type { ApiTokensDto, CurrentApiTokenDto } from '../../../shared/schemas/api-tokens';
import type { KitFilesDto, KitSearchDto, ProjectDto, ProjectsDto } from '../../../shared/schemas/projects';
import type { TaskDto, TasksDto } from '../../../shared/schemas/tasks';
import { apiTokens, user as users } from '../../db/schema';
import { hashApiToken } from './api-tokens.service';

/** Each token may make this many requests a minute here, so the limit is reached in a test. */
const PER_MINUTE = 8;

describe.each(databaseKinds)('API tokens on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let project: ProjectDto;
  let n = 0;
  const email = (who: string) => `tokens-${kind}-${who}-${(n += 1)}@example.com`;
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {}, env: { API_TOKEN_RATE_LIMIT: String(PER_MINUTE) } });
    owner = await userWithCredits(t, email('owner'), { plan: 'GROWTH', credits: 1 });
    project = await readyProject(t, owner);
  });
  afterAll(() => t.close());

  it('shows a token once, stores only its hash and lists it with its last use', async () => {
    const created = await apiTokenFor(t, owner, 'read', 'Laptop CLI');
    expect(created.token).toMatch(/^sf_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.start)).toBe(true);

    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(hashApiToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const before = (await json<ApiTokensDto>(await call(t, owner, 'GET', '/api/tokens'))).tokens.find((x) => x.id === created.id)!;
    expect(before).toMatchObject({ name: 'Laptop CLI', scope: 'read', lastUsedAt: null, expired: false, expiresAt: null });
    expect(JSON.stringify(before)).not.toContain(created.token);

    await json<ProjectsDto>(await withToken(t, created.token, 'GET', '/api/projects'));
    const after = (await json<ApiTokensDto>(await call(t, owner, 'GET', '/api/tokens'))).tokens.find((x) => x.id === created.id)!;
    expect(after.lastUsedAt).not.toBeNull();

    const current = await json<CurrentApiTokenDto>(await withToken(t, created.token, 'GET', '/api/tokens/current'));
    expect(current).toMatchObject({ id: created.id, scope: 'read', account: { email: expect.stringContaining('tokens-') } });
  });

  it('keeps a read token to reading, and lets a write token move a task', async () => {
    const reader = await apiTokenFor(t, owner, 'read');
    const writer = await apiTokenFor(t, owner, 'write');
    const board = await json<TasksDto>(await withToken(t, reader.token, 'GET', `/api/projects/${project.id}/tasks`));
    const task = board.tasks[0]!;

    const refused = await withToken(t, reader.token, 'PATCH', `/api/tasks/${task.id}`, { status: 'in_progress' });
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('TOKEN_SCOPE');
    expect(await codeOf(await withToken(t, reader.token, 'POST', `/api/projects/${project.id}/questions`, { question: 'Which database?' }))).toBe(
      'TOKEN_SCOPE',
    );

    const moved = await json<TaskDto>(await withToken(t, writer.token, 'PATCH', `/api/tasks/${task.id}`, { status: 'in_progress' }));
    expect(moved.status).toBe('in_progress');
    const again = await json<TasksDto>(await call(t, owner, 'GET', `/api/projects/${project.id}/tasks`));
    expect(again.tasks.find((x) => x.id === task.id)!.status).toBe('in_progress');
  });

  it('refuses a revoked token at its very next request', async () => {
    const token = await apiTokenFor(t, owner, 'read');
    await json<ProjectsDto>(await withToken(t, token.token, 'GET', '/api/projects'));
    expect((await call(t, owner, 'DELETE', `/api/tokens/${token.id}`)).status).toBe(204);
    const refused = await withToken(t, token.token, 'GET', '/api/projects');
    expect(refused.status).toBe(401);
    expect(await codeOf(refused)).toBe('TOKEN_INVALID');
    expect((await json<ApiTokensDto>(await call(t, owner, 'GET', '/api/tokens'))).tokens.map((x) => x.id)).not.toContain(token.id);
    // Another account cannot revoke someone else's token.
    const other = await userWithCredits(t, email('other'), { credits: 0 });
    const kept = await apiTokenFor(t, owner, 'read');
    expect((await call(t, other, 'DELETE', `/api/tokens/${kept.id}`)).status).toBe(404);
    expect((await withToken(t, kept.token, 'GET', '/api/projects')).status).toBe(200);
  });

  it('honours the expiry: a past date is refused at creation, and an expired token is refused', async () => {
    const past = await call(t, owner, 'POST', '/api/tokens', { name: 'Old', scope: 'read', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    const tooFar = await call(t, owner, 'POST', '/api/tokens', { name: 'Far', scope: 'read', expiresAt: '2099-01-01T00:00:00Z' });
    expect(tooFar.status).toBe(400);

    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await json<{ id: string; token: string; expiresAt: string }>(
      await call(t, owner, 'POST', '/api/tokens', { name: 'Week', scope: 'read', expiresAt: inAWeek }),
      201,
    );
    expect(Date.parse(created.expiresAt)).toBe(Date.parse(inAWeek));
    expect((await withToken(t, created.token, 'GET', '/api/projects')).status).toBe(200);

    await t.database.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, created.id));
    const refused = await withToken(t, created.token, 'GET', '/api/projects');
    expect(refused.status).toBe(401);
    expect(await codeOf(refused)).toBe('TOKEN_INVALID');
    const listed = (await json<ApiTokensDto>(await call(t, owner, 'GET', '/api/tokens'))).tokens.find((x) => x.id === created.id)!;
    expect(listed.expired).toBe(true);
  });

  it('is refused on the cookie-only routes: billing, the account, the tokens and sign-in', async () => {
    const account = await userWithCredits(t, email('cookie-only'), { credits: 0 });
    const cookieOnly: Array<[string, string, unknown?]> = [
      ['GET', '/api/me'],
      ['PATCH', '/api/me', { name: 'Renamed by a token' }],
      ['GET', '/api/credits'],
      ['POST', '/api/checkout', { plan: 'GROWTH' }],
      ['POST', '/api/billing/portal'],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'Minted by a token', scope: 'write' }],
      ['GET', '/api/teams'],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/evaluations', { idea: 'A marketplace for second-hand climbing gear.' }],
    ];
    for (const [method, path, body] of cookieOnly) {
      // A token each: the refusals count against its rate limit like any request.
      const { token } = await apiTokenFor(t, account, 'write');
      const response = await withToken(t, token, method, path, body);
      expect([path, response.status]).toEqual([path, 403]);
      expect([path, await codeOf(response)]).toEqual([path, 'TOKEN_COOKIE_ONLY']);
    }
    // Beside a signed-in browser's cookie, the token still decides: the account stays out of reach.
    const { token } = await apiTokenFor(t, account, 'write');
    const both = await t.app.request('/api/me', { headers: { Cookie: account.cookie, Authorization: `Bearer ${token}` } });
    expect(await codeOf(both)).toBe('TOKEN_COOKIE_ONLY');
    // A session cookie is not a token.
    expect(await codeOf(await call(t, account, 'GET', '/api/tokens/current'))).toBe('TOKEN_INVALID');
  });

  it('refuses unknown, malformed and banned accounts’ tokens outright instead of serving them as anonymous', async () => {
    for (const header of ['Bearer sf_' + 'x'.repeat(43), 'Bearer nonsense', 'Basic dXNlcjpwYXNz']) {
      const response = await t.app.request('/api/templates', { headers: { Authorization: header } });
      expect(response.status).toBe(401);
      expect(await codeOf(response)).toBe('TOKEN_INVALID');
    }
    const banned = await userWithCredits(t, email('banned'), { credits: 0 });
    const { token } = await apiTokenFor(t, banned, 'read');
    expect((await withToken(t, token, 'GET', '/api/projects')).status).toBe(200);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, banned.id));
    expect((await withToken(t, token, 'GET', '/api/projects')).status).toBe(401);
  });

  it('ends an account’s tokens when its password changes or is reset, its other sessions are signed out, or it is banned; an unban brings none back', async () => {
    const works = async (token: string) => (await withToken(t, token, 'GET', '/api/projects')).status === 200;
    const tokensOf = async (userId: string) => (await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, userId))).length;
    const post = (path: string, body: unknown, cookie: string) => t.app.request(path, authedRequest('POST', body, cookie));

    const changer = await userWithCredits(t, email('changer'), { credits: 0 });
    const changed = await apiTokenFor(t, changer, 'write');
    expect(await works(changed.token)).toBe(true);
    const change = await post('/api/auth/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!Passw0rd' }, changer.cookie);
    expect(change.status).toBe(200);
    expect(await works(changed.token)).toBe(false);

    const leaver = await userWithCredits(t, email('leaver'), { credits: 0 });
    const left = await apiTokenFor(t, leaver, 'read');
    expect((await post('/api/auth/revoke-other-sessions', {}, leaver.cookie)).status).toBe(200);
    expect(await works(left.token)).toBe(false);
    // The session that signed the others out goes on.
    expect((await call(t, leaver, 'GET', '/api/me')).status).toBe(200);

    const forgetful = email('forgetful');
    const forgetter = { id: '', cookie: await signedInUser(t, forgetful) };
    forgetter.id = ((await (await call(t, forgetter, 'GET', '/api/me')).json()) as { user: { id: string } }).user.id;
    const forgotten = await apiTokenFor(t, forgetter, 'read');
    expect((await post('/api/auth/request-password-reset', { email: forgetful, redirectTo: '/auth/update-password' }, '')).status).toBe(200);
    const landing = await follow(t, await linkFromEmail(t, forgetful, /reset/i, /\/api\/auth\/reset-password\//));
    const resetToken = new URL(landing.headers.get('location')!, 'http://localhost').searchParams.get('token');
    expect((await post('/api/auth/reset-password', { token: resetToken, newPassword: 'N3w!Passw0rd' }, '')).status).toBe(200);
    expect(await works(forgotten.token)).toBe(false);

    const admin = email('admin');
    const adminCookie = await signedInUser(t, admin);
    await t.database.query(`update "user" set role = 'admin' where email = $1`, [admin]);
    const rogue = await userWithCredits(t, email('rogue'), { credits: 0 });
    const stolen = await apiTokenFor(t, rogue, 'read');
    expect((await post(`/api/admin/users/${rogue.id}/ban`, { reason: 'Stolen token in use' }, adminCookie)).status).toBe(200);
    expect((await post(`/api/admin/users/${rogue.id}/unban`, undefined, adminCookie)).status).toBe(200);
    expect(await works(stolen.token)).toBe(false);

    for (const account of [changer, leaver, forgetter, rogue]) expect(await tokensOf(account.id)).toBe(0);
    // A password change that fails ends nothing.
    const kept = await apiTokenFor(t, owner, 'read');
    const wrong = await post('/api/auth/change-password', { currentPassword: 'Wr0ng!Password', newPassword: 'N3w!Passw0rd' }, owner.cookie);
    expect(await codeOf(wrong)).toBe('INVALID_PASSWORD');
    expect(await works(kept.token)).toBe(true);
  });

  it('limits bad tokens per address like wrong passwords, and never takes a malformed one to the database', async () => {
    const from = (address: string, header: string) =>
      t.app.request('/api/templates', { headers: { Authorization: header, 'X-Forwarded-For': address } });
    const countedRows = async (address: string) =>
      (await t.database.query<{ key: string }>('select key from rate_limits where key like $1', [`%${address}`])).length;
    const { token } = await apiTokenFor(t, owner, 'read');

    const malformed = '203.0.113.71';
    for (let i = 0; i < 20; i += 1) expect(await codeOf(await from(malformed, `Bearer not-a-token-${i}`))).toBe('TOKEN_INVALID');
    const limited = await from(malformed, 'Bearer not-a-token');
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('RATE_LIMITED');
    // Counted out, the address is refused before its token is looked at, even a good one.
    expect((await from(malformed, `Bearer ${token}`)).status).toBe(429);
    expect(await countedRows(malformed)).toBe(0);

    const unknown = '203.0.113.72';
    for (let i = 0; i < 20; i += 1) {
      expect(await codeOf(await from(unknown, `Bearer sf_${String(i).padStart(43, 'y')}`))).toBe('TOKEN_INVALID');
    }
    expect((await from(unknown, `Bearer sf_${'z'.repeat(43)}`)).status).toBe(429);
    // Unknown tokens are counted in the database too, so every process shares the count.
    expect(await countedRows(unknown)).toBe(1);

    // Another address is untouched.
    expect((await from('203.0.113.73', `Bearer ${token}`)).status).toBe(200);
  });

  it('acts as its account: another account’s project is not found', async () => {
    const stranger = await userWithCredits(t, email('stranger'), { credits: 0 });
    const { token } = await apiTokenFor(t, stranger, 'write');
    expect((await withToken(t, token, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    expect((await withToken(t, token, 'GET', `/api/projects/${project.id}/files`)).status).toBe(404);
  });

  it('limits each token on its own', async () => {
    const busy = await apiTokenFor(t, owner, 'read');
    const calm = await apiTokenFor(t, owner, 'read');
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await withToken(t, busy.token, 'GET', '/api/projects')).status).toBe(200);
    const limited = await withToken(t, busy.token, 'GET', '/api/projects');
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('RATE_LIMITED');
    expect((await withToken(t, calm.token, 'GET', '/api/projects')).status).toBe(200);
    // The browser session is not counted against the tokens.
    expect((await call(t, owner, 'GET', '/api/projects')).status).toBe(200);
  });

  it('gives the kit as repository files and searches it by section', async () => {
    const { token } = await apiTokenFor(t, owner, 'read');
    const files = await json<KitFilesDto>(await withToken(t, token, 'GET', `/api/projects/${project.id}/files`));
    const paths = files.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['AGENTS.md', 'CLAUDE.md', 'tasks.md', 'docs/requirements.md']));
    expect(paths.some((path) => /^\.cursor\/rules\/.+\.mdc$/.test(path))).toBe(true);

    const found = await json<KitSearchDto>(await withToken(t, token, 'GET', `/api/projects/${project.id}/search?q=walker%20booking&limit=3`));
    expect(found.hits.length).toBeGreaterThan(0);
    expect(found.hits.length).toBeLessThanOrEqual(3);
    expect(found.hits[0]!.excerpt.toLowerCase()).toMatch(/walk|book/);
    expect(found.hits[0]!.anchor).not.toBe('');
    const nothing = await json<KitSearchDto>(await withToken(t, token, 'GET', `/api/projects/${project.id}/search?q=zyxwvut`));
    expect(nothing.hits).toEqual([]);
    expect((await withToken(t, token, 'GET', `/api/projects/${project.id}/search`)).status).toBe(400);
  });

  it('allows at most 20 tokens per account', async () => {
    const busy = await userWithCredits(t, email('many'), { credits: 0 });
    for (let i = 0; i < 20; i += 1) await apiTokenFor(t, busy, 'read', `Token ${i}`);
    const refused = await call(t, busy, 'POST', '/api/tokens', { name: 'One too many', scope: 'read' });
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('TOKEN_LIMIT');
  });

  it('describes the bearer scheme in the OpenAPI document and renders it at /api/docs', async () => {
    const spec = (await (await t.app.request('/api/openapi.json')).json()) as {
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
    };
    expect(spec.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(spec.paths['/api/projects']!.get!.security).toEqual([{ apiToken: [] }, { session: [] }]);
    expect(spec.paths['/api/tasks/{id}']!.patch!.security).toEqual([{ apiToken: [] }, { session: [] }]);
    expect(spec.paths['/api/me']!.get!.security).toEqual([{ session: [] }]);
    expect(spec.paths['/api/tokens']!.post!.security).toEqual([{ session: [] }]);

    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<)/);
    const init = await (await t.app.request('/api/docs/init.js')).text();
    expect(init).toContain("url: '/api/openapi.json'");
    const bundle = await t.app.request('/api/docs/swagger-ui-bundle.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect((await t.app.request('/api/docs/package.json')).status).toBe(404);
  });
});
