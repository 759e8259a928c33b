import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { driftingKitResponder, kitResponder } from '../../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI, type FakeOpenAIRequest } from '../../../../tests/fakes/openai-server';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { briefOf } from '../../../../tests/support/brief-fixtures';
import { orderKit, scriptedModel, userWithCredits, waitForProject } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { KitOutputs } from '../../../shared/schemas/kit';
import type { DocumentDto, ProjectDto } from '../../../shared/schemas/projects';
import { composeKit, createOfflineModel } from '../../ai/offline/offline-model';
import { createSdkModel } from '../../ai/sdk-model';
import { queues } from '../../jobs/queue';
import { checkKit } from '../../kit/kit-check';
import { currentBriefOf } from '../briefs/briefs.repo';
import { findProject } from '../projects/projects.repo';
import { listKitSteps } from './kits.repo';
import { failKitRepair, outputsOf, runKitRepair } from './kits.service';

const idea = 'A recipe-sharing app called Ladle where home cooks publish recipes, save favourites and follow other cooks.';
const apiKey = 'sk-test-key';
const brief = briefOf(idea);
// The planted inconsistency: the plan leaves out the brief's last feature.
const dropped = brief.features.at(-1)!;
const dropFromPlan = (plan: KitOutputs['implementation']) => ({
  ...plan,
  phases: plan.phases.map((phase) => ({ ...phase, featureIds: phase.featureIds.filter((id) => id !== dropped.id) })),
});

const userMessage = (request: { messages: FakeOpenAIRequest['messages'] }) =>
  String([...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '');

describe('the repair round after the kit check, against the AI provider stand-in', () => {
  const fake = new FakeOpenAI({ responder: kitResponder, apiKey });
  let t: TestApp;

  beforeAll(async () => {
    const baseURL = await fake.start();
    const model = createSdkModel({ provider: 'openai', apiKey, model: 'gpt-4.1-mini', baseURL, timeoutMs: 10_000, maxRetries: 0 });
    t = await createTestApp('pglite', { kit: { model }, env: { KIT_STEP_RETRIES: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.reset();
    fake.responder = kitResponder;
  });

  let n = 0;
  const email = () => `repair-${(n += 1)}@example.com`;
  const callsOf = (step: string) => fake.completions.filter((r) => r.schemaName === `kit_${step}`);

  it('writes the plan again, told what it left out, and the stored kit passes the check', async () => {
    fake.responder = driftingKitResponder({ implementation: dropFromPlan });
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 60_000);

    expect(ready.status).toBe('ready');
    const planCalls = callsOf('implementation');
    expect(planCalls).toHaveLength(2);
    const problem = `${dropped.id} ${dropped.name} is not in any implementation phase`;
    expect(userMessage(planCalls[0]!)).not.toContain('<repair>');
    expect(userMessage(planCalls[1]!)).toContain(`The kit check found these problems in your previous version:\n<repair>\n- ${problem}\n</repair>`);
    expect(ready.kitRepair?.status).toBe('repaired');
    expect(ready.kitRepair?.steps.find((s) => s.step === 'implementation')).toEqual({ step: 'implementation', problems: [problem] });
    expect(ready.kitCheck).toMatchObject({ passed: true, score: 100 });

    // What is stored agrees: the repaired outputs pass the check, the plan's document has a new version.
    const outputs = outputsOf(await listKitSteps(t.database.db, created.id));
    expect(outputs.implementation!.phases.flatMap((p) => p.featureIds)).toContain(dropped.id);
    expect(checkKit(outputs as KitOutputs, await currentBriefOf(t.database.db, created.id)).passed).toBe(true);
    const response = await t.app.request(`/api/projects/${created.id}/documents/implementation`, authedRequest('GET', undefined, user.cookie));
    const plan = (await response.json()) as DocumentDto;
    expect(plan).toMatchObject({ version: 2, source: 'regenerated' });
    expect(plan.content).toContain(dropped.id);
  });

  it('runs no repair on a clean kit: one call per step, ready with the check stored', async () => {
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 60_000);

    expect(ready).toMatchObject({ status: 'ready', kitRepair: null, kitCheck: { passed: true } });
    const steps = fake.completions.filter((r) => r.schemaName?.startsWith('kit_')).map((r) => r.schemaName);
    expect(steps).toHaveLength(new Set(steps).size);
    expect(fake.completions.some((r) => userMessage(r).includes('<repair>'))).toBe(false);
    const stored = await t.database.query<{ kit_check: unknown }>('select kit_check from projects where id = $1', [created.id]);
    expect(stored[0]!.kit_check).toEqual(ready.kitCheck);
  });

  it('leaves the kit ready as first written, and says so, when the repair fails', async () => {
    const drifting = driftingKitResponder({ implementation: dropFromPlan });
    fake.responder = (request) => {
      if (userMessage(request).includes('<repair>')) throw new Error('the provider broke down during the repair');
      return drifting(request);
    };
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 60_000);

    expect(ready.status).toBe('ready');
    expect(ready.kitRepair?.status).toBe('failed');
    expect(ready.kitRepair?.steps.map((s) => s.step)).toContain('implementation');
    expect(ready.kitCheck?.passed).toBe(false);
    // The first try and its one retry, then the dead letter finished the kit.
    expect(callsOf('implementation').filter((r) => userMessage(r).includes('<repair>'))).toHaveLength(2);
    const response = await t.app.request(`/api/projects/${created.id}/documents/implementation`, authedRequest('GET', undefined, user.cookie));
    expect(await response.json()).toMatchObject({ version: 1, source: 'generated' });
    expect(await t.kit!.deps.queue.pending(queues.repair)).toBe(0);
  });
});

describe('the repair round run again (a job retried, its process killed, its dead letter late)', () => {
  const model = scriptedModel(createOfflineModel());
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { kit: { model, worker: false } });
  });
  afterAll(() => t?.close());

  it('repairs once: a second run and the dead letter after it change nothing', async () => {
    const user = await userWithCredits(t, 'repair-again@example.com', { credits: 1 });
    const { id } = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    // The kit as the pipeline leaves it for its repair: every step done, the plan missing a feature.
    const outputs = composeKit(idea, {}, 1, await currentBriefOf(t.database.db, id));
    outputs.implementation = dropFromPlan(outputs.implementation);
    for (const [step, output] of Object.entries(outputs)) {
      await t.database.query(`update kit_steps set status = 'done', output = $3 where project_id = $1 and step = $2`, [id, step, JSON.stringify(output)]);
    }
    await t.database.query(`update projects set status = 'generating' where id = $1`, [id]);

    const job = { projectId: id, attempt: 1 };
    await runKitRepair(t.kit!.deps, job);
    const repaired = await findProject(t.database.db, id);
    expect(repaired).toMatchObject({ status: 'ready', kitCheck: { passed: true }, kitRepair: { status: 'repaired' } });
    expect(model.calls).toEqual(repaired!.kitRepair!.steps.map((s) => s.step));

    await runKitRepair(t.kit!.deps, job);
    await failKitRepair(t.kit!.deps, job);
    expect(await findProject(t.database.db, id)).toEqual(repaired);
    expect(model.calls).toHaveLength(repaired!.kitRepair!.steps.length);
    const versions = await t.database.query<{ version: number }>(
      `select version from documents where project_id = $1 and kind = 'implementation' order by version`,
      [id],
    );
    expect(versions.map((v) => v.version)).toEqual([1]);
  });
});
