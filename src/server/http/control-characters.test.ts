import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest, cookiesOf, signedInUser } from '../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../tests/support/kit-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../tests/support/test-app';
import { readyProject } from '../../../tests/support/workspace-helpers';
import { controlCharactersKey, controlCharactersMessage, singleLineKey, singleLineMessage } from '../../shared/schemas/text';
import type { ProjectDto } from '../../shared/schemas/projects';

const refusal = (path: string) => ({
  code: 'VALIDATION_FAILED',
  message: controlCharactersMessage,
  details: { issues: [{ path, message: controlCharactersMessage, code: controlCharactersKey }] },
});

const notOneLine = (path: string) => ({
  code: 'VALIDATION_FAILED',
  message: singleLineMessage,
  details: { issues: [{ path, message: singleLineMessage, code: singleLineKey }] },
});

describe.each(databaseKinds)('control characters in what people send, on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let project: ProjectDto;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      kit: {},
      env: { TRUST_PROXY: '1' },
      deps: {
        extend: (app) =>
          app.get('/api/test-crash', () => {
            throw new Error('crashed on \u0000 in a name');
          }),
      },
    });
    owner = await userWithCredits(t, 'owner@example.com', { plan: 'GROWTH', credits: 5 });
    project = await readyProject(t, owner);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, body: unknown, cookie = owner.cookie) =>
    t.app.request(path, { ...authedRequest(method, body, cookie), headers: { ...authedRequest(method, body, cookie).headers, 'X-Forwarded-For': '198.51.100.7' } });

  it.each([
    ['a project name', 'POST', '/api/projects', { idea: 'A garden tool library for a street.', name: 'Tools\u0000' }, 'name'],
    ['an idea', 'POST', '/api/projects', { idea: 'A garden\u0000 tool library' }, 'idea'],
    ['a kit option', 'POST', '/api/projects', { idea: 'A garden tool library', options: { audience: 'neighbours\u0001' } }, 'options.audience'],
    ['an evaluation idea', 'POST', '/api/evaluations', { idea: 'A garden tool\u0000 library' }, 'idea'],
    ['a contact message', 'POST', '/api/contact', { name: 'Ann Lee', email: 'ann@example.com', message: 'Hello\u0000 there, a question about plans.' }, 'message'],
    ['a contact name', 'POST', '/api/contact', { name: 'Ann\u001b', email: 'ann@example.com', message: 'Hello there, a question.' }, 'name'],
    ['a waiting-list name', 'POST', '/api/waitlist', { name: 'Ann\u0000', email: 'ann@example.com' }, 'name'],
    ['a username', 'PATCH', '/api/me', { userName: 'Ann\u0000' }, 'userName'],
  ])('NUL or another control character in %s → 400 naming the field', async (_, method, path, body, field) => {
    const response = await call(method, path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal(field));
  });

  it('refuses NUL in a rename and in a document edit, and keeps what was there', async () => {
    const rename = await call('PATCH', `/api/projects/${project.id}`, { name: 'Renamed\u0000' });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual(refusal('name'));

    const edit = await call('PUT', `/api/projects/${project.id}/documents/overview`, { content: '# Overview\n\u0000', baseVersion: 1 });
    expect(edit.status).toBe(400);
    expect(await edit.json()).toEqual(refusal('content'));

    const after = (await (await call('GET', `/api/projects/${project.id}`, undefined)).json()) as ProjectDto;
    expect(after.name).toBe(project.name);
    const document = (await (await call('GET', `/api/projects/${project.id}/documents/overview`, undefined)).json()) as { version: number };
    expect(document.version).toBe(1);
  });

  it('refuses line breaks and tabs in single-line fields (names, titles), naming the field, and keeps what was there', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/api/projects', { idea: 'A garden tool library for a street.', name: 'Tools\r\nBEGIN:VEVENT' }, 'name'],
      ['POST', '/api/projects', { idea: 'A garden tool library', options: { audience: 'neighbours\nand friends' } }, 'options.audience'],
      ['PATCH', `/api/projects/${project.id}`, { name: 'Renamed\nX-WR-CALNAME:Evil' }, 'name'],
      ['PATCH', `/api/projects/${project.id}`, { name: 'Renamed\u2028line' }, 'name'],
      ['POST', `/api/projects/${project.id}/documents`, { title: 'Runbook\r', instructions: 'Steps\n\tfor the night shift.' }, 'title'],
      ['GET', `/api/projects/${project.id}/search?q=tools%0Aand`, undefined, 'q'],
      ['POST', '/api/tokens', { name: 'CI\ttoken', scope: 'read' }, 'name'],
      ['PATCH', '/api/me', { userName: 'Ann\nLee' }, 'userName'],
      ['POST', '/api/contact', { name: 'Ann\nLee', email: 'ann@example.com', message: 'Hello there,\n\ta question.' }, 'name'],
      ['POST', '/api/waitlist', { name: 'Ann\r\nLee', email: 'ann@example.com' }, 'name'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json(), `${method} ${path}`).toEqual(notOneLine(field));
    }
    const after = (await (await call('GET', `/api/projects/${project.id}`, undefined)).json()) as ProjectDto;
    expect(after.name).toBe(project.name);
  });

  it('refuses DEL and C1 control characters in every field, single-line or not', async () => {
    for (const [method, path, body, field] of [
      ['PATCH', `/api/projects/${project.id}`, { name: 'Renamed\u007F' }, 'name'],
      ['PATCH', `/api/projects/${project.id}`, { name: 'Renamed\u0085' }, 'name'],
      ['POST', '/api/evaluations', { idea: 'A garden tool\u009B library' }, 'idea'],
      ['PUT', `/api/projects/${project.id}/documents/overview`, { content: '# Overview\n\u0080', baseVersion: 1 }, 'content'],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(await response.json(), `${method} ${path}`).toEqual(refusal(field));
    }
  });

  it('lets tabs and newlines through', async () => {
    const edit = await call('PUT', `/api/projects/${project.id}/documents/quality`, { content: '# Quality\n\n\tIndented\r\nline', baseVersion: 1 });
    expect(edit.status).toBe(200);
  });

  it('refuses control characters in the path and the query', async () => {
    expect(await (await call('GET', '/api/projects/%00', undefined)).json()).toEqual(refusal('path'));
    expect(await (await call('GET', '/api/credits?page=%01', undefined)).json()).toEqual(refusal('page'));
  });

  it('refuses NUL in the sign-up name and in update-user; a picture must be an https address', async () => {
    const signUp = await t.app.request(
      '/api/auth/sign-up/email',
      authedRequest('POST', { email: 'nul@example.com', password: 'Str0ng!Passw0rd', name: 'nul\u0000' }),
    );
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toEqual(refusal('name'));
    expect(await t.database.query("select 1 from \"user\" where email = 'nul@example.com'")).toHaveLength(0);

    const cookie = await signedInUser(t, 'named@example.com');
    const update = (body: unknown) => t.app.request('/api/auth/update-user', authedRequest('POST', body, cookie));
    const nul = await update({ name: 'Ann\u0000' });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual(refusal('name'));

    for (const [body, path] of [
      [{ name: 'Ann!' }, 'name'],
      [{ name: 7 }, 'name'],
      [{ image: 'http://example.com/a.png' }, 'image'],
      [{ image: 'javascript:alert(1)' }, 'image'],
    ] as const) {
      const response = await update(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ path }] } });
    }
    expect((await update({ name: ' Ann <b>Lee</b> ', image: 'https://example.com/a.png' })).status).toBe(200);
    const [stored] = await t.database.query<{ name: string; image: string }>("select name, image from \"user\" where email = 'named@example.com'");
    expect(stored).toEqual({ name: 'Ann Lee', image: 'https://example.com/a.png' });
    expect((await update({ image: '' })).status).toBe(200);
  });

  it('stores crash reports whatever they contain', async () => {
    const client = await t.app.request(
      '/api/client-errors',
      authedRequest('POST', { message: 'render failed on \u0000', stack: 'at x\u0000 (a.js:1:1)', componentStack: '\u0000' }),
    );
    expect(client.status).toBe(202);
    expect(await client.json()).toEqual({ stored: true });

    const server = await t.app.request('/api/test-crash');
    expect(server.status).toBe(500);

    const rows = await t.database.query<{ source: string; message: string; stack: string | null; context: unknown }>(
      "select source, message, stack, context from error_events where message like '%\\u0000%' order by source",
    );
    expect(rows.map((row) => [row.source, row.message])).toEqual([
      ['client', 'render failed on \\u0000'],
      ['server', 'crashed on \\u0000 in a name'],
    ]);
    expect(rows[0]).toMatchObject({ stack: 'at x\\u0000 (a.js:1:1)', context: { componentStack: '\\u0000' } });
  });

  it('answers the auth library’s refusals in our shape', async () => {
    const unknown = await t.app.request('/api/auth/no-such-endpoint', { headers: { Origin: TEST_APP_URL } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });

    const malformed = await t.app.request('/api/auth/update-user', { method: 'POST', headers: { Origin: TEST_APP_URL, 'Content-Type': 'application/json' }, body: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' });

    const signedIn = await t.app.request('/api/auth/sign-in/email', authedRequest('POST', { email: 'named@example.com', password: 'Str0ng!Passw0rd' }));
    const invalid = await t.app.request('/api/auth/change-password', authedRequest('POST', { newPassword: 'An0ther!Passw0rd' }, cookiesOf(signedIn)));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ path: 'currentPassword' }] } });
  });
});
