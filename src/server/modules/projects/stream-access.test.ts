import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenFor } from '../../../../tests/support/api-token-helpers';
import { authedRequest, cookiesOf, linkFromEmail, signedInUser, signIn } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, readyProject } from '../../../../tests/support/workspace-helpers';
import { createEventStreamParser, type StreamEvent } from '../../../shared/event-stream';
import { PROJECT_EVENT, type ProjectDto } from '../../../shared/schemas/projects';
import { QUESTION_EVENTS } from '../../../shared/schemas/questions';
import type { TeamDto } from '../../../shared/schemas/teams';
import type { KitModel } from '../../ai/kit-model';
import { createOfflineModel } from '../../ai/offline/offline-model';

/** The first words of every answer; the rest never comes until the stream is stopped. */
const FIRST_PIECE = 'The booking holds ';

/** The offline engine, but an answer that starts and then waits for the stream to be stopped. */
function stallingModel(): KitModel {
  return {
    ...createOfflineModel(),
    async *answerQuestion(_question, signal) {
      yield FIRST_PIECE;
      await new Promise((resolve) => signal?.addEventListener('abort', resolve));
      signal?.throwIfAborted();
    },
  };
}

/** An open server-sent event stream, read event by event. */
async function openStream(response: Response) {
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createEventStreamParser();
  const queued: StreamEvent[] = [];
  return {
    /** The next event; throws when the stream ends first. */
    async next(): Promise<StreamEvent> {
      while (queued.length === 0) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        queued.push(...parser.push(value));
      }
      return queued.shift()!;
    },
    /** Resolves once the server ends the stream, with the events sent meanwhile (the test times out otherwise). */
    async ended(): Promise<StreamEvent[]> {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return queued;
        queued.push(...parser.push(value));
      }
    },
  };
}

// The streams judge their caller every 100 ms here instead of every 30 s; nothing else changes the
// project while they are open, so only that judgement can end them.
describe.each(databaseKinds)('open streams lose their caller on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let project: ProjectDto;
  let adminCookie: string;
  let n = 0;
  const email = (who: string) => `streams-${kind}-${who}-${(n += 1)}@example.com`;

  /** A new account joining the owner's team as an editor. */
  const member = async (): Promise<TestUser & { email: string }> => {
    const address = email('editor');
    const invited = await call(t, owner, 'POST', '/api/team/invitations', { email: address, role: 'editor' });
    expect(invited.status).toBe(201);
    const link = await linkFromEmail(t, address, /invited you/, /\/invite\//);
    const cookie = await signedInUser(t, address);
    const accepted = await t.app.request(`/api/invitations/${new URL(link).pathname.split('/').pop()!}/accept`, authedRequest('POST', undefined, cookie));
    const team = (await accepted.json()) as TeamDto;
    return { id: team.members.find((m) => m.email === address)!.userId, cookie, email: address };
  };
  const events = (headers: Record<string, string>) => t.app.request(`/api/projects/${project.id}/events`, { headers });
  const projectEvents = async (headers: Record<string, string>) => {
    const stream = await openStream(await events(headers));
    expect((await stream.next()).event).toBe(PROJECT_EVENT);
    return stream;
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: { model: stallingModel() }, env: { STREAM_ACCESS_CHECK_MS: '100' } });
    owner = await userWithCredits(t, email('owner'), { plan: 'GROWTH', credits: 1 });
    project = await readyProject(t, owner);
    const admin = email('admin');
    adminCookie = await signedInUser(t, admin);
    await t.database.query(`update "user" set role = 'admin' where email = $1`, [admin]);
  });
  afterAll(() => t.close());

  it('ends a project event stream once its API token is revoked', async () => {
    const editor = await member();
    const { id, token } = await apiTokenFor(t, editor, 'read');
    const stream = await projectEvents(bearer(token));
    expect((await call(t, editor, 'DELETE', `/api/tokens/${id}`)).status).toBe(204);
    await stream.ended();
  });

  it('ends a project event stream once its session signs out, and the account’s other session’s stream goes on', async () => {
    const editor = await member();
    const stream = await projectEvents({ Cookie: editor.cookie });
    const other = cookiesOf(await signIn(t, editor.email));
    const kept = await projectEvents({ Cookie: other });
    expect((await t.app.request('/api/auth/sign-out', authedRequest('POST', {}, editor.cookie))).status).toBe(200);
    await stream.ended();
    // The stream of the session still signed in is judged too, and passes: it hears the next change.
    expect((await call(t, owner, 'PATCH', `/api/projects/${project.id}`, { name: 'Renamed for the kept stream' })).status).toBe(200);
    expect(JSON.parse((await kept.next()).data)).toMatchObject({ name: 'Renamed for the kept stream' });
  });

  it('ends the token’s and the session’s streams of an account that is banned', async () => {
    const editor = await member();
    const { token } = await apiTokenFor(t, editor, 'read');
    const byToken = await projectEvents(bearer(token));
    const bySession = await projectEvents({ Cookie: editor.cookie });
    const banned = await t.app.request(`/api/admin/users/${editor.id}/ban`, authedRequest('POST', { reason: 'Abuse' }, adminCookie));
    expect(banned.status).toBe(200);
    await byToken.ended();
    await bySession.ended();
  });

  it('ends the streams of a member removed from the team, though nothing about the project changed', async () => {
    const editor = await member();
    const { token } = await apiTokenFor(t, editor, 'read');
    const byToken = await projectEvents(bearer(token));
    const bySession = await projectEvents({ Cookie: editor.cookie });
    expect((await call(t, owner, 'DELETE', `/api/team/members/${editor.id}`)).status).toBe(204);
    await byToken.ended();
    await bySession.ended();
  });

  it('stops an answer being streamed once the token that asked is revoked, and stores nothing', async () => {
    const editor = await member();
    const { id, token } = await apiTokenFor(t, editor, 'write');
    const asked = await t.app.request(`/api/projects/${project.id}/questions`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: 'What fields does a booking have?' }),
    });
    const stream = await openStream(asked);
    expect((await stream.next()).event).toBe(QUESTION_EVENTS.citations);
    expect(JSON.parse((await stream.next()).data)).toEqual({ text: FIRST_PIECE });
    expect((await call(t, editor, 'DELETE', `/api/tokens/${id}`)).status).toBe(204);
    const rest = await stream.ended();
    expect(rest.map((e) => e.event)).not.toContain(QUESTION_EVENTS.done);
    const [{ count }] = (await t.database.query<{ count: number }>(
      'select count(*)::int as count from project_questions where project_id = $1',
      [project.id],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('stops an answer being streamed once the asker’s session signs out', async () => {
    const editor = await member();
    const stream = await openStream(
      await t.app.request(`/api/projects/${project.id}/questions`, authedRequest('POST', { question: 'What fields does a booking have?' }, editor.cookie)),
    );
    expect((await stream.next()).event).toBe(QUESTION_EVENTS.citations);
    expect(JSON.parse((await stream.next()).data)).toEqual({ text: FIRST_PIECE });
    expect((await t.app.request('/api/auth/sign-out', authedRequest('POST', {}, editor.cookie))).status).toBe(200);
    expect((await stream.ended()).map((e) => e.event)).not.toContain(QUESTION_EVENTS.done);
  });
});
