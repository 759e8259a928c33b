import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driftingKitResponder } from '../../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI, type FakeOpenAIRequest } from '../../../../tests/fakes/openai-server';
import { courierBrief, courierIdea } from '../../../../tests/support/capability-briefs';
import { orderKit, userWithCredits, waitForProject } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { KitOutputs } from '../../../shared/schemas/kit';
import type { ProjectDto } from '../../../shared/schemas/projects';
import { createSdkModel } from '../../ai/sdk-model';
import { featurePlans } from '../../capabilities/brief-plans';
import { normaliseRoute } from '../../kit/kit-meaning';
import { listKitSteps } from './kits.repo';
import { outputsOf } from './kits.service';

/**
 * The repair round puts a capability's interface back (ADR 0041): the provider's backend answer
 * drops the endpoints and jobs of the live feature's plan, the kit check names each of them, and
 * the backend is written again, told what it left out.
 */

const apiKey = 'sk-capability-repair';
const brief = courierBrief('live');
const { feature, plan } = featurePlans(brief)[0]!;
const planned = new Set(plan.endpoints.map((e) => `${e.method} ${normaliseRoute(e.path)}`));
const jobNames = new Set(plan.jobs.map((j) => j.name));

/** The careless backend: whatever it wrote of the plan's interface, taken out. */
const dropInterface = (backend: KitOutputs['backend']) => ({
  ...backend,
  endpoints: backend.endpoints.filter((e) => !planned.has(`${e.method} ${normaliseRoute(e.path)}`)),
  jobs: (backend.jobs ?? []).filter((j) => !jobNames.has(j.name)),
});

const userMessage = (request: { messages: FakeOpenAIRequest['messages'] }) =>
  String([...request.messages].reverse().find((m) => m.role === 'user')?.content ?? '');

describe('the repair round of a live feature whose endpoints the backend left out, against the AI provider stand-in', () => {
  const fake = new FakeOpenAI({ responder: driftingKitResponder({ backend: dropInterface }), apiKey });
  let t: TestApp;
  let ready: ProjectDto;
  let outputs: Partial<KitOutputs>;
  const named = `${feature.id} ${feature.name} (live)`;
  const missing = [
    ...plan.endpoints.map((e) => `${named}: endpoint ${e.method} ${e.path} is missing`),
    ...plan.jobs.map((j) => `${named}: backend job ${j.name} is missing`),
  ];

  beforeAll(async () => {
    const baseURL = await fake.start();
    const model = createSdkModel({
      provider: 'openai',
      apiKey,
      model: 'gpt-4.1-mini',
      baseURL,
      timeoutMs: 10_000,
      maxRetries: 0,
    });
    t = await createTestApp('pglite', { kit: { model }, env: { KIT_STEP_RETRIES: '1' } });
    const user = await userWithCredits(t, 'capability-repair@example.com', { credits: 1 });
    const created = (await (await orderKit(t, user, courierIdea, { brief })).json()) as ProjectDto;
    ready = await waitForProject(t, user, created.id, undefined, 60_000);
    outputs = outputsOf(await listKitSteps(t.database.db, created.id));
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  it('names every endpoint and job of the plan the backend left out, and writes the backend again told them', () => {
    expect(plan.endpoints.map((e) => `${e.method} ${e.path}`)).toContain('POST /api/deliveries/:id/points');
    expect(ready.status).toBe('ready');
    const repaired = ready.kitRepair?.steps.find((s) => s.step === 'backend');
    expect(repaired?.problems).toEqual(expect.arrayContaining(missing));
    expect(repaired?.problems.every((p) => !/task|PRD/.test(p))).toBe(true);

    const calls = fake.completions.filter((r) => r.schemaName === 'kit_backend');
    expect(calls).toHaveLength(2);
    expect(userMessage(calls[0]!)).not.toContain('<repair>');
    const told = /<repair>\n([\s\S]*?)\n<\/repair>/.exec(userMessage(calls[1]!))?.[1]?.split('\n') ?? [];
    for (const problem of missing) expect(told).toContain(`- ${problem}`);
    // The backend is told the plan again alongside what it left out.
    expect(userMessage(calls[1]!)).toContain(`endpoint POST ${plan.endpoints.find((e) => e.method === 'POST')!.path}`);
  });

  it('ends with the plan’s endpoints and jobs in the stored backend, and the capability covered', () => {
    const endpoints = (outputs.backend?.endpoints ?? []).map((e) => `${e.method} ${normaliseRoute(e.path)}`);
    for (const endpoint of planned) expect(endpoints).toContain(endpoint);
    expect((outputs.backend?.jobs ?? []).map((j) => j.name)).toEqual(expect.arrayContaining([...jobNames]));
    expect(ready.kitCheck?.checks.find((c) => c.id === 'capabilities_covered')).toMatchObject({
      passed: true,
      problems: [],
    });
  });
});
