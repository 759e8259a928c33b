import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitResponder } from '../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI } from '../../../tests/fakes/openai-server';
import { authedRequest } from '../../../tests/support/auth-helpers';
import { briefOf } from '../../../tests/support/brief-fixtures';
import { databaseKinds } from '../../../tests/support/databases';
import { orderKit, userWithCredits, waitForProject } from '../../../tests/support/kit-helpers';
import { parsePrometheus, scrape, valueOf } from '../../../tests/support/prometheus';
import { connectionFrom, createTestApp, type TestApp } from '../../../tests/support/test-app';
import { pawWalk } from '../../../tests/support/workspace-helpers';
import type { ProjectDto } from '../../shared/schemas/projects';
import { createSdkModel } from '../ai/sdk-model';
import { createLogger } from '../logger';
import { workerEndpoints } from '../worker-endpoints';

const remote = connectionFrom('203.0.113.9');
const token = 'metrics-token-0123456789';

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers a client on this machine in the Prometheus format, process figures included', async () => {
    const response = await t.app.request('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheus(await response.text());
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('does not exist for another machine, nor for a request a proxy relayed', async () => {
    expect((await t.app.request('/metrics', {}, remote)).status).toBe(404);
    const relayed = await t.app.request('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } }, connectionFrom('127.0.0.1'));
    expect(relayed.status).toBe(404);
  });

  it('refuses a bearer token, since none is configured', async () => {
    const response = await t.app.request('/metrics', { headers: { Authorization: `Bearer ${token}` } }, remote);
    expect(response.status).toBe(401);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { METRICS_TOKEN: token } });
  });
  afterAll(() => t.close());

  it('answers another machine that shows the token', async () => {
    const response = await t.app.request('/metrics', { headers: { Authorization: `Bearer ${token}` } }, remote);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('specforge_http_request_duration_seconds');
  });

  it('refuses a wrong token from anywhere, and a remote client without one', async () => {
    for (const connection of [remote, connectionFrom('127.0.0.1')]) {
      for (const authorization of [`Bearer ${token}x`, `Bearer ${token.slice(1)}`, token, 'Bearer ']) {
        const response = await t.app.request('/metrics', { headers: { Authorization: authorization } }, connection);
        expect(response.status, authorization).toBe(401);
      }
    }
    expect((await t.app.request('/metrics', {}, remote)).status).toBe(404);
  });
});

describe.each(databaseKinds)('the figures of a kit on %s', (kind) => {
  const apiKey = 'sk-test-key';
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

  it('count the kit, its credits, its tokens, its failed attempt and the requests by route', async () => {
    const before = await scrape(t);
    // The first step's first attempt fails (a 500), to be retried.
    fake.fail({ status: 500 });
    const user = await userWithCredits(t, `metrics-${kind}@example.com`, { credits: 2 });
    const created = (await (await orderKit(t, user, pawWalk, { brief: briefOf(pawWalk) })).json()) as ProjectDto;
    const ready = await waitForProject(t, user, created.id, undefined, 60_000);
    expect(ready.status).toBe('ready');
    const retried = ready.steps.filter((step) => step.attempts > 1).map((step) => step.step);
    expect(retried).toHaveLength(1);

    // Three reads of the project and one of a project that does not exist, timed between two scrapes.
    const middle = await scrape(t);
    for (let i = 0; i < 3; i++) {
      expect((await t.app.request(`/api/projects/${created.id}`, authedRequest('GET', undefined, user.cookie))).status).toBe(200);
    }
    expect((await t.app.request(`/api/projects/${randomUUID()}`, authedRequest('GET', undefined, user.cookie))).status).toBe(404);
    const after = await scrape(t);

    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('specforge_kits_generated_total', { outcome: ready.kitRepair ? 'repaired' : 'ready' })).toBe(1);
    expect(delta('specforge_kits_generated_total', { outcome: 'failed' })).toBe(0);
    expect(delta('specforge_credits_granted_total', { reason: 'admin' })).toBe(2);
    expect(delta('specforge_credits_spent_total', { reason: 'project' })).toBe(1);
    expect(delta('specforge_credits_granted_total', { reason: 'refund' })).toBe(0);
    expect(delta('specforge_job_failures_total', { queue: 'kit-step', step: retried[0]! })).toBe(1);
    expect(delta('specforge_job_failures_total', {})).toBe(1);
    // The tokens the provider billed are the ones the project records.
    const tokens = { provider: 'openai', model: 'gpt-4.1-mini' };
    expect(ready.tokenUsage.inputTokens).toBeGreaterThan(0);
    expect(delta('specforge_provider_tokens_total', { ...tokens, direction: 'input' })).toBe(ready.tokenUsage.inputTokens);
    expect(delta('specforge_provider_tokens_total', { ...tokens, direction: 'output' })).toBe(ready.tokenUsage.outputTokens);

    const route = { method: 'GET', route: '/api/projects/:id' };
    const count = 'specforge_http_request_duration_seconds_count';
    expect(valueOf(after, count, { ...route, status: '2xx' }) - valueOf(middle, count, { ...route, status: '2xx' })).toBe(3);
    expect(valueOf(after, count, { ...route, status: '4xx' }) - valueOf(middle, count, { ...route, status: '4xx' })).toBe(1);
    expect(valueOf(after, 'specforge_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    // Routes are patterns: no id ever becomes a label.
    expect(after.some((s) => Object.values(s.labels).some((value) => value.includes(created.id)))).toBe(false);
  });
});

describe('the queue depth', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker: the kit's first job waits in its queue.
    t = await createTestApp('pglite', { kit: { worker: false } });
  });
  afterAll(() => t.close());

  it('is read from the queue as Prometheus scrapes', async () => {
    const waiting = { queue: 'kit-step', state: 'created' };
    expect(valueOf(await scrape(t), 'specforge_queue_jobs', waiting)).toBe(0);
    const user = await userWithCredits(t, 'depth@example.com');
    expect((await orderKit(t, user, pawWalk, { brief: briefOf(pawWalk) })).status).toBe(201);
    expect(valueOf(await scrape(t), 'specforge_queue_jobs', waiting)).toBeGreaterThan(0);
    expect(valueOf(await scrape(t), 'specforge_queue_jobs', waiting)).toBe(await t.kit!.deps.queue.pending('kit-step'));
  });
});

describe("a worker process's endpoints (METRICS_PORT)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { kit: { worker: false }, env: { METRICS_TOKEN: token } });
  });
  afterAll(() => t.close());

  it('serve its metrics under the same rules as the web, and its readiness', async () => {
    const logger = createLogger(t.env);
    const worker = workerEndpoints({ env: t.env, database: t.database, queue: t.kit!.deps.queue, logger });
    const local = connectionFrom('127.0.0.1');
    const metrics = await worker.request('/metrics', {}, local);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('# TYPE specforge_queue_jobs gauge');
    expect(text).toContain('# TYPE specforge_kits_generated_total counter');
    expect((await worker.request('/metrics', {}, remote)).status).toBe(404);
    expect((await worker.request('/metrics', { headers: { Authorization: `Bearer ${token}` } }, remote)).status).toBe(200);

    expect((await worker.request('/api/health/live', {}, local)).status).toBe(200);
    expect((await worker.request('/api/health/ready', {}, local)).status).toBe(200);
    await t.kit!.stop();
    const stopping = await worker.request('/api/health/ready', {}, local);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { failed: ['queue'] } });
  });
});
