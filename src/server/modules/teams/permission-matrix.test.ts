import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromEmail, signedInUser, STRONG_PASSWORD } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, readyProject } from '../../../../tests/support/workspace-helpers';
import type { TasksDto } from '../../../shared/schemas/tasks';
import type { TeamDto, TeamsDto } from '../../../shared/schemas/teams';
import type { TemplatesDto } from '../../../shared/schemas/templates';

/**
 * Every endpoint of the OpenAPI document, called by six actors on the owner's resources: the owner,
 * an editor and a viewer of its team, an ex-member, a member of another team and a stranger. Each
 * answer is judged: 'ok' (the action ran or failed on its own terms: neither 401, 403, 404 nor 5xx),
 * 403 (may see the resource but not do this) or 404 (may not see it). A new endpoint fails the test
 * until it is given its row here.
 */

const actors = ['owner', 'editor', 'viewer', 'exMember', 'otherMember', 'stranger'] as const;
type ActorName = (typeof actors)[number];
type Outcome = 'ok' | 401 | 403 | 404;
type Expect = Record<ActorName, Outcome>;

/** Who sees a project and who may change it, by the role the action needs. */
const read: Expect = { owner: 'ok', editor: 'ok', viewer: 'ok', exMember: 404, otherMember: 404, stranger: 404 };
const edit: Expect = { ...read, viewer: 403 };
const manage: Expect = { ...edit, editor: 403 };
const everyone: Expect = { owner: 'ok', editor: 'ok', viewer: 'ok', exMember: 'ok', otherMember: 'ok', stranger: 'ok' };
const nobody404: Expect = { owner: 404, editor: 404, viewer: 404, exMember: 404, otherMember: 404, stranger: 404 };
/** The team the caller owns: only the owner has one to manage. */
const ownTeam: Expect = { owner: 'ok', editor: 404, viewer: 404, exMember: 404, otherMember: 404, stranger: 404 };
/** A route for API tokens only: every browser session is asked for one. */
const tokenOnly: Expect = { owner: 401, editor: 401, viewer: 401, exMember: 401, otherMember: 401, stranger: 401 };

interface Fixture {
  project: string;
  task: string;
  team: string;
  invitation: () => Promise<string>;
  spare: string;
  heir: string;
  template: string;
  brief: unknown;
  token: string;
}

interface Row {
  expect: Expect;
  params?: (f: Fixture) => Promise<Record<string, string>> | Record<string, string>;
  /** The query string, without its `?`. */
  query?: string;
  body?: (f: Fixture, actor: ActorName) => unknown;
  /** Later phases change what earlier ones read: members leave, the project goes, the team is handed over. */
  phase?: number;
}

const onProject = (extra: Record<string, string> = {}) => (f: Fixture) => ({ id: f.project, ...extra });

const rows: Record<string, Row> = {
  'get /api/health': { expect: everyone },
  'get /api/health/live': { expect: everyone },
  'get /api/health/ready': { expect: everyone },
  'get /api/me': { expect: everyone },
  'patch /api/me': { expect: everyone, body: () => ({}) },
  'get /api/credits': { expect: everyone },
  'post /api/billing/portal': { expect: everyone },
  'post /api/checkout': { expect: everyone, body: () => ({}) },
  'get /api/checkout/{id}': { expect: nobody404, params: () => ({ id: `cs_test_${randomUUID().replaceAll('-', '')}` }) },
  'post /api/client-errors': { expect: everyone, body: () => ({}) },
  'post /api/contact': { expect: everyone, body: () => ({}) },
  'post /api/waitlist': { expect: everyone, body: () => ({}) },
  'get /api/dev/mailbox': { expect: everyone },
  'get /api/templates': { expect: everyone },
  'get /api/pricing': { expect: everyone },
  'get /api/templates/{id}': { expect: everyone, params: (f) => ({ id: f.template }) },
  'post /api/briefs': { expect: everyone, body: () => ({}) },
  'get /api/evaluations': { expect: everyone },
  'post /api/evaluations': { expect: everyone, body: () => ({}) },
  'post /api/evaluations/{id}/documents': { expect: nobody404, params: () => ({ id: randomUUID() }) },

  'get /api/projects': { expect: everyone },
  'post /api/projects': { expect: everyone, body: () => ({}) },
  'get /api/projects/{id}': { expect: read, params: onProject() },
  'patch /api/projects/{id}': { expect: manage, params: onProject(), body: () => ({ name: 'Renamed by the matrix' }) },
  'delete /api/projects/{id}': { expect: manage, params: onProject(), phase: 2 },
  'post /api/projects/{id}/retry': { expect: manage, params: onProject() },
  'get /api/projects/{id}/brief': { expect: read, params: onProject() },
  'get /api/projects/{id}/events': { expect: read, params: onProject() },
  'get /api/projects/{id}/documents': { expect: read, params: onProject() },
  'post /api/projects/{id}/documents': {
    expect: edit,
    params: onProject(),
    body: (_, actor) => ({ title: `Notes by the ${actor}`, instructions: 'Summarise the risks.' }),
  },
  'get /api/projects/{id}/custom-documents': { expect: read, params: onProject() },
  'get /api/projects/{id}/documents/{kind}': { expect: read, params: onProject({ kind: 'overview' }) },
  'put /api/projects/{id}/documents/{kind}': {
    expect: edit,
    params: onProject({ kind: 'overview' }),
    // A stale base version: allowed actors get past the gate and meet STALE_VERSION, and nothing changes.
    body: () => ({ content: 'Overwritten?', baseVersion: 99 }),
  },
  'get /api/projects/{id}/documents/{kind}/download': { expect: read, params: onProject({ kind: 'overview' }) },
  'post /api/projects/{id}/documents/{kind}/regenerate': { expect: edit, params: onProject({ kind: 'requirements' }) },
  'get /api/projects/{id}/documents/{kind}/versions': { expect: read, params: onProject({ kind: 'overview' }) },
  'get /api/projects/{id}/documents/{kind}/versions/{version}': { expect: read, params: onProject({ kind: 'overview', version: '1' }) },
  'post /api/projects/{id}/documents/{kind}/versions/{version}/restore': {
    expect: edit,
    params: onProject({ kind: 'overview', version: '1' }),
    body: () => ({ baseVersion: 99 }),
  },
  'get /api/projects/{id}/export.zip': { expect: read, params: onProject() },
  'get /api/projects/{id}/files': { expect: read, params: onProject() },
  'get /api/projects/{id}/search': { expect: read, params: onProject(), query: 'q=database' },
  'get /api/projects/{id}/prompts/{platform}': { expect: read, params: onProject({ platform: 'cursor' }) },
  'get /api/projects/{id}/questions': { expect: read, params: onProject() },
  'post /api/projects/{id}/questions': { expect: edit, params: onProject(), body: () => ({ question: 'Which database does it use?' }) },
  'post /api/projects/{id}/regenerate': { expect: edit, params: onProject(), body: (f) => ({ brief: f.brief }), phase: 1 },
  'get /api/projects/{id}/regeneration': { expect: read, params: onProject() },
  // The fixture's app flow carries a regeneration's offer (ADR 0034; not the requirements, which are
  // regenerated alone above, and that drops their offer); a stale base decides nothing.
  'get /api/projects/{id}/documents/{kind}/offer': { expect: read, params: onProject({ kind: 'app_flow' }) },
  'post /api/projects/{id}/documents/{kind}/offer': {
    expect: edit,
    params: onProject({ kind: 'app_flow' }),
    body: () => ({ choice: 'take', baseVersion: 99 }),
  },
  'get /api/projects/{id}/tasks': { expect: read, params: onProject() },
  'get /api/projects/{id}/roadmap': { expect: read, params: onProject() },
  'get /api/projects/{id}/code-plan': { expect: read, params: onProject() },
  'get /api/projects/{id}/code-reports': { expect: read, params: onProject() },
  'post /api/projects/{id}/code-reports': {
    expect: edit,
    params: onProject(),
    body: () => ({ commit: null, branch: null, files: 0, tasks: [], drift: [] }),
  },
  'put /api/projects/{id}/roadmap': { expect: edit, params: onProject(), body: () => ({ phaseShifts: { '1': 1 } }) },
  'get /api/projects/{id}/roadmap.ics': { expect: read, params: onProject() },
  // Every account's own overview: the ex-member is on Free with no kit of its own and no team.
  'get /api/task-overview': { expect: { ...everyone, exMember: 403 } },
  'patch /api/tasks/{id}': { expect: edit, params: (f) => ({ id: f.task }), body: () => ({ status: 'in_progress' }) },
  'get /api/tasks/{id}/prompt/{platform}': { expect: read, params: (f) => ({ id: f.task, platform: 'claude_code' }) },

  'get /api/tokens': { expect: everyone },
  'post /api/tokens': { expect: everyone, body: (_, actor) => ({ name: `Matrix ${actor}`, scope: 'read' }) },
  'delete /api/tokens/{id}': { expect: nobody404, params: () => ({ id: randomUUID() }) },
  'get /api/tokens/current': { expect: tokenOnly },

  'get /api/teams': { expect: everyone },
  // Only a Growth account may invite: the others are refused by their own plan.
  'post /api/team/invitations': {
    expect: { owner: 'ok', editor: 403, viewer: 403, exMember: 403, otherMember: 403, stranger: 403 },
    body: (_, actor) => ({ email: `matrix-${actor}-${randomUUID()}@example.com` }),
  },
  'delete /api/team/invitations/{id}': { expect: ownTeam, params: async (f) => ({ id: await f.invitation() }) },
  'patch /api/team/members/{userId}': { expect: ownTeam, params: (f) => ({ userId: f.spare }), body: () => ({ role: 'editor' }) },
  'delete /api/team/members/{userId}': { expect: ownTeam, params: (f) => ({ userId: f.spare }), phase: 1 },
  'post /api/teams/{id}/leave': {
    expect: { owner: 'ok', editor: 'ok', viewer: 'ok', exMember: 404, otherMember: 404, stranger: 404 },
    params: (f) => ({ id: f.team }),
    phase: 3,
  },
  // The owner offers the team to a member (the only one who could accept it), then takes the offer back.
  'post /api/team/transfer': { expect: ownTeam, body: (f) => ({ userId: f.heir, password: STRONG_PASSWORD }), phase: 4 },
  'post /api/teams/{id}/transfer/accept': { expect: nobody404, params: (f) => ({ id: f.team }), phase: 5 },
  'post /api/teams/{id}/transfer/decline': { expect: nobody404, params: (f) => ({ id: f.team }), phase: 5 },
  'delete /api/team/transfer': { expect: ownTeam, phase: 6 },
  'get /api/invitations/{token}': { expect: everyone, params: (f) => ({ token: f.token }) },
  // The invitation is someone else's: every actor is refused by the address.
  'post /api/invitations/{token}/accept': {
    expect: { owner: 403, editor: 403, viewer: 403, exMember: 403, otherMember: 403, stranger: 403 },
    params: (f) => ({ token: f.token }),
  },
};

/** better-auth's own routes act on the caller's session and take no resource id: they are checked for that. */
const isAuthRoute = (path: string) => path.startsWith('/api/auth/');

describe.each(databaseKinds)('the permission matrix on %s', (kind) => {
  let t: TestApp;
  const users = {} as Record<ActorName, TestUser>;
  let fixture: Fixture;
  let operations: { method: string; path: string }[];

  let n = 0;
  const email = (who: string) => `matrix-${kind}-${who}-${(n += 1)}@example.com`;

  const inviteToken = async (by: TestUser, address: string, role: 'editor' | 'viewer') => {
    const response = await call(t, by, 'POST', '/api/team/invitations', { email: address, role });
    expect(response.status, await response.clone().text()).toBe(201);
    const link = await linkFromEmail(t, address, /invited you/, /\/invite\//);
    return { id: ((await response.json()) as { id: string }).id, token: new URL(link).pathname.split('/').pop()! };
  };
  const join = async (by: TestUser, role: 'editor' | 'viewer'): Promise<TestUser> => {
    const address = email(role);
    const { token } = await inviteToken(by, address, role);
    const cookie = await signedInUser(t, address);
    const accepted = await t.app.request(`/api/invitations/${token}/accept`, { method: 'POST', headers: { Cookie: cookie, Origin: t.env.APP_URL } });
    const team = (await accepted.json()) as TeamDto;
    return { id: team.members.find((m) => m.email === address)!.userId, cookie };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    users.owner = await userWithCredits(t, email('owner'), { plan: 'GROWTH', credits: 3 });
    const project = await readyProject(t, users.owner);
    users.editor = await join(users.owner, 'editor');
    users.viewer = await join(users.owner, 'viewer');
    users.exMember = await join(users.owner, 'editor');
    expect((await call(t, users.owner, 'DELETE', `/api/team/members/${users.exMember.id}`)).status).toBe(204);
    const otherOwner = await userWithCredits(t, email('other-owner'), { plan: 'GROWTH', credits: 1 });
    await readyProject(t, otherOwner);
    users.otherMember = await join(otherOwner, 'editor');
    users.stranger = await userWithCredits(t, email('stranger'), { plan: 'FOUNDER', credits: 0 });
    const spare = await join(users.owner, 'viewer');
    const heir = await join(users.owner, 'viewer');

    await t.database.query(
      `insert into document_offers (project_id, kind, base_version, title, content) values ($1, 'app_flow', 1, 'App Flow', 'New text')`,
      [project.id],
    );
    const board = (await (await call(t, users.owner, 'GET', `/api/projects/${project.id}/tasks`)).json()) as TasksDto;
    const { owned } = (await (await call(t, users.owner, 'GET', '/api/teams')).json()) as TeamsDto;
    const { templates } = (await (await t.app.request('/api/templates')).json()) as TemplatesDto;
    const { brief } = (await (await call(t, users.owner, 'GET', `/api/projects/${project.id}/brief`)).json()) as { brief: unknown };
    let pending: Promise<string> | undefined;
    fixture = {
      project: project.id,
      task: board.tasks[0]!.id,
      team: owned!.id,
      // One pending invitation, withdrawn by the owner after the others were refused.
      invitation: () => (pending ??= inviteToken(users.owner, email('pending'), 'viewer').then((i) => i.id)),
      spare: spare.id,
      heir: heir.id,
      template: templates[0]!.id,
      brief,
      token: (await inviteToken(users.owner, email('invitee'), 'viewer')).token,
    };
    const spec = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })));
  }, 240_000);
  afterAll(() => t.close());

  it('gives every endpoint a row, and better-auth’s routes take no resource id', () => {
    const missing = operations.filter((o) => !isAuthRoute(o.path) && !rows[`${o.method} ${o.path}`]);
    expect(missing).toEqual([]);
    expect(operations.filter((o) => isAuthRoute(o.path) && o.path.includes('{'))).toEqual([]);
    const stale = Object.keys(rows).filter((key) => !operations.some((o) => `${o.method} ${o.path}` === key));
    expect(stale).toEqual([]);
  });

  it('answers every actor on every endpoint as the matrix says, with zero unexpected answers', async () => {
    const unexpected: string[] = [];
    let calls = 0;
    const ordered = operations
      .filter((o) => !isAuthRoute(o.path))
      .map((o) => ({ ...o, row: rows[`${o.method} ${o.path}`]! }))
      .sort((a, b) => (a.row.phase ?? 0) - (b.row.phase ?? 0));
    for (const { method, path, row } of ordered) {
      // Refused actors first: an allowed call may change what the next one meets (a leave, a deletion).
      const order = [...actors].sort((a, b) => Number(row.expect[a] === 'ok') - Number(row.expect[b] === 'ok'));
      for (const actor of order) {
        const params = row.params ? await row.params(fixture) : {};
        const url =
          path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`)) +
          (row.query ? `?${row.query}` : '');
        const body = row.body?.(fixture, actor);
        const response = await call(t, users[actor], method.toUpperCase(), url, body);
        calls += 1;
        const status = response.status;
        await response.body?.cancel();
        const expected = row.expect[actor];
        const outcome: Outcome | number =
          status === 401 || status === 403 || status === 404 ? status : status >= 500 ? status : 'ok';
        if (outcome !== expected) unexpected.push(`${method.toUpperCase()} ${path} as ${actor}: ${status}, expected ${expected}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(calls).toBe(ordered.length * actors.length);
  }, 300_000);
});
