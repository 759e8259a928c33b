import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { orderKit, userWithCredits } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { AdminAiCostsDto } from '../../../shared/schemas/admin';
import type { ProjectDto } from '../../../shared/schemas/projects';

describe.each(databaseKinds)('the admin AI cost view on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let memberCookie: string;
  const kits: Record<'mixed' | 'unpriced' | 'unrecorded', string> = { mixed: '', unpriced: '', unrecorded: '' };

  beforeAll(async () => {
    // No worker: the steps' records are written here, as the pipeline writes them (its tests prove that).
    t = await createTestApp(kind, {
      kit: { worker: false },
      env: { AI_PRICES: JSON.stringify({ 'gpt-4.1': { input: 3, output: 12 } }) },
    });
    adminCookie = await signedInUser(t, 'costs-root@example.com');
    await t.database.query(`update "user" set role = 'admin' where email = $1`, ['costs-root@example.com']);
    const owner = await userWithCredits(t, 'costs-owner@example.com', { credits: 3 });
    memberCookie = owner.cookie;
    for (const name of ['unrecorded', 'mixed', 'unpriced'] as const) {
      const idea = `A ${name} planner where gardeners log what they sow, get reminders to water and share harvests.`;
      kits[name] = ((await (await orderKit(t, owner, idea, { name: `Kit ${name}` })).json()) as ProjectDto).id;
      // Distinct creation times, so "newest first" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const record = (projectId: string, step: string, model: string, input: number, output: number) =>
      t.database.query(
        `update kit_steps set status = 'done', model = $3, input_tokens = $4, output_tokens = $5 where project_id = $1 and step = $2`,
        [projectId, step, model, input, output],
      );
    await record(kits.mixed, 'overview', 'openai:gpt-4.1', 1000, 500);
    await record(kits.mixed, 'requirements', 'openai-compatible:gpt-4.1-mini', 2000, 1000);
    await t.database.query(
      `insert into regenerations (project_id, kind, status, model, input_tokens, output_tokens) values ($1, 'overview', 'done', 'openai:gpt-4.1', 100, 50)`,
      [kits.mixed],
    );
    await record(kits.unpriced, 'overview', 'openai-compatible:llama3.1', 300, 200);
  });
  afterAll(() => t?.close());

  const get = (path: string, cookie = adminCookie) => t.app.request(path, { headers: { Cookie: cookie } });

  it('answers 404 to anyone but an admin', async () => {
    expect((await get('/api/admin/ai-costs', memberCookie)).status).toBe(404);
    expect((await t.app.request('/api/admin/ai-costs')).status).toBe(404);
  });

  it('gives the newest kits’ tokens and estimated cost by model, steps and regenerations together', async () => {
    const response = await get('/api/admin/ai-costs');
    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminAiCostsDto;

    // The kit with no recorded step is left out; the newest first.
    expect(body.kits.map((k) => k.name)).toEqual(['Kit unpriced', 'Kit mixed']);
    const [unpriced, mixed] = body.kits;
    expect(mixed).toMatchObject({ projectId: kits.mixed, ownerEmail: 'costs-owner@example.com', inputTokens: 3100, outputTokens: 1550 });
    // AI_PRICES overrides the built-in price of gpt-4.1 ($3 / $12 per million); gpt-4.1-mini keeps the table's ($0.40 / $1.60).
    expect(mixed!.models.map(({ costUsd, ...tokens }) => [tokens, costUsd])).toEqual([
      [{ model: 'openai:gpt-4.1', inputTokens: 1100, outputTokens: 550 }, expect.closeTo(0.0099, 10)],
      [{ model: 'openai-compatible:gpt-4.1-mini', inputTokens: 2000, outputTokens: 1000 }, expect.closeTo(0.0024, 10)],
    ]);
    expect(mixed!.costUsd).toBeCloseTo(0.0123, 10);
    // A model without a price: its tokens, and no cost rather than a wrong one.
    expect(unpriced).toMatchObject({
      models: [{ model: 'openai-compatible:llama3.1', inputTokens: 300, outputTokens: 200, costUsd: null }],
      costUsd: null,
    });

    expect(body.totals.map((m) => [m.model, m.inputTokens, m.outputTokens])).toEqual([
      ['openai:gpt-4.1', 1100, 550],
      ['openai-compatible:gpt-4.1-mini', 2000, 1000],
      ['openai-compatible:llama3.1', 300, 200],
    ]);
    expect(body.totals[2]!.costUsd).toBeNull();
  });

  it('takes a limit, and validates it', async () => {
    const body = (await (await get('/api/admin/ai-costs?limit=1')).json()) as AdminAiCostsDto;
    expect(body.kits.map((k) => k.name)).toEqual(['Kit unpriced']);
    expect(body.totals).toHaveLength(3);
    expect((await get('/api/admin/ai-costs?limit=0')).status).toBe(400);
  });
});
