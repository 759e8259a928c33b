import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitResponder } from '../../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI } from '../../../../tests/fakes/openai-server';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { briefOf } from '../../../../tests/support/brief-fixtures';
import { databaseKinds } from '../../../../tests/support/databases';
import {
  balanceOf,
  ledgerOf,
  orderKit,
  userWithCredits,
  waitForProject,
  type TestUser,
} from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { DocumentDto, DocumentsDto, ProjectDto } from '../../../shared/schemas/projects';
import { queues } from '../../jobs/queue';

const idea = 'A lending library app where neighbours list tools, borrow them for a weekend and rate each other.';
const brief = briefOf(idea);

/** The kit pipeline with AI_FALLBACK_* set: the model comes from the settings, as in production. */
describe.each(databaseKinds)('a kit whose main AI provider fails, with a fallback, on %s', (kind) => {
  const main = new FakeOpenAI({ responder: kitResponder, apiKey: 'sk-main' });
  const spare = new FakeOpenAI({ responder: kitResponder, apiKey: 'sk-spare' });
  let t: TestApp;

  beforeAll(async () => {
    const [mainURL, spareURL] = await Promise.all([main.start(), spare.start()]);
    t = await createTestApp(kind, {
      kit: {},
      env: {
        AI_PROVIDER: 'openai',
        AI_MODEL: 'gpt-4.1',
        AI_API_KEY: 'sk-main',
        AI_BASE_URL: mainURL,
        AI_FALLBACK_PROVIDER: 'openai-compatible',
        AI_FALLBACK_MODEL: 'gpt-4.1-mini',
        AI_FALLBACK_API_KEY: 'sk-spare',
        AI_FALLBACK_BASE_URL: spareURL,
        AI_MAX_RETRIES: '0',
        KIT_STEP_RETRIES: '1',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([main.stop(), spare.stop()]);
  });
  beforeEach(() => {
    main.reset();
    spare.reset();
  });

  let n = 0;
  const email = () => `fallback-${kind}-${(n += 1)}@example.com`;
  const projectOf = async (user: TestUser, projectId: string) =>
    (await (await t.app.request(`/api/projects/${projectId}`, authedRequest('GET', undefined, user.cookie))).json()) as ProjectDto;
  const documentsOf = async (user: TestUser, projectId: string) =>
    (
      (await (
        await t.app.request(`/api/projects/${projectId}/documents`, authedRequest('GET', undefined, user.cookie))
      ).json()) as DocumentsDto
    ).documents;
  const readmeOf = async (user: TestUser, projectId: string) => {
    const response = await t.app.request(`/api/projects/${projectId}/export.zip`, authedRequest('GET', undefined, user.cookie));
    expect(response.status).toBe(200);
    return strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['README.md']!);
  };
  const stepRows = (projectId: string) =>
    t.database.query<{ step: string; model: string | null; input_tokens: number | null; output_tokens: number | null }>(
      'select step, model, input_tokens, output_tokens from kit_steps where project_id = $1',
      [projectId],
    );

  it('is written by the fallback when the main model is unknown: each step records its model and tokens', async () => {
    main.failModel({ model: 'gpt-4.1', share: 1, status: 404 });
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 90_000);
    expect(ready.status).toBe('ready');

    const all = await stepRows(created.id);
    // The per-platform prompts are rendered from the kit, by no model and for no tokens.
    expect(all.filter((row) => row.step === 'prompts')).toEqual([
      { step: 'prompts', model: 'rendered', input_tokens: 0, output_tokens: 0 },
    ]);
    const rows = all.filter((row) => row.step !== 'prompts');
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.model).toBe('openai-compatible:gpt-4.1-mini');
      expect(row.input_tokens).toBeGreaterThan(0);
      expect(row.output_tokens).toBeGreaterThan(0);
    }
    // One refused request per step at the main provider (an unknown model is not retried), one answer each at the fallback.
    expect(main.completions.map((r) => r.status)).toEqual(rows.map(() => 404));
    expect(spare.completions.filter((r) => r.status === 200)).toHaveLength(rows.length);
    const input = rows.reduce((sum, row) => sum + row.input_tokens!, 0);
    const output = rows.reduce((sum, row) => sum + row.output_tokens!, 0);
    expect(ready.tokenUsage).toEqual({ inputTokens: input, outputTokens: output, totalTokens: input + output });
    // The founder is told the truth: the fallback's model wrote every document.
    const documents = await documentsOf(user, created.id);
    expect(ready.writtenBy).toEqual([{ model: 'openai-compatible:gpt-4.1-mini', documents: documents.length }]);
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'refund')).toHaveLength(0);

    // A regeneration records the model that wrote the new version, and its tokens.
    const regenerate = await t.app.request(
      `/api/projects/${created.id}/documents/overview/regenerate`,
      authedRequest('POST', undefined, user.cookie),
    );
    expect(regenerate.status).toBe(202);
    const regeneration = await waitFor(async () => {
      const [row] = await t.database.query<{ status: string; model: string; input_tokens: number; output_tokens: number }>(
        'select status, model, input_tokens, output_tokens from regenerations where project_id = $1',
        [created.id],
      );
      return row?.status === 'done' ? row : undefined;
    });
    expect(regeneration.model).toBe('openai-compatible:gpt-4.1-mini');
    expect(regeneration.input_tokens).toBeGreaterThan(0);
    expect(regeneration.output_tokens).toBeGreaterThan(0);
  });

  it('names the main model, and the fallback’s with the documents it wrote; a regeneration by the main model counts as its own', async () => {
    // The main provider is down for two steps only: the fallback writes those two documents.
    main.outages.push({ whenBodyContains: '"kit_quality"', status: 503 }, { whenBodyContains: '"kit_what_next"', status: 503 });
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 90_000);
    expect(ready.status).toBe('ready');
    const documents = await documentsOf(user, created.id);
    expect(ready.writtenBy).toEqual([
      { model: 'openai:gpt-4.1', documents: documents.length - 2 },
      { model: 'openai-compatible:gpt-4.1-mini', documents: 2 },
    ]);
    expect(await readmeOf(user, created.id)).toContain(
      'Written by OpenAI gpt-4.1; 2 documents by gpt-4.1-mini (an OpenAI-compatible API).',
    );

    // The main provider is back: one of the fallback's documents is written again, by the main model.
    main.reset();
    const regenerate = await t.app.request(
      `/api/projects/${created.id}/documents/quality/regenerate`,
      authedRequest('POST', undefined, user.cookie),
    );
    expect(regenerate.status).toBe(202);
    await waitFor(async () => {
      const [row] = await t.database.query<{ status: string }>('select status from regenerations where project_id = $1', [created.id]);
      return row?.status === 'done' ? row : undefined;
    });
    expect((await projectOf(user, created.id)).writtenBy).toEqual([
      { model: 'openai:gpt-4.1', documents: documents.length - 1 },
      { model: 'openai-compatible:gpt-4.1-mini', documents: 1 },
    ]);
    // A person's edit keeps the engine of the text it starts from.
    const current = (await (await t.app.request(`/api/projects/${created.id}/documents/what_next`, authedRequest('GET', undefined, user.cookie))).json()) as DocumentDto;
    const edit = await t.app.request(
      `/api/projects/${created.id}/documents/what_next`,
      authedRequest('PUT', { content: `${current.content}\nOur own note.\n`, baseVersion: current.version }, user.cookie),
    );
    expect(edit.status).toBe(200);
    expect((await projectOf(user, created.id)).writtenBy).toEqual([
      { model: 'openai:gpt-4.1', documents: documents.length - 1 },
      { model: 'openai-compatible:gpt-4.1-mini', documents: 1 },
    ]);
  });

  it('fails at once and refunds once when both providers fail for good', async () => {
    main.failModel({ model: 'gpt-4.1', share: 1, status: 401 });
    spare.failModel({ model: 'gpt-4.1-mini', share: 1, status: 404 });
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const failed = await waitForProject(t, user, created.id, (p) => p.status === 'failed');
    expect(failed.failureReason).toBe(
      "The model 'gpt-4.1-mini' does not exist at the provider (404). Check AI_MODEL (and AI_BASE_URL).",
    );
    expect(main.completions.map((r) => r.status)).toEqual([401]);
    expect(spare.completions.map((r) => r.status)).toEqual([404]);
    // The step fails the project before its job leaves the active state; a retry would stay pending.
    await vi.waitFor(async () => expect(await t.kit!.deps.queue.pending(queues.kitStep)).toBe(0), { timeout: 10_000 });
    expect(await balanceOf(t, user.id)).toBe(1);
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'refund')).toHaveLength(1);
  });

  it('fails after the job’s retries and refunds once when both providers are down', async () => {
    main.outages.push({ whenBodyContains: '"model"', status: 503 });
    spare.outages.push({ whenBodyContains: '"model"', status: 502 });
    const user = await userWithCredits(t, email(), { credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
    const failed = await waitForProject(t, user, created.id, (p) => p.status === 'failed', 60_000);
    // The first attempt and the job's one retry, each tried on both providers.
    expect(main.completions.map((r) => r.status)).toEqual([503, 503]);
    expect(spare.completions.map((r) => r.status)).toEqual([502, 502]);
    expect(failed.steps.find((s) => s.step === 'overview')).toMatchObject({ status: 'failed', attempts: 2 });
    // The dead letter's refund is keyed by the attempt: however often it runs, one refund.
    await waitFor(async () => ((await t.kit!.deps.queue.pending(queues.kitStepDead)) === 0 ? true : undefined));
    expect(await balanceOf(t, user.id)).toBe(1);
    expect((await ledgerOf(t, user.id)).filter((e) => e.reason === 'refund')).toHaveLength(1);
  });
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
