import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { sampleBrief } from '../../../../tests/support/brief-fixtures';
import { databaseKinds } from '../../../../tests/support/databases';
import { balanceOf, orderKit, userWithCredits, waitForProject, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { Brief } from '../../../shared/schemas/brief';
import { isModelStep, kitStepNames, type StepContext } from '../../../shared/schemas/kit';
import { removeEntity } from '../../../shared/brief-answers';
import type { BriefProposalDto, DocumentsDto, IdeaUnclearDto, ProjectBriefDto, ProjectDto } from '../../../shared/schemas/projects';
import type { TasksDto } from '../../../shared/schemas/tasks';
import type { KitModel } from '../../ai/kit-model';
import { createOfflineModel } from '../../ai/offline/offline-model';
import { briefLimitRule } from './briefs.service';

const clearIdea = 'A booking app where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';
const unclearIdea = 'hjkl uiop 6789 ???';

describe.each(databaseKinds)('briefs on %s', (kind) => {
  let t: TestApp;
  const offline = createOfflineModel();
  /** Every step's context, by project idea: what the kit was written from. */
  const contexts: StepContext[] = [];
  const model: KitModel = {
    ...offline,
    name: 'offline, recording step contexts',
    generateStep: ((step, context, signal) => {
      contexts.push(context);
      return offline.generateStep(step, context, signal);
    }) as KitModel['generateStep'],
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: { model } });
  });
  afterAll(() => t.close());

  let n = 0;
  const email = () => `brief-${kind}-${(n += 1)}@example.com`;
  const propose = (user: TestUser | undefined, body: unknown) =>
    t.app.request('/api/briefs', authedRequest('POST', body, user?.cookie));
  const projectBrief = (user: TestUser, id: string) =>
    t.app.request(`/api/projects/${id}/brief`, authedRequest('GET', undefined, user.cookie));

  it('asks a signed-out visitor to sign in', async () => {
    const response = await propose(undefined, { idea: clearIdea });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('asks for an idea with the projects’ rule', async () => {
    const user = await userWithCredits(t, email());
    const response = await propose(user, { idea: '  ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Please enter your project idea.' });
  });

  it('proposes a brief for free', async () => {
    const user = await userWithCredits(t, email());
    const response = await propose(user, { idea: clearIdea, options: { platforms: ['ios'] } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as BriefProposalDto;
    expect(body.brief.platforms).toEqual(['ios']);
    expect(body.brief.features.length).toBeGreaterThan(0);
    expect(body.questions.length).toBeLessThanOrEqual(3);
    expect(await balanceOf(t, user.id)).toBe(1);
  });

  it('refuses an unclear idea with 422 and its questions, charging nothing', async () => {
    const user = await userWithCredits(t, email());
    const response = await propose(user, { idea: unclearIdea });
    expect(response.status).toBe(422);
    const body = (await response.json()) as IdeaUnclearDto;
    expect(body).toMatchObject({ code: 'IDEA_UNCLEAR', message: expect.stringMatching(/what to build/) });
    expect(Array.isArray(body.questions)).toBe(true);
    expect(await balanceOf(t, user.id)).toBe(1);
  });

  it(`allows ${briefLimitRule.points} proposals an hour per account, then answers 429 with Retry-After`, async () => {
    const user = await userWithCredits(t, email());
    for (let i = 0; i < briefLimitRule.points; i++) {
      expect((await propose(user, { idea: unclearIdea })).status, `request ${i + 1}`).toBe(422);
    }
    const limited = await propose(user, { idea: clearIdea });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The limit is the account's, not everyone's.
    expect((await propose(await userWithCredits(t, email()), { idea: clearIdea })).status).toBe(200);
  });

  it('counts orders without a brief against the same allowance (they propose one), never orders with a brief', async () => {
    const user = await userWithCredits(t, email());
    for (let i = 0; i < briefLimitRule.points; i++) {
      expect((await orderKit(t, user, unclearIdea)).status, `order ${i + 1}`).toBe(422);
    }
    const limited = await orderKit(t, user, clearIdea);
    expect(limited.status).toBe(429);
    expect((await propose(user, { idea: clearIdea })).status).toBe(429);
    expect(await balanceOf(t, user.id)).toBe(1);
    // A confirmed brief needs no proposal: the kit can still be ordered.
    expect((await orderKit(t, user, clearIdea, { brief: sampleBrief() })).status).toBe(201);
    expect(await balanceOf(t, user.id)).toBe(0);
  });

  const expectations = [
    {
      language: 'en',
      idea: 'An iPhone app for dental clinics to keep patient records compliant with HIPAA, with appointment reminders sent over Telegram.',
      constraint: /hipaa/i,
      integration: /telegram/i,
      platform: 'ios',
    },
    {
      language: 'ru',
      idea: 'Приложение для Android, в котором репетиторы ведут учеников и расписание уроков, напоминания приходят в Telegram, а персональные данные хранятся по 152-ФЗ.',
      constraint: /152/,
      integration: /telegram/i,
      platform: 'android',
    },
  ] as const;
  for (const expected of expectations) {
    it(`puts a regulation, an integration and a platform where they belong (${expected.language})`, async () => {
      const user = await userWithCredits(t, email());
      const response = await propose(user, { idea: expected.idea });
      expect(response.status).toBe(200);
      const { brief } = (await response.json()) as BriefProposalDto;
      expect(brief.language).toBe(expected.language);
      expect(brief.constraints.map((c) => c.name).join(' | ')).toMatch(expected.constraint);
      expect(brief.integrations.map((i) => i.name).join(' | ')).toMatch(expected.integration);
      expect(brief.platforms).toContain(expected.platform);
      const entities = brief.entities.map((e) => e.name).join(' | ');
      expect(entities).not.toMatch(expected.constraint);
      expect(entities).not.toMatch(expected.integration);
    });
  }

  it('builds the kit from the brief posted with the project, and returns exactly that brief', async () => {
    const user = await userWithCredits(t, email(), { credits: 2 });
    const brief = sampleBrief({ platforms: ['web', 'browser-extension', 'cli'] });
    const response = await orderKit(t, user, 'A tool for small dental practices', {
      brief,
      options: { platforms: ['android'], audience: 'Dental practices' },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as ProjectDto;
    expect(await balanceOf(t, user.id)).toBe(1);
    // The brief's platforms win over the wizard's (a CLI has no wizard platform).
    expect(created.options).toEqual({ platforms: ['web', 'extension'], audience: 'Dental practices' });

    const stored = await projectBrief(user, created.id);
    expect(stored.status).toBe(200);
    expect((await stored.json()) as ProjectBriefDto).toEqual({ brief, version: 1 });
    const [row] = await t.database.query<{ source: string }>('select source from project_briefs where project_id = $1', [
      created.id,
    ]);
    expect(row?.source).toBe('confirmed');

    await waitForProject(t, user, created.id);
    const steps = contexts.filter((context) => context.idea === 'A tool for small dental practices');
    // Every step a model writes (the prompts are rendered) was given the confirmed brief.
    expect(steps.length).toBeGreaterThanOrEqual(kitStepNames.filter(isModelStep).length);
    for (const context of steps) expect(context.brief).toEqual(brief);
  });

  it('leaves no trace of an entity the founder removed, in the brief or anywhere in the kit', async () => {
    const user = await userWithCredits(t, email());
    // The longest public case: its reader takes "data handling" for a thing to store, on a guess.
    const idea =
      'A SaaS for physiotherapy clinics: therapists log treatment sessions, patients book appointments online and pay by card, with GDPR-compliant data handling.';
    const proposed = (await (await propose(user, { idea })).json()) as BriefProposalDto;
    const index = proposed.brief.entities.findIndex((entity) => entity.name === 'Handling');
    expect(proposed.brief.entities[index]?.guessed).toBe(true);
    // Before the fix its notes named it, and the kit repeated them.
    expect(JSON.stringify(proposed.brief)).toMatch(/\bHandling\b.*\bHandling\b/);
    const brief = removeEntity(proposed.brief, index);

    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    expect((await waitForProject(t, user, created.id)).status).toBe('ready');
    const stored = (await (await projectBrief(user, created.id)).json()) as ProjectBriefDto;
    const read = (path: string) => t.app.request(`/api/projects/${created.id}${path}`, authedRequest('GET', undefined, user.cookie));
    const { documents } = (await (await read('/documents')).json()) as DocumentsDto;
    const { tasks } = (await (await read('/tasks')).json()) as TasksDto;
    expect(documents.length).toBeGreaterThan(0);
    expect(tasks.length).toBeGreaterThan(0);
    const removed = /\bHandling\b/;
    expect(JSON.stringify(stored.brief)).not.toMatch(removed);
    for (const document of documents) expect(document.content, document.kind).not.toMatch(removed);
    expect(JSON.stringify(tasks)).not.toMatch(removed);
  });

  it('proposes the brief itself when none is posted, and stores it as proposed', async () => {
    const user = await userWithCredits(t, email());
    const response = await orderKit(t, user, clearIdea);
    expect(response.status).toBe(201);
    const created = (await response.json()) as ProjectDto;
    const stored = (await (await projectBrief(user, created.id)).json()) as ProjectBriefDto;
    expect(stored.version).toBe(1);
    expect(stored.brief.features.length).toBeGreaterThan(0);
    const [row] = await t.database.query<{ source: string }>('select source from project_briefs where project_id = $1', [
      created.id,
    ]);
    expect(row?.source).toBe('proposed');
    await waitForProject(t, user, created.id);
  });

  it('refuses an unclear idea without a brief with 422 before any credit is taken', async () => {
    const user = await userWithCredits(t, email());
    const response = await orderKit(t, user, unclearIdea);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'IDEA_UNCLEAR', questions: expect.any(Array) });
    expect(await balanceOf(t, user.id)).toBe(1);
    const list = await t.app.request('/api/projects', authedRequest('GET', undefined, user.cookie));
    expect(await list.json()).toEqual({ projects: [] });
  });

  it('refuses a brief whose references dangle or go in a circle with 400 and the issue’s path, charging nothing', async () => {
    const user = await userWithCredits(t, email());
    const base = sampleBrief();
    const withFeature = (i: number, change: Partial<Brief['features'][number]>): Brief => ({
      ...base,
      features: base.features.map((feature, j) => (j === i ? { ...feature, ...change } : feature)),
    });
    const cases = [
      { brief: withFeature(1, { entities: ['Appointment', 'Invoice'] }), path: 'brief.features.1.entities.1', key: 'unknownEntity' },
      { brief: withFeature(0, { dependsOn: ['FEAT-003'] }), path: 'brief.features.0.dependsOn', key: 'dependencyCycle' },
    ];
    for (const { brief, path, key } of cases) {
      const response = await orderKit(t, user, 'A tool for small dental practices', { brief });
      expect(response.status, key).toBe(400);
      const body = (await response.json()) as { code: string; details: { issues: { path: string; code?: string }[] } };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.issues).toContainEqual(expect.objectContaining({ path, code: `briefs.messages.${key}` }));
    }
    expect(await balanceOf(t, user.id)).toBe(1);
  });

  it('shows the brief to its owner only, and says when a kit was made before briefs', async () => {
    const owner = await userWithCredits(t, email());
    const other = await userWithCredits(t, email());
    const created = (await (await orderKit(t, owner, clearIdea, { brief: sampleBrief() })).json()) as ProjectDto;
    const hidden = await projectBrief(other, created.id);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toMatchObject({ code: 'NOT_FOUND' });

    await t.database.query('delete from project_briefs where project_id = $1', [created.id]);
    const before = await projectBrief(owner, created.id);
    expect(before.status).toBe(404);
    expect(await before.json()).toMatchObject({ code: 'BRIEF_NOT_FOUND' });
    await waitForProject(t, owner, created.id);
  });
});
