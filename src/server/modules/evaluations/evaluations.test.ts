import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest, signedInUser } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { EvaluationDto, EvaluationStateDto } from '../../../shared/schemas/evaluations';
import { KitModelError, type KitModel } from '../../ai/kit-model';
import { createOfflineModel } from '../../ai/offline/offline-model';

const idea = 'A marketplace where home cooks sell weekly meal boxes to busy neighbours, with subscriptions and delivery slots.';

describe.each(databaseKinds)('the free evaluation on %s', (kind) => {
  let t: TestApp;
  const offline = createOfflineModel();
  let evaluate: KitModel['evaluate'] = (text, signal) => offline.evaluate(text, signal);
  const model: KitModel = {
    name: 'offline (test)',
    generateStep: offline.generateStep.bind(offline) as KitModel['generateStep'],
    evaluate: (text, signal) => evaluate(text, signal),
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: { model, worker: false }, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const post = (cookie: string, body: unknown) => t.app.request('/api/evaluations', authedRequest('POST', body, cookie));
  const state = async (cookie: string) =>
    (await (await t.app.request('/api/evaluations', authedRequest('GET', undefined, cookie))).json()) as EvaluationStateDto;

  it('evaluates one idea per account, then writes its overview and PRD', async () => {
    const cookie = await signedInUser(t, `eval-${kind}@example.com`);
    expect(await state(cookie)).toEqual({ available: true, evaluation: null });

    const empty = await post(cookie, { idea: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'Please enter your project idea.' });

    const created = await post(cookie, { idea });
    expect(created.status).toBe(201);
    const evaluation = (await created.json()) as EvaluationDto;
    expect(evaluation.viability.score).toBeGreaterThanOrEqual(0);
    expect(evaluation.viability.strengths.length).toBeGreaterThan(0);
    expect(evaluation.overview).toBeNull();

    const second = await post(cookie, { idea: 'Another idea entirely' });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ message: 'Your free evaluation is not available or has already been used.' });

    const docs = await t.app.request(`/api/evaluations/${evaluation.id}/documents`, authedRequest('POST', undefined, cookie));
    expect(docs.status).toBe(200);
    const withDocs = (await docs.json()) as EvaluationDto;
    expect(withDocs.overview).toMatch(/^# /);
    expect(withDocs.requirements).toContain('FEAT-001');
    expect(await state(cookie)).toMatchObject({ available: false, evaluation: { id: evaluation.id, idea } });
  });

  it('gives the evaluation back when the provider times out, in the spec’s words', async () => {
    const cookie = await signedInUser(t, `eval-timeout-${kind}@example.com`);
    evaluate = () => Promise.reject(new KitModelError('The AI provider did not answer in time.', 'timeout'));
    const failed = await post(cookie, { idea });
    evaluate = (text, signal) => offline.evaluate(text, signal);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ message: 'The request timed out. Please try again later.' });
    expect((await state(cookie)).available).toBe(true);
    expect((await post(cookie, { idea })).status).toBe(201);
  });

  it('evaluates once even when two requests race', async () => {
    const cookie = await signedInUser(t, `eval-race-${kind}@example.com`);
    const statuses = await Promise.all([post(cookie, { idea }), post(cookie, { idea })].map(async (r) => (await r).status));
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('limits evaluation requests per account and per address', async () => {
    const cookie = await signedInUser(t, `eval-quota-${kind}@example.com`);
    const from = (ip: string) => {
      const init = authedRequest('POST', { idea }, cookie);
      (init.headers as Record<string, string>)['X-Forwarded-For'] = ip;
      return t.app.request('/api/evaluations', init);
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await from('198.51.100.7')).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 429]);
    const refused = await from('198.51.100.8');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: 'You have exceeded your evaluation quota.' });
  });

  it('needs a session', async () => {
    const response = await t.app.request('/api/evaluations', authedRequest('POST', { idea }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Authentication error. Please sign in again.' });
  });
});
