import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, linkFromEmail, signIn, signedInUser, STRONG_PASSWORD } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, readyProject, setPlan } from '../../../../tests/support/workspace-helpers';
import { customDocumentMessages } from '../../../shared/schemas/custom-documents';
import { insertCustomDocument } from '../custom-documents/custom-documents.repo';
import { runCustomDocument } from '../custom-documents/custom-documents.service';
import type { DocumentDto, ProjectDto, ProjectsDto } from '../../../shared/schemas/projects';
import type { TasksDto } from '../../../shared/schemas/tasks';
import { TEAM_MAX, type TeamDto, type TeamInvitationDto, type TeamsDto } from '../../../shared/schemas/teams';

/** Reads a server-sent event stream until the server closes it (the test times out otherwise). */
async function readUntilClosed(stream: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) if ((await stream.read()).done) return;
}

describe.each(databaseKinds)('teams on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let project: ProjectDto;

  let n = 0;
  const email = (who: string) => `team-${kind}-${who}-${(n += 1)}@example.com`;
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };
  const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

  /** Invites `address` and returns the token from the emailed link. */
  const invite = async (address: string, role: 'editor' | 'viewer' = 'viewer', by = owner) => {
    await json<TeamInvitationDto>(await call(t, by, 'POST', '/api/team/invitations', { email: address, role }), 201);
    const link = await linkFromEmail(t, address, /invited you/, /\/invite\//);
    return new URL(link).pathname.split('/').pop()!;
  };
  /** A new account joining the owner's team as `role`. */
  const member = async (role: 'editor' | 'viewer', by = owner): Promise<TestUser & { email: string }> => {
    const address = email(role);
    const token = await invite(address, role, by);
    const cookie = await signedInUser(t, address);
    const team = await json<TeamDto>(await t.app.request(`/api/invitations/${token}/accept`, { method: 'POST', headers: { Cookie: cookie, Origin: t.env.APP_URL } }));
    const me = team.members.find((m) => m.email === address)!;
    expect(me.role).toBe(role);
    return { id: me.userId, cookie, email: address };
  };
  const documentPath = (docKind = 'overview') => `/api/projects/${project.id}/documents/${docKind}`;
  const editOverview = async (user: TestUser, line: string) => {
    const current = await json<DocumentDto>(await call(t, user, 'GET', documentPath()));
    return call(t, user, 'PUT', documentPath(), { content: `${current.content}\n\n${line}`, baseVersion: current.version });
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    owner = await userWithCredits(t, email('owner'), { plan: 'GROWTH', credits: 2 });
    project = await readyProject(t, owner);
  });
  afterAll(() => t.close());

  it('invites by email with a single-use link; the invitee signs up, joins as an editor and edits a shared document', async () => {
    const address = email('invitee');
    const token = await invite(address, 'editor');
    // The invitation page reads the link before anyone signs in.
    const preview = await json<{ email: string; role: string }>(await t.app.request(`/api/invitations/${token}`));
    expect(preview).toMatchObject({ email: address, role: 'editor' });
    const cookie = await signedInUser(t, address);
    const accept = () => t.app.request(`/api/invitations/${token}/accept`, { method: 'POST', headers: { Cookie: cookie, Origin: t.env.APP_URL } });
    const team = await json<TeamDto>(await accept());
    expect(team.role).toBe('editor');
    expect(await codeOf(await accept())).toBe('INVITATION_INVALID');

    const invitee = { id: team.members.find((m) => m.email === address)!.userId, cookie };
    const { projects } = await json<ProjectsDto>(await call(t, invitee, 'GET', '/api/projects'));
    const shared = projects.find((p) => p.id === project.id)!;
    expect(shared.access.role).toBe('editor');
    expect(shared.access.team).not.toBeNull();
    expect(shared.access.actions).toContain('documents.edit');
    expect(shared.access.actions).not.toContain('project.manage');
    // The invitee is on Free: the project's plan features are its owner's, and the client is told so.
    expect(shared.access.plan).toBe('GROWTH');
    expect(shared.access.actions).toContain('roadmap.read');
    expect((await json<ProjectDto>(await call(t, invitee, 'GET', `/api/projects/${project.id}`))).access.plan).toBe('GROWTH');
    const saved = await json<DocumentDto>(await editOverview(invitee, 'An editor was here.'));
    const [row] = await t.database.query<{ created_by: string }>(
      'select created_by from documents where project_id = $1 and kind = $2 and version = $3',
      [project.id, 'overview', saved.version],
    );
    expect(row!.created_by).toBe(invitee.id);
    // An editor works on the board but neither renames nor deletes the owner's project.
    expect(await codeOf(await call(t, invitee, 'PATCH', `/api/projects/${project.id}`, { name: 'Mine now' }))).toBe('TEAM_ROLE');
    expect((await call(t, invitee, 'DELETE', `/api/projects/${project.id}`)).status).toBe(403);
  });

  it('lets a viewer read, copy and export, and nothing more', async () => {
    const viewer = await member('viewer');
    expect((await call(t, viewer, 'GET', documentPath())).status).toBe(200);
    expect((await call(t, viewer, 'GET', `/api/projects/${project.id}/export.zip`)).status).toBe(200);
    expect((await call(t, viewer, 'GET', `/api/projects/${project.id}/prompts/cursor`)).status).toBe(200);
    expect(await codeOf(await editOverview(viewer, 'A viewer tries.'))).toBe('TEAM_ROLE');
    const board = await json<TasksDto>(await call(t, viewer, 'GET', `/api/projects/${project.id}/tasks`));
    expect(await codeOf(await call(t, viewer, 'PATCH', `/api/tasks/${board.tasks[0]!.id}`, { status: 'done' }))).toBe('TEAM_ROLE');
    expect(await codeOf(await call(t, viewer, 'POST', `${documentPath('requirements')}/regenerate`))).toBe('TEAM_ROLE');
  });

  it('refuses an invitation accepted by another address, and a link that expired', async () => {
    const address = email('forwarded');
    const token = await invite(address);
    const stranger = { cookie: await signedInUser(t, email('stranger')) };
    const response = await t.app.request(`/api/invitations/${token}/accept`, { method: 'POST', headers: { Cookie: stranger.cookie, Origin: t.env.APP_URL } });
    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe('INVITATION_EMAIL_MISMATCH');

    await t.database.query(`update team_invitations set expires_at = now() - interval '1 minute' where lower(email) = $1`, [address]);
    expect(await codeOf(await t.app.request(`/api/invitations/${token}`))).toBe('INVITATION_INVALID');
  });

  it('takes a removed member’s access away at once, on every session', async () => {
    const editor = await member('editor');
    const second = cookiesOf(await signIn(t, editor.email));
    for (const cookie of [editor.cookie, second]) {
      expect((await t.app.request(`/api/projects/${project.id}`, { headers: { Cookie: cookie } })).status).toBe(200);
    }
    const events = await t.app.request(`/api/projects/${project.id}/events`, { headers: { Cookie: second } });
    expect(events.status).toBe(200);
    const stream = events.body!.getReader();
    expect(new TextDecoder().decode((await stream.read()).value)).toContain('event: project');
    expect((await call(t, owner, 'DELETE', `/api/team/members/${editor.id}`)).status).toBe(204);
    expect((await call(t, owner, 'PATCH', `/api/projects/${project.id}`, { name: 'A change the stream hears' })).status).toBe(200);
    for (const cookie of [editor.cookie, second]) {
      expect((await t.app.request(`/api/projects/${project.id}`, { headers: { Cookie: cookie } })).status).toBe(404);
      expect((await t.app.request(`/api/projects/${project.id}/documents/overview`, { headers: { Cookie: cookie } })).status).toBe(404);
    }
    const { projects } = await json<ProjectsDto>(await call(t, editor, 'GET', '/api/projects'));
    expect(projects.map((p) => p.id)).not.toContain(project.id);
    // A progress stream opened before the removal ends at its next event.
    await readUntilClosed(stream);
    // Their own account is untouched: still signed in.
    expect((await call(t, editor, 'GET', '/api/me')).status).toBe(200);
  });

  it('lets a member leave, but not the owner', async () => {
    const viewer = await member('viewer');
    const { owned } = await json<TeamsDto>(await call(t, owner, 'GET', '/api/teams'));
    expect(await codeOf(await call(t, owner, 'POST', `/api/teams/${owned!.id}/leave`))).toBe('TEAM_OWNER_CANNOT_LEAVE');
    expect((await call(t, viewer, 'POST', `/api/teams/${owned!.id}/leave`)).status).toBe(204);
    expect((await call(t, viewer, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    expect((await json<TeamsDto>(await call(t, viewer, 'GET', '/api/teams'))).memberships).toEqual([]);
  });

  it(`refuses the ${TEAM_MAX + 1}th person, pending invitations counted, also when invitations race for the last seats`, async () => {
    const boss = await userWithCredits(t, email('boss'), { plan: 'GROWTH', credits: 0 });
    await member('editor', boss);
    await member('viewer', boss);
    // The owner and two members hold 3 seats; 5 invitations leave 2 free.
    for (let i = 0; i < TEAM_MAX - 5; i += 1) await invite(email('seat'), 'viewer', boss);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => call(t, boss, 'POST', '/api/team/invitations', { email: email('race'), role: 'viewer' })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = await call(t, boss, 'POST', '/api/team/invitations', { email: email('eleventh') });
    expect(await codeOf(refused)).toBe('TEAM_FULL');
    const { owned } = await json<TeamsDto>(await call(t, boss, 'GET', '/api/teams'));
    expect(owned!.members.length + owned!.invitations.length).toBe(TEAM_MAX);
  });

  describe('a transfer of the team', () => {
    /** A Growth owner with a kit of her own, and a member to offer the team to. */
    const founderWithHeir = async (label: string) => {
      const founder = await userWithCredits(t, email(`founder-${label}`), { plan: 'GROWTH', credits: 1 });
      const kit = await readyProject(t, founder);
      const heir = await member('editor', founder);
      const { owned } = await json<TeamsDto>(await call(t, founder, 'GET', '/api/teams'));
      return { founder, kit, heir, teamId: owned!.id };
    };
    const offer = (founder: TestUser, body: Record<string, unknown>) => call(t, founder, 'POST', '/api/team/transfer', body);
    const answer = (who: TestUser, teamId: string, verb: 'accept' | 'decline') => call(t, who, 'POST', `/api/teams/${teamId}/transfer/${verb}`);
    const ownerOfTeam = async (teamId: string) =>
      (await t.database.query<{ owner_id: string }>('select owner_id from teams where id = $1', [teamId]))[0]!.owner_id;
    const ownerOfProject = async (projectId: string) =>
      (await t.database.query<{ owner_id: string }>('select owner_id from projects where id = $1', [projectId]))[0]!.owner_id;

    it('takes the owner’s password: none, or a wrong one, is refused with a clear error and changes nothing', async () => {
      const { founder, kit, heir, teamId } = await founderWithHeir('password');
      const missing = await offer(founder, { userId: heir.id });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Enter your password to offer the team.' });
      const wrong = await offer(founder, { userId: heir.id, password: 'Not-the-passw0rd' });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({ code: 'INVALID_PASSWORD', message: 'Invalid password.' });
      expect(await ownerOfTeam(teamId)).toBe(founder.id);
      expect(await ownerOfProject(kit.id)).toBe(founder.id);
      const { owned } = await json<TeamsDto>(await call(t, founder, 'GET', '/api/teams'));
      expect(owned!.transfer).toBeNull();
      expect(await codeOf(await answer(heir, teamId, 'accept'))).toBe('TEAM_TRANSFER_NOT_FOUND');
    });

    it('is only an offer until the member accepts it; the old owner stays on as an editor', async () => {
      const { founder, kit, heir, teamId } = await founderWithHeir('offer');
      const bystander = await member('viewer', founder);
      const offered = await json<TeamDto>(await offer(founder, { userId: heir.id, password: STRONG_PASSWORD }));
      expect(offered.owner.userId).toBe(founder.id);
      expect(offered.transfer).toMatchObject({ to: { userId: heir.id, email: heir.email }, handOverProjects: false });
      expect(await ownerOfTeam(teamId)).toBe(founder.id);
      expect((await call(t, founder, 'PATCH', `/api/projects/${kit.id}`, { name: 'Still mine' })).status).toBe(200);
      // The member offered it is told by email and sees it on the team page; no one else does.
      await linkFromEmail(t, heir.email, /offers you their/, /\/dashboard\/team/);
      const seen = await json<TeamsDto>(await call(t, heir, 'GET', '/api/teams'));
      expect(seen.memberships.find((team) => team.id === teamId)!.transfer).toMatchObject({ to: { userId: heir.id } });
      const unseen = await json<TeamsDto>(await call(t, bystander, 'GET', '/api/teams'));
      expect(unseen.memberships.find((team) => team.id === teamId)!.transfer).toBeNull();
      expect(await codeOf(await answer(bystander, teamId, 'accept'))).toBe('TEAM_TRANSFER_NOT_FOUND');
      expect(await codeOf(await answer(founder, teamId, 'accept'))).toBe('TEAM_TRANSFER_NOT_FOUND');

      const taken = await json<TeamDto>(await answer(heir, teamId, 'accept'));
      expect(taken).toMatchObject({ owner: { userId: heir.id }, role: 'owner', transfer: null });
      expect(taken.members.find((m) => m.userId === founder.id)!.role).toBe('editor');
      expect(await codeOf(await answer(heir, teamId, 'accept'))).toBe('TEAM_TRANSFER_NOT_FOUND');
    });

    it('is declined by the member or cancelled by the owner, and then cannot be accepted', async () => {
      const { founder, heir, teamId } = await founderWithHeir('decline');
      expect((await offer(founder, { userId: heir.id, password: STRONG_PASSWORD })).status).toBe(200);
      expect((await answer(heir, teamId, 'decline')).status).toBe(204);
      expect(await codeOf(await answer(heir, teamId, 'accept'))).toBe('TEAM_TRANSFER_NOT_FOUND');
      expect((await json<TeamsDto>(await call(t, founder, 'GET', '/api/teams'))).owned!.transfer).toBeNull();

      expect((await offer(founder, { userId: heir.id, password: STRONG_PASSWORD })).status).toBe(200);
      expect((await call(t, founder, 'DELETE', '/api/team/transfer')).status).toBe(204);
      expect(await codeOf(await answer(heir, teamId, 'accept'))).toBe('TEAM_TRANSFER_NOT_FOUND');
      expect(await codeOf(await call(t, founder, 'DELETE', '/api/team/transfer'))).toBe('TEAM_TRANSFER_NOT_FOUND');
      expect(await ownerOfTeam(teamId)).toBe(founder.id);
    });

    it('goes only to a current member: a removed one loses the offer', async () => {
      const { founder, heir, teamId } = await founderWithHeir('member');
      expect(await codeOf(await offer(founder, { userId: owner.id, password: STRONG_PASSWORD }))).toBe('TEAM_NOT_MEMBER');
      expect(await codeOf(await offer(founder, { userId: founder.id, password: STRONG_PASSWORD }))).toBe('TEAM_NOT_MEMBER');
      expect((await offer(founder, { userId: heir.id, password: STRONG_PASSWORD })).status).toBe(200);
      expect((await call(t, founder, 'DELETE', `/api/team/members/${heir.id}`)).status).toBe(204);
      expect((await answer(heir, teamId, 'accept')).status).toBe(404);
      expect((await json<TeamsDto>(await call(t, founder, 'GET', '/api/teams'))).owned!.transfer).toBeNull();
      // Someone else's member cannot be offered the team either, nor offer a team they do not own.
      expect((await offer(heir, { userId: founder.id, password: STRONG_PASSWORD })).status).toBe(404);
    });

    it('leaves the old owner’s paid kits hers: the new owner removes her and cannot take them', async () => {
      const { founder, kit, heir, teamId } = await founderWithHeir('kits');
      expect((await offer(founder, { userId: heir.id, password: STRONG_PASSWORD })).status).toBe(200);
      expect((await answer(heir, teamId, 'accept')).status).toBe(200);
      expect(await ownerOfProject(kit.id)).toBe(founder.id);
      expect((await call(t, heir, 'GET', `/api/projects/${kit.id}`)).status).toBe(404);

      expect((await call(t, heir, 'DELETE', `/api/team/members/${founder.id}`)).status).toBe(204);
      expect(await ownerOfProject(kit.id)).toBe(founder.id);
      const mine = await json<ProjectDto>(await call(t, founder, 'GET', `/api/projects/${kit.id}`));
      expect(mine.access.role).toBe('owner');
      expect((await call(t, founder, 'PATCH', `/api/projects/${kit.id}`, { name: 'Kept' })).status).toBe(200);
      expect((await call(t, founder, 'GET', `/api/projects/${kit.id}/export.zip`)).status).toBe(200);
      expect((await call(t, heir, 'DELETE', `/api/projects/${kit.id}`)).status).toBe(404);
    });

    it('hands the kits over only when the owner chose so in the offer', async () => {
      const { founder, kit, heir, teamId } = await founderWithHeir('hand-over');
      await setPlan(t, heir.id, 'GROWTH');
      expect((await offer(founder, { userId: heir.id, password: STRONG_PASSWORD, handOverProjects: true })).status).toBe(200);
      expect(await ownerOfProject(kit.id)).toBe(founder.id);
      expect((await answer(heir, teamId, 'accept')).status).toBe(200);
      expect(await ownerOfProject(kit.id)).toBe(heir.id);
      expect(await codeOf(await call(t, founder, 'PATCH', `/api/projects/${kit.id}`, { name: 'Still mine?' }))).toBe('TEAM_ROLE');
      expect((await call(t, heir, 'PATCH', `/api/projects/${kit.id}`, { name: 'Handed over' })).status).toBe(200);
      expect((await call(t, founder, 'GET', `/api/projects/${kit.id}`)).status).toBe(200);
    });
  });

  it('makes the team read-only for members when the owner leaves Growth, and deletes nothing', async () => {
    const lapsed = await userWithCredits(t, email('lapsed'), { plan: 'GROWTH', credits: 1 });
    const kit = await readyProject(t, lapsed);
    const editor = await member('editor', lapsed);
    const before = await t.database.query<{ n: number }>('select count(*)::int as n from documents where project_id = $1', [kit.id]);
    await setPlan(t, lapsed.id, 'FOUNDER');

    const path = `/api/projects/${kit.id}/documents/overview`;
    const current = await json<DocumentDto>(await call(t, editor, 'GET', path));
    expect(await codeOf(await call(t, editor, 'PUT', path, { content: `${current.content}\nMore.`, baseVersion: current.version }))).toBe(
      'TEAM_READ_ONLY',
    );
    expect((await call(t, editor, 'GET', `/api/projects/${kit.id}/export.zip`)).status).toBe(200);
    expect(await codeOf(await call(t, lapsed, 'POST', '/api/team/invitations', { email: email('late') }))).toBe('TEAM_PLAN');
    // The owner still works on their own kit on Founder.
    expect((await call(t, lapsed, 'PUT', path, { content: `${current.content}\nThe owner's line.`, baseVersion: current.version })).status).toBe(200);

    const { owned } = await json<TeamsDto>(await call(t, lapsed, 'GET', '/api/teams'));
    expect(owned).toMatchObject({ readOnly: true });
    expect(owned!.members.map((m) => m.userId)).toContain(editor.id);
    const after = await t.database.query<{ n: number }>('select count(*)::int as n from documents where project_id = $1', [kit.id]);
    expect(after[0]!.n).toBe(before[0]!.n + 1);

    await setPlan(t, lapsed.id, 'GROWTH');
    const again = await json<DocumentDto>(await call(t, editor, 'GET', path));
    expect((await call(t, editor, 'PUT', path, { content: `${again.content}\nBack.`, baseVersion: again.version })).status).toBe(200);
  });

  it('judges a queued job again when it runs: a custom document ordered on Growth fails once the plan has dropped', async () => {
    const user = await userWithCredits(t, email('job'), { plan: 'GROWTH', credits: 1 });
    const kit = await readyProject(t, user);
    const request = await insertCustomDocument(t.database.db, { projectId: kit.id, title: 'Later', instructions: 'Anything at all.' });
    await setPlan(t, user.id, 'FOUNDER');
    await runCustomDocument(t.kit!.deps, { customDocumentId: request.id });
    const [row] = await t.database.query<{ status: string; error: string }>('select status, error from custom_documents where id = $1', [
      request.id,
    ]);
    expect(row).toEqual({ status: 'failed', error: customDocumentMessages.plan });
  });

  it('refuses invitations from a plan below Growth', async () => {
    const founder = await userWithCredits(t, email('founder-plan'), { plan: 'FOUNDER', credits: 0 });
    const response = await call(t, founder, 'POST', '/api/team/invitations', { email: email('x') });
    expect(response.status).toBe(403);
    expect(await codeOf(response)).toBe('TEAM_PLAN');
  });
});
