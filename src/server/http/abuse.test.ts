import { devPathPrefixes } from './local-clients-only';
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { abuseCases, operationsOf, type AbuseCase } from '../../../tests/support/abuse-cases';
import { STRONG_PASSWORD } from '../../../tests/support/auth-helpers';
import { orderKit, userWithCredits, type TestUser } from '../../../tests/support/kit-helpers';
import { createTestApp, TEST_APP_URL } from '../../../tests/support/test-app';
import { account } from '../db/schema';

/**
 * Every route of /api/openapi.json (and any API route the document lacks), anonymous and signed in,
 * fed malformed, mistyped, oversize and control-character input: never a 5xx, and a control
 * character anywhere in what is sent is always a 400.
 */
const t = await createTestApp('pglite', { kit: { worker: false }, env: { TRUST_PROXY: '1' } });
afterAll(() => t.close());

const doc = await (await t.app.request('/api/openapi.json')).json();
const apiRoutes = t.app.routes.filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL');
const operations = operationsOf(doc, apiRoutes);
const RAW_TEXT_PATHS = ['/api/client-errors'];

let accounts = 0;
let address = 0;
/** A fresh client address per request, so per-address limits never hide what a route does. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

let member: { user: TestUser; projectId: string } | undefined;

/**
 * A signed-in account with credits and a project, made again when a route deleted, signed out or
 * otherwise spent the last one. Its password is stored with cheap scrypt parameters (they travel
 * with the hash), so the hundreds of wrong-password checks here take no time.
 */
async function memberAndProject(): Promise<{ user: TestUser; projectId: string }> {
  if (member) {
    const session = await t.app.request('/api/me', { headers: { Cookie: member.user.cookie } });
    const project = await t.app.request(`/api/projects/${member.projectId}`, { headers: { Cookie: member.user.cookie } });
    if (session.status === 200 && project.status === 200) return member;
  }
  accounts += 1;
  const user = await userWithCredits(t, `abuser-${accounts}@example.com`, { plan: 'GROWTH', credits: 1_000 });
  const salt = randomBytes(16);
  const key = scryptSync(STRONG_PASSWORD.normalize('NFKC'), salt, 64, { N: 2 ** 4, r: 8, p: 1 });
  await t.database.db
    .update(account)
    .set({ password: ['scrypt', 4, 8, 1, salt.toString('base64'), key.toString('base64')].join('$') })
    .where(eq(account.userId, user.id));
  const project = (await (await orderKit(t, user, 'A marketplace for renting garden tools between neighbours.')).json()) as { id: string };
  member = { user, projectId: project.id };
  return member;
}

async function send(request: AbuseCase): Promise<number> {
  // Development routes answer only a local client that no proxy relayed: walk them as one.
  const local = devPathPrefixes.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`));
  const response = await t.app.request(request.path, {
    method: request.method,
    headers: local ? request.headers : { ...request.headers, 'X-Forwarded-For': nextAddress() },
    body: request.body,
  });
  // Streams (server-sent events) would stay open; only the status matters here.
  await response.body?.cancel();
  return response.status;
}

async function failuresOf(cases: AbuseCase[]): Promise<string[]> {
  const failures: string[] = [];
  for (const request of cases) {
    const status = await send(request);
    const raw = RAW_TEXT_PATHS.includes(request.path) && request.body !== undefined && !request.label.startsWith('path') && !request.label.startsWith('query');
    if (status >= 500) failures.push(`${status} ← ${request.label}`);
    else if (request.mustRefuse && !raw && status !== 400) failures.push(`${status} (not 400) ← ${request.label}`);
  }
  return failures;
}

describe('abuse of every API route', () => {
  it('lists the routes the app uses, the auth library’s included', () => {
    const listed = new Set(operations.map((o) => `${o.method} ${o.path}`));
    for (const route of ['POST /api/projects', 'PUT /api/projects/{id}/documents/{kind}', 'POST /api/contact', 'POST /api/evaluations']) {
      expect(listed).toContain(route);
    }
    for (const route of ['sign-up/email', 'sign-in/email', 'update-user', 'change-password', 'request-password-reset', 'reset-password', 'delete-user']) {
      expect(listed).toContain(`POST /api/auth/${route}`);
    }
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))('%s: no 5xx, control characters refused', async (_, operation) => {
    const origin = { Origin: TEST_APP_URL };
    const { user, projectId } = await memberAndProject();
    const anonymous = await failuresOf(abuseCases(operation, { id: projectId }, origin));
    const member = await failuresOf(abuseCases(operation, { id: projectId }, { ...origin, Cookie: user.cookie }));
    expect({ anonymous, member }).toEqual({ anonymous: [], member: [] });
  }, 180_000);

  it('walks other methods on every path without a 5xx', async () => {
    const failures: string[] = [];
    for (const path of new Set(operations.map((o) => o.path))) {
      const filled = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
        const status = await send({ label: method, method, path: filled, headers: { Origin: TEST_APP_URL, 'Content-Type': 'application/json' }, body: ['GET', 'HEAD', 'OPTIONS'].includes(method) ? undefined : '{}' });
        if (status >= 500) failures.push(`${status} ← ${method} ${filled}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
