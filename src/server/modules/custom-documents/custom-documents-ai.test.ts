import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitResponder } from '../../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI } from '../../../../tests/fakes/openai-server';
import { briefOf } from '../../../../tests/support/brief-fixtures';
import { waitForCustomDocument } from '../../../../tests/support/custom-document-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { orderKit, userWithCredits, waitForProject } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call } from '../../../../tests/support/workspace-helpers';
import type { CustomDocumentDto } from '../../../shared/schemas/custom-documents';
import type { ProjectDto } from '../../../shared/schemas/projects';
import { createSdkModel } from '../../ai/sdk-model';

const idea = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';
const apiKey = 'sk-test-key';

describe.each(databaseKinds)('a custom document written by an AI provider on %s', (kind) => {
  const fake = new FakeOpenAI({ responder: kitResponder, apiKey });
  let t: TestApp;

  beforeAll(async () => {
    const baseURL = await fake.start();
    const model = createSdkModel({ provider: 'openai', apiKey, model: 'gpt-4.1-mini', baseURL, timeoutMs: 10_000, maxRetries: 0 });
    t = await createTestApp(kind, { kit: { model }, env: { KIT_STEP_RETRIES: '2' } });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  it('sends the brief, the instructions and the relevant documents, and stores what the model wrote with its tokens', async () => {
    const user = await userWithCredits(t, `custom-ai-${kind}@example.com`, { plan: 'GROWTH', credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief: briefOf(idea) })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 60_000);
    expect(ready.status).toBe('ready');
    fake.reset();

    const instructions = 'Which tests cover paying for a walk, and how a failed card payment is checked.';
    const response = await call(t, user, 'POST', `/api/projects/${created.id}/documents`, { title: 'Payment test plan', instructions });
    expect(response.status).toBe(202);
    const queued = (await response.json()) as CustomDocumentDto;
    const written = await waitForCustomDocument(t, user, created.id, queued.id);
    expect(written).toMatchObject({ status: 'done', version: 1, source: 'generated' });
    expect(written.content).toMatch(/^# Payment test plan\n/);

    const [request, ...others] = fake.completions;
    expect(others).toHaveLength(0);
    expect(request!.schemaName).toBe('kit_custom_document');
    const prompt = String(request!.messages.find((m) => m.role === 'user')?.content);
    expect(prompt).toContain('<title>Payment test plan</title>');
    expect(prompt).toContain(`<instructions>\n${instructions}\n</instructions>`);
    expect(prompt).toMatch(/<brief>\{.*"productName":"PawWalk"/);
    // The relevant documents only, most relevant first: the QA plan is among them, the launch tips are not.
    const kinds = [...prompt.matchAll(/<document kind="([a-z_]+)"/g)].map((m) => m[1]);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.length).toBeLessThanOrEqual(4);
    expect(kinds).toContain('quality');
    expect(prompt).toContain('Write every text in English');

    const [row] = await t.database.query<{ model: string; input_tokens: number; output_tokens: number }>(
      'select model, input_tokens, output_tokens from custom_documents where id = $1',
      [queued.id],
    );
    expect(row).toMatchObject({ model: 'openai:gpt-4.1-mini' });
    expect(row!.input_tokens).toBeGreaterThan(0);
    expect(row!.output_tokens).toBeGreaterThan(0);
  });

  it('fails a custom document at once on a refused key, with the operator’s message, and frees its place', async () => {
    const user = await userWithCredits(t, `custom-ai-key-${kind}@example.com`, { plan: 'GROWTH', credits: 1 });
    const created = (await (await orderKit(t, user, idea, { brief: briefOf(idea) })).json()) as ProjectDto;
    expect((await waitForProject(t, user, created.id, undefined, 60_000)).status).toBe('ready');
    fake.reset();
    fake.apiKey = 'sk-another-key';
    try {
      const response = await call(t, user, 'POST', `/api/projects/${created.id}/documents`, { title: 'Launch', instructions: 'Launch steps.' });
      expect(response.status).toBe(202);
      const failed = await waitForCustomDocument(t, user, created.id, ((await response.json()) as CustomDocumentDto).id);
      expect(failed).toMatchObject({ status: 'failed', error: 'The AI provider refused the API key (401). Check AI_API_KEY.', content: null });
      expect(fake.completions).toHaveLength(1);
    } finally {
      fake.apiKey = apiKey;
    }
    // Asking again with the same title takes the failed one's place.
    const again = await call(t, user, 'POST', `/api/projects/${created.id}/documents`, { title: 'Launch', instructions: 'Launch steps.' });
    expect(again.status).toBe(202);
    expect((await waitForCustomDocument(t, user, created.id, ((await again.json()) as CustomDocumentDto).id)).status).toBe('done');
  });
});
