import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitResponder } from '../../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI } from '../../../../tests/fakes/openai-server';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { briefOf } from '../../../../tests/support/brief-fixtures';
import { databaseKinds } from '../../../../tests/support/databases';
import { balanceOf, ledgerOf, orderKit, userWithCredits, waitForProject } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { ProjectDto } from '../../../shared/schemas/projects';
import { createSdkModel } from '../../ai/sdk-model';
import { queues } from '../../jobs/queue';

const idea = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';
const apiKey = 'sk-test-key';
// Ordered with its brief, as the wizard does, so the provider's first call is the kit's first step.
const brief = briefOf(idea);

describe.each(databaseKinds)('the kit pipeline against an AI provider on %s', (kind) => {
  const fake = new FakeOpenAI({ responder: kitResponder, apiKey });
  let t: TestApp;

  beforeAll(async () => {
    const baseURL = await fake.start();
    // The model does not retry (maxRetries 0): every failure reaches the job, which retries twice.
    const model = createSdkModel({ provider: 'openai', apiKey, model: 'gpt-4.1-mini', baseURL, timeoutMs: 10_000, maxRetries: 0 });
    t = await createTestApp(kind, { kit: { model }, env: { KIT_STEP_RETRIES: '2' } });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.reset();
    fake.apiKey = apiKey;
  });

  let n = 0;
  const email = () => `pipeline-${kind}-${(n += 1)}@example.com`;
  const overviewOf = (project: ProjectDto) => project.steps.find((s) => s.step === 'overview');

  it('fails the kit at once on a refused key: one attempt, the operator’s message, the credit refunded once', async () => {
    fake.apiKey = 'sk-another-key';
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    expect(await balanceOf(t, user.id)).toBe(0);

    const failed = await waitForProject(t, user, created.id, (p) => p.status === 'failed');
    expect(failed.failureReason).toBe('The AI provider refused the API key (401). Check AI_API_KEY.');
    expect(overviewOf(failed)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(fake.completions.map((r) => r.status)).toEqual([401]);
    // Nothing is left to retry, and nothing reached the dead letter (which would refund again). The step
    // fails the project before its job leaves the active state: wait for the job, a retry would stay pending.
    await vi.waitFor(async () => expect(await t.kit!.deps.queue.pending(queues.kitStep)).toBe(0), { timeout: 10_000 });
    expect(await t.kit!.deps.queue.pending(queues.kitStepDead)).toBe(0);
    expect(await balanceOf(t, user.id)).toBe(1);
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'refund')).toHaveLength(1);
  });

  it('refuses an order without a brief when the provider refuses the key: 503 in the product’s words, nothing charged', async () => {
    fake.apiKey = 'sk-another-key';
    const user = await userWithCredits(t, email(), { credits: 1 });
    const response = await orderKit(t, user, idea);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again later.',
    });
    expect(fake.completions.map((r) => r.status)).toEqual([401]);
    expect(await balanceOf(t, user.id)).toBe(1);
  });

  it('proposes the brief through the provider when an order comes without one', async () => {
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea)).json()) as ProjectDto;
    expect(fake.completions[0]).toMatchObject({ schemaName: 'kit_brief', status: 200 });
    const stored = await t.app.request(`/api/projects/${created.id}/brief`, authedRequest('GET', undefined, user.cookie));
    expect(await stored.json()).toEqual({ brief, version: 1 });
    await waitForProject(t, user, created.id, undefined, 60_000);
  });

  it('renders the per-platform prompts in the transaction of the step that unblocks them, without a job of their own', async () => {
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 60_000);
    expect(ready.status).toBe('ready');
    // Never started as a job (no attempt), done all the same, and no model was asked for it.
    expect(ready.steps.find((s) => s.step === 'prompts')).toMatchObject({ status: 'done', attempts: 0 });
    expect(fake.completions.filter((r) => r.schemaName === 'kit_prompts')).toHaveLength(0);
    const jobsOf = async (step: string) =>
      (
        await t.database.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = $1 and data->>'projectId' = $2 and data->>'step' = $3",
          [queues.kitStep, created.id, step],
        )
      )[0]!.n;
    expect(await jobsOf('tasks')).toBe(1);
    expect(await jobsOf('prompts')).toBe(0);
    const prompt = await t.app.request(`/api/projects/${created.id}/prompts/cursor`, authedRequest('GET', undefined, user.cookie));
    expect(prompt.status).toBe(200);

    // Every document is titled with the product's name, those of steps that do not read the overview too.
    const listed = await t.app.request(`/api/projects/${created.id}/documents`, authedRequest('GET', undefined, user.cookie));
    const { documents } = (await listed.json()) as { documents: Array<{ kind: string; title: string }> };
    expect(documents.length).toBeGreaterThanOrEqual(9);
    for (const document of documents) expect(document.title, document.kind).toMatch(new RegExp(`^${ready.name} — `));
  });

  it('retries a 429 and a 500, and the kit is written, charged once', async () => {
    fake.fail({ status: 429, retryAfterSeconds: 0 }, { status: 500 });
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 60_000);
    expect(ready.status).toBe('ready');
    expect(overviewOf(ready)).toMatchObject({ status: 'done', attempts: 3 });
    expect(fake.completions.slice(0, 3).map((r) => r.status)).toEqual([429, 500, 200]);
    expect(await balanceOf(t, user.id)).toBe(0);
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'refund')).toHaveLength(0);

    // A regeneration refused the same way fails at once too, with the same message.
    fake.reset();
    fake.apiKey = 'sk-another-key';
    const regenerate = await t.app.request(
      `/api/projects/${created.id}/documents/what_next/regenerate`,
      authedRequest('POST', undefined, user.cookie),
    );
    expect(regenerate.status).toBe(202);
    const deadline = Date.now() + 15_000;
    let rows: Array<{ status: string; error: string | null }> = [];
    while (Date.now() < deadline) {
      rows = await t.database.query('select status, error from regenerations where project_id = $1', [created.id]);
      if (rows[0]?.status !== 'queued') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows).toEqual([{ status: 'failed', error: 'The AI provider refused the API key (401). Check AI_API_KEY.' }]);
    expect(fake.completions).toHaveLength(1);
  });
});
