import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import {
  balanceOf,
  getProject,
  ledgerOf,
  orderKit,
  userWithCredits,
  waitForProject,
} from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { documentSteps, platforms } from '../../../shared/schemas/kit';
import type { DocumentsDto, ProjectDto } from '../../../shared/schemas/projects';
import type { KitModel } from '../../ai/kit-model';
import { createOfflineModel } from '../../ai/offline/offline-model';
import { failKitStep } from '../kits/kits.service';

const idea = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';

describe.each(databaseKinds)('projects and the kit pipeline on %s', (kind) => {
  let t: TestApp;
  // Fails the frontend step while `failFrontend` is set: the kit ends failed and is refunded.
  let failFrontend = false;
  // Slows every step while set, so a stream opened after the order sees the kit being written.
  let stepDelayMs = 0;
  const offline = createOfflineModel();
  const model: KitModel = {
    ...offline,
    name: 'offline, with a frontend step that can be made to fail',
    generateStep: (async (step, context, signal) => {
      if (stepDelayMs) await new Promise((resolve) => setTimeout(resolve, stepDelayMs));
      if (failFrontend && step === 'frontend') throw new Error('provider down');
      return offline.generateStep(step, context, signal);
    }) as KitModel['generateStep'],
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: { model }, env: { KIT_STEP_RETRIES: '1' } });
  });
  afterAll(() => t.close());

  let n = 0;
  const email = () => `kit-${kind}-${(n += 1)}@example.com`;

  it('refuses an account without credits (402), whatever its plan, charging nothing', async () => {
    const broke = await userWithCredits(t, email(), { credits: 0 });
    const noCredits = await orderKit(t, broke, idea);
    expect(noCredits.status).toBe(402);
    expect(await noCredits.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    const list = await t.app.request('/api/projects', authedRequest('GET', undefined, broke.cookie));
    expect(await list.json()).toEqual({ projects: [] });

    // Credits are spendable on the Free plan too (ADR 0015).
    const free = await userWithCredits(t, email(), { plan: 'FREE', credits: 3 });
    expect((await orderKit(t, free, idea)).status).toBe(201);
    expect(await balanceOf(t, free.id)).toBe(2);
  });

  it('asks for an idea with its exact message', async () => {
    const user = await userWithCredits(t, email());
    const response = await orderKit(t, user, '   ');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Please enter your project idea.' });
    expect(await balanceOf(t, user.id)).toBe(1);
  });

  it('charges one credit, writes the whole kit and passes its check', async () => {
    const user = await userWithCredits(t, email(), { credits: 2 });
    const response = await orderKit(t, user, idea, { options: { platforms: ['web', 'ios'] } });
    expect(response.status).toBe(201);
    const created = (await response.json()) as ProjectDto;
    expect(created.progress).toEqual({ done: 0, total: 12 });
    expect(await balanceOf(t, user.id)).toBe(1);

    const project = await waitForProject(t, user, created.id);
    expect(project.status).toBe('ready');
    expect(project.name).toBe('PawWalk');
    expect(project.kitCheck).toMatchObject({ passed: true, score: 100, briefChecked: true });

    const docs = (await (
      await t.app.request(`/api/projects/${created.id}/documents`, authedRequest('GET', undefined, user.cookie))
    ).json()) as DocumentsDto;
    expect(docs.documents.map((d) => d.kind)).toEqual([...documentSteps]);
    for (const doc of docs.documents) expect(doc.content).toContain('PawWalk');

    for (const platform of platforms) {
      const prompt = await t.app.request(`/api/projects/${created.id}/prompts/${platform}`, authedRequest('GET', undefined, user.cookie));
      expect(prompt.status).toBe(200);
    }
    const [tasks] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from tasks where project_id = $1 and level = 'TASK'`,
      [created.id],
    );
    expect(tasks!.count).toBeGreaterThan(0);
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'project')).toHaveLength(1);
    expect(await balanceOf(t, user.id)).toBe(1);
  });

  it('hides another account’s project behind a 404', async () => {
    const owner = await userWithCredits(t, email());
    const other = await userWithCredits(t, email());
    const created = (await (await orderKit(t, owner, idea)).json()) as ProjectDto;
    for (const path of ['', '/documents', '/documents/overview', '/events', '/prompts/cursor']) {
      const response = await t.app.request(`/api/projects/${created.id}${path}`, authedRequest('GET', undefined, other.cookie));
      expect(response.status, path).toBe(404);
    }
    const retry = await t.app.request(`/api/projects/${created.id}/retry`, authedRequest('POST', undefined, other.cookie));
    expect(retry.status).toBe(404);
    await waitForProject(t, owner, created.id);
  });

  it('charges the last credit once when three orders race for it', async () => {
    const user = await userWithCredits(t, email(), { credits: 1 });
    const statuses = await Promise.all([1, 2, 3].map(() => orderKit(t, user, idea).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 402, 402]);
    expect(await balanceOf(t, user.id)).toBe(0);
    const { projects } = (await (await t.app.request('/api/projects', authedRequest('GET', undefined, user.cookie))).json()) as {
      projects: ProjectDto[];
    };
    expect(projects).toHaveLength(1);
    await waitForProject(t, user, projects[0]!.id);
  });

  it('fails a kit whose step keeps failing, refunds its credit once, and retries it for one credit', async () => {
    const user = await userWithCredits(t, email(), { credits: 1 });
    failFrontend = true;
    const created = (await (await orderKit(t, user, idea)).json()) as ProjectDto;
    const failed = await waitForProject(t, user, created.id, (p) => p.status === 'failed');
    failFrontend = false;
    expect(failed.failureReason).toBeTruthy();
    expect(failed.steps.find((s) => s.step === 'frontend')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await balanceOf(t, user.id)).toBe(1);

    // The dead letter delivered again (a crash after handling it) refunds nothing more.
    await failKitStep(t.kit!.deps, { projectId: created.id, step: 'frontend', attempt: 1 });
    expect(await balanceOf(t, user.id)).toBe(1);
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'refund')).toHaveLength(1);

    const retried = await t.app.request(`/api/projects/${created.id}/retry`, authedRequest('POST', undefined, user.cookie));
    expect(retried.status).toBe(202);
    expect(await balanceOf(t, user.id)).toBe(0);
    const ready = await waitForProject(t, user, created.id);
    expect(ready.status).toBe('ready');
    expect(ready.kitCheck?.passed).toBe(true);
    expect(await balanceOf(t, user.id)).toBe(0);
    const again = await t.app.request(`/api/projects/${created.id}/retry`, authedRequest('POST', undefined, user.cookie));
    expect(again.status).toBe(409);
  });

  it('regenerates a document as a new version, five times a month on Founder', async () => {
    const user = await userWithCredits(t, email());
    const created = (await (await orderKit(t, user, idea)).json()) as ProjectDto;
    await waitForProject(t, user, created.id);
    const regenerate = () =>
      t.app.request(`/api/projects/${created.id}/documents/what_next/regenerate`, authedRequest('POST', undefined, user.cookie));
    const remaining: Array<number | null> = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await regenerate();
      expect(response.status).toBe(202);
      remaining.push(((await response.json()) as { remaining: number | null }).remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const refused = await regenerate();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'You have used this month’s regenerations for this project.' });

    const deadline = Date.now() + 15_000;
    let doc: { version: number; source: string } | undefined;
    while (Date.now() < deadline) {
      const response = await t.app.request(`/api/projects/${created.id}/documents/what_next`, authedRequest('GET', undefined, user.cookie));
      doc = (await response.json()) as { version: number; source: string };
      if (doc.version === 6) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(doc).toMatchObject({ version: 6, source: 'regenerated' });
  });

  it('counts a document’s regenerations on Growth, unlimited a month, against the account’s hourly model calls shared with questions', async () => {
    const user = await userWithCredits(t, email(), { plan: 'GROWTH', credits: 1 });
    const created = (await (await orderKit(t, user, idea)).json()) as ProjectDto;
    await waitForProject(t, user, created.id);
    // 58 of the hour's 60 model calls spent asking questions.
    await t.database.query(`insert into rate_limits (key, points, expire) values ($1, 58, now() + interval '1 hour')`, [`questions:${user.id}`]);
    const regenerate = () =>
      t.app.request(`/api/projects/${created.id}/documents/what_next/regenerate`, authedRequest('POST', undefined, user.cookie));
    const racing = await Promise.all([regenerate(), regenerate(), regenerate()]);
    expect(racing.map((r) => r.status).sort()).toEqual([202, 202, 429]);
    const limited = racing.find((r) => r.status === 429)!;
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const question = await t.app.request(
      `/api/projects/${created.id}/questions`,
      authedRequest('POST', { question: 'What fields does a booking have?' }, user.cookie),
    );
    expect(question.status).toBe(429);
    // A regeneration refused for another reason costs nothing: another account's project is a 404.
    const other = await userWithCredits(t, email(), { plan: 'GROWTH', credits: 0 });
    const refused = await t.app.request(`/api/projects/${created.id}/documents/what_next/regenerate`, authedRequest('POST', undefined, other.cookie));
    expect(refused.status).toBe(404);
    const [spent] = await t.database.query<{ points: number }>('select points from rate_limits where key = $1', [`questions:${other.id}`]);
    expect(spent?.points ?? 0).toBe(0);
  });

  it('streams the project’s progress as server-sent events until it is ready', async () => {
    const user = await userWithCredits(t, email());
    stepDelayMs = 40;
    const created = (await (await orderKit(t, user, idea)).json()) as ProjectDto;
    const response = await t.app.request(`/api/projects/${created.id}/events`, authedRequest('GET', undefined, user.cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const seen: ProjectDto[] = [];
    let buffer = '';
    while (!seen.some((p) => p.status === 'ready')) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (event.includes('event: project') && data) seen.push(JSON.parse(data.slice(6)) as ProjectDto);
      }
    }
    await reader.cancel();
    stepDelayMs = 0;
    expect(seen[0]!.id).toBe(created.id);
    expect(seen.at(-1)!.status).toBe('ready');
    // Progress arrives step by step, never going backwards.
    const done = seen.map((p) => p.progress.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(new Set(done).size).toBeGreaterThan(3);
    expect((await getProject(t, user, created.id)).status).toBe('ready');
  });
});
