import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCaptcha } from '../../../../tests/fakes/captcha';
import { kitResponder } from '../../../../tests/fakes/openai-kit-responder';
import { FakeOpenAI } from '../../../../tests/fakes/openai-server';
import { FakeGithub, fakeGithubUser } from '../../../../tests/fakes/github-oauth';
import { authedRequest, cookiesOf, follow, linkFromEmail, signedInUser, STRONG_PASSWORD } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { Brief } from '../../../shared/schemas/brief';
import type { EvaluationDto, EvaluationStateDto } from '../../../shared/schemas/evaluations';
import { ideaUnclearDto, type IdeaUnclearDto } from '../../../shared/schemas/projects';
import { KitModelError, type KitModel } from '../../ai/kit-model';
import { createOfflineModel } from '../../ai/offline/offline-model';
import { createSdkModel } from '../../ai/sdk-model';
import { letterShares } from '../../kit/language-check';

const idea = 'A marketplace called CakeCorner where home bakers sell celebration cakes to neighbours, with delivery slots and a 10% commission.';

describe.each(databaseKinds)('the free evaluation on %s', (kind) => {
  let t: TestApp;
  const offline = createOfflineModel();
  const offlineEvaluate: KitModel['evaluate'] = (text, brief, signal) => offline.evaluate(text, brief, signal);
  let evaluate = offlineEvaluate;
  /** Every brief the engine was asked to assess. */
  const assessed: Brief[] = [];
  const offlinePropose: KitModel['proposeBrief'] = (text, options, signal) => offline.proposeBrief(text, options, signal);
  let propose = offlinePropose;
  const model: KitModel = {
    ...offline,
    name: 'offline (test)',
    proposeBrief: (text, options, signal) => propose(text, options, signal),
    evaluate: (text, brief, signal) => {
      assessed.push(brief);
      return evaluate(text, brief, signal);
    },
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: { model, worker: false }, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const post = (cookie: string, body: unknown) => t.app.request('/api/evaluations', authedRequest('POST', body, cookie));
  const state = async (cookie: string) =>
    (await (await t.app.request('/api/evaluations', authedRequest('GET', undefined, cookie))).json()) as EvaluationStateDto;

  it('gives the wizard’s brief for the evaluated idea the evaluation’s name, though the engine names it anew each time', async () => {
    // As a language model does: every reading of the idea invents another name, and says it in the brief's texts.
    let readings = 0;
    propose = async (text, options, signal) => {
      const result = await offlinePropose(text, options, signal);
      if (result.output.kind !== 'brief') return result;
      readings += 1;
      const named = JSON.stringify(result.output.brief).replaceAll(result.output.brief.productName, `Named${readings}`);
      return { ...result, output: { ...result.output, brief: JSON.parse(named) as Brief } };
    };
    try {
      const cookie = await signedInUser(t, `eval-name-${kind}@example.com`);
      // From an address of its own: the other tests' evaluations keep their allowance.
      const own = authedRequest('POST', { idea }, cookie);
      (own.headers as Record<string, string>)['X-Forwarded-For'] = `198.51.100.${kind === 'pglite' ? 71 : 72}`;
      const evaluated = (await (await t.app.request('/api/evaluations', own)).json()) as EvaluationDto;
      expect(evaluated.productName).toBe('Named1');
      expect((await state(cookie)).evaluation?.productName).toBe('Named1');

      const proposeFor = async (text: string) => {
        const response = await t.app.request('/api/briefs', authedRequest('POST', { idea: text }, cookie));
        expect(response.status).toBe(200);
        return ((await response.json()) as { brief: Brief }).brief;
      };
      const same = await proposeFor(`  ${idea}\n`);
      expect(same.productName).toBe('Named1');
      expect(JSON.stringify(same)).not.toContain('Named2');
      expect(JSON.stringify(same)).toContain('Named1');
      // Another idea is named afresh.
      expect((await proposeFor(`${idea} Bakers also sell cupcakes.`)).productName).toBe('Named3');
    } finally {
      propose = offlinePropose;
    }
  });

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

  it('refuses nonsense with the brief’s 422 and its questions, without using up the free evaluation', async () => {
    const cookie = await signedInUser(t, `eval-nonsense-${kind}@example.com`);
    const before = assessed.length;
    for (const nonsense of ['vrelk tamboo zzzt 0042 ?!', 'hmm well maybe something nice']) {
      const refused = await post(cookie, { idea: nonsense });
      expect(refused.status).toBe(422);
      const body = (await refused.json()) as IdeaUnclearDto;
      expect(ideaUnclearDto.parse(body)).toMatchObject({ code: 'IDEA_UNCLEAR', message: expect.stringMatching(/could not tell what to build/) });
      expect(body.questions.length).toBeGreaterThan(0);
    }
    // Nothing was scored, and the account still has its one free evaluation.
    expect(assessed.length).toBe(before);
    expect(await state(cookie)).toEqual({ available: true, evaluation: null });
    const created = await post(cookie, { idea });
    expect(created.status).toBe(201);
    const evaluation = (await created.json()) as EvaluationDto;
    // What was scored is the brief the idea was read into, the one the overview is then written from.
    const brief = assessed.at(-1)!;
    expect(brief.productName).toBe('CakeCorner');
    expect(evaluation.viability.risks.join(' ')).toMatch(/chicken-and-egg/);
    const docs = (await (await t.app.request(`/api/evaluations/${evaluation.id}/documents`, authedRequest('POST', undefined, cookie))).json()) as EvaluationDto;
    expect(docs.overview).toContain('CakeCorner');
    for (const entity of brief.entities) expect(docs.requirements).toContain(entity.name);
  });

  it('gives the evaluation back when the provider times out, with the timeout message', async () => {
    const cookie = await signedInUser(t, `eval-timeout-${kind}@example.com`);
    evaluate = () => Promise.reject(new KitModelError('The AI provider did not answer in time.', 'timeout'));
    const failed = await post(cookie, { idea });
    evaluate = offlineEvaluate;
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ message: 'The request timed out. Please try again later.' });
    expect((await state(cookie)).available).toBe(true);
    expect((await post(cookie, { idea })).status).toBe(201);
  });

  it('never shows a visitor the operator’s setting when the provider refuses the configuration', async () => {
    const cookie = await signedInUser(t, `eval-final-${kind}@example.com`);
    evaluate = () => Promise.reject(new KitModelError('The AI provider refused the API key (401). Check AI_API_KEY.', 'auth'));
    const failed = await post(cookie, { idea });
    evaluate = offlineEvaluate;
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again later.',
    });
    expect((await state(cookie)).available).toBe(true);
  });

  it('refuses word salad made of real words with the same 422, scoring nothing', async () => {
    const cookie = await signedInUser(t, `eval-salad-${kind}@example.com`);
    const before = assessed.length;
    const init = authedRequest('POST', { idea: 'velvet clocks melt over sleeping towns' }, cookie);
    // An address of its own: the other tests' requests count against the shared one.
    (init.headers as Record<string, string>)['X-Forwarded-For'] = '198.51.100.21';
    const refused = await t.app.request('/api/evaluations', init);
    expect(refused.status).toBe(422);
    expect(ideaUnclearDto.parse(await refused.json())).toMatchObject({ code: 'IDEA_UNCLEAR' });
    expect(assessed.length).toBe(before);
  });

  it('evaluates a Russian idea in Russian, as its brief is written', async () => {
    const cookie = await signedInUser(t, `eval-ru-${kind}@example.com`);
    const init = authedRequest('POST', { idea: 'Сервис для частных репетиторов по английскому: репетитор ведёт расписание занятий и домашние задания, ученики оплачивают уроки онлайн.' }, cookie);
    (init.headers as Record<string, string>)['X-Forwarded-For'] = '198.51.100.22';
    const created = await t.app.request('/api/evaluations', init);
    expect(created.status).toBe(201);
    const { viability } = (await created.json()) as EvaluationDto;
    const brief = assessed.at(-1)!;
    expect(brief.language).toBe('ru');
    const names = [brief.productName, ...brief.integrations.map((i) => i.name), ...viability.competition.filter((c) => !/[а-яё]/i.test(c))];
    const text = [viability.verdict, ...viability.strengths, ...viability.risks, viability.targetMarket, ...viability.competition].join('\n');
    expect(letterShares(text, names).cyrillic).toBeGreaterThanOrEqual(0.9);
    expect(viability.strengths).toContainEqual(expect.stringMatching(/^Пользователи названы: репетиторы и ученики/));
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
});

describe('the free evaluation against an AI provider', () => {
  const apiKey = 'sk-test-key';
  const fake = new FakeOpenAI({ responder: kitResponder, apiKey });
  let t: TestApp;
  beforeAll(async () => {
    const baseURL = await fake.start();
    const model = createSdkModel({ provider: 'openai', apiKey, model: 'gpt-4.1-mini', baseURL, timeoutMs: 10_000, maxRetries: 0 });
    t = await createTestApp('pglite', { kit: { model, worker: false } });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  it('asks the provider for the brief first: nonsense is refused without an assessment, a real idea is assessed with its brief', async () => {
    const cookie = await signedInUser(t, 'eval-ai@example.com');
    const post = (idea: string) => t.app.request('/api/evaluations', authedRequest('POST', { idea }, cookie));

    const refused = await post('zorblat quince 4417 ???');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'IDEA_UNCLEAR', questions: expect.any(Array) });
    expect(fake.completions.map((c) => c.schemaName)).toEqual(['kit_brief']);

    expect((await post(idea)).status).toBe(201);
    const call = fake.completions.at(-1)!;
    expect(call.schemaName).toBe('kit_viability');
    expect(String(call.messages.at(-1)?.content)).toMatch(/<brief>\{"language":"en","productName":"CakeCorner"/);
  });
});

/** A request from a browser without an account: optionally the visitor cookie, from one address. */
function visitorRequest(method: string, body: unknown, { cookie, ip, captcha }: { cookie?: string; ip: string; captcha?: string }) {
  const init = authedRequest(method, body, cookie);
  const headers = init.headers as Record<string, string>;
  headers['X-Forwarded-For'] = ip;
  if (captcha) headers['x-captcha-response'] = captcha;
  return init;
}

const visitorCookieOf = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('specforge_visitor='));

describe.each(databaseKinds)('a visitor’s free evaluation on %s', (kind) => {
  let t: TestApp;
  let github: FakeGithub;

  beforeAll(async () => {
    github = new FakeGithub({ clientId: 'Iv1.visitor', clientSecret: 'gh-secret' });
    const { oauthUrl, apiUrl } = await github.start();
    t = await createTestApp(kind, {
      kit: { model: createOfflineModel(), worker: false },
      env: {
        TRUST_PROXY: '1',
        GITHUB_CLIENT_ID: 'Iv1.visitor',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        GITHUB_OAUTH_URL: oauthUrl,
        GITHUB_API_URL: apiUrl,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await github.stop();
  });

  const evaluate = (ip: string, cookie?: string) => t.app.request('/api/evaluations', visitorRequest('POST', { idea }, { ip, cookie }));
  const state = async (cookie: string) =>
    (await (await t.app.request('/api/evaluations', authedRequest('GET', undefined, cookie))).json()) as EvaluationStateDto;

  /** A visitor's first evaluation: its result and the signed cookie that names the visitor. */
  async function visitorEvaluation(ip: string) {
    const response = await evaluate(ip);
    expect(response.status).toBe(201);
    const setCookie = visitorCookieOf(response);
    expect(setCookie).toBeDefined();
    return { evaluation: (await response.json()) as EvaluationDto, setCookie: setCookie!, cookie: cookiesOf(response) };
  }

  it('evaluates an idea without an account, once per visitor, with its overview and PRD', async () => {
    expect(await state('')).toEqual({ available: true, evaluation: null });
    const { evaluation, setCookie, cookie } = await visitorEvaluation('203.0.113.1');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api/i);
    expect(evaluation.viability.strengths.length).toBeGreaterThan(0);
    expect(await state(cookie)).toMatchObject({ available: false, evaluation: { id: evaluation.id, idea } });

    const docs = await t.app.request(`/api/evaluations/${evaluation.id}/documents`, visitorRequest('POST', undefined, { ip: '203.0.113.1', cookie }));
    expect(docs.status).toBe(200);
    expect(((await docs.json()) as EvaluationDto).requirements).toContain('FEAT-001');

    // The same browser, even from another address, has used its one evaluation.
    const second = await evaluate('203.0.113.2', cookie);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ message: 'Your free evaluation is not available or has already been used.' });
  });

  it('refuses a visitor’s nonsense with IDEA_UNCLEAR and leaves the browser its free evaluation', async () => {
    const refused = await t.app.request('/api/evaluations', visitorRequest('POST', { idea: 'qwop fnarg 55213 !!' }, { ip: '203.0.113.50' }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'IDEA_UNCLEAR', questions: expect.arrayContaining([expect.objectContaining({ topic: expect.any(String) })]) });
    const cookie = cookiesOf(refused);
    expect(await state(cookie)).toEqual({ available: true, evaluation: null });
    expect((await evaluate('203.0.113.50', cookie)).status).toBe(201);
  });

  it('does not trust a visitor cookie it did not sign', async () => {
    const { evaluation, cookie } = await visitorEvaluation('203.0.113.3');
    const visitorId = cookie.match(/specforge_visitor=([^.;]+)/)![1]!;
    const forged = `specforge_visitor=${visitorId}.${'A'.repeat(43)}%3D`;
    expect(await state(forged)).toEqual({ available: true, evaluation: null });
    const docs = await t.app.request(`/api/evaluations/${evaluation.id}/documents`, visitorRequest('POST', undefined, { ip: '203.0.113.3', cookie: forged }));
    expect(docs.status).toBe(404);
  });

  it('allows an address a few visitor evaluations a day, however many cookies it drops', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await evaluate('203.0.113.9')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await evaluate('203.0.113.9');
    expect(await refused.json()).toMatchObject({ code: 'EVALUATION_QUOTA', message: 'You have exceeded your evaluation quota.' });
    expect((await evaluate('203.0.113.10')).status).toBe(201);
  });

  it('attaches the evaluation to the account signed up afterwards, which then cannot run another', async () => {
    const { evaluation, cookie } = await visitorEvaluation('203.0.113.20');
    const email = `visitor-signup-${kind}@example.com`;
    // Signed up, confirmed and signed in from the same browser: the sign-in carries the visitor cookie.
    const session = await signedInUserFrom(email, cookie);
    const account = await state(session);
    expect(account).toMatchObject({ available: false, evaluation: { id: evaluation.id, idea } });

    const another = await t.app.request('/api/evaluations', authedRequest('POST', { idea: 'A second idea for free' }, session));
    expect(another.status).toBe(409);
    expect(await another.json()).toMatchObject({ message: 'Your free evaluation is not available or has already been used.' });
    // The account's evaluation is no longer the signed-out browser's to read or to repeat.
    expect(await state(cookie)).toEqual({ available: false, evaluation: null });
    expect((await evaluate('203.0.113.21', cookie)).status).toBe(409);
  });

  it('attaches it at a GitHub sign-up too', async () => {
    const { evaluation, cookie } = await visitorEvaluation('203.0.113.30');
    github.setUser(fakeGithubUser({ id: 7001, login: `visitor-octo-${kind}` }));
    const start = await t.app.request(
      '/api/auth/sign-in/social',
      authedRequest('POST', { provider: 'github', callbackURL: '/dashboard', errorCallbackURL: '/auth/login' }, cookie),
    );
    expect(start.status).toBe(200);
    const authorize = await fetch(((await start.json()) as { url: string }).url, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    const signedUp = await t.app.request(callback.pathname + callback.search, {
      headers: { Cookie: `${cookiesOf(start)}; ${cookie}` },
      redirect: 'manual',
    });
    expect(signedUp.status).toBe(302);
    expect(await state(cookiesOf(signedUp))).toMatchObject({ available: false, evaluation: { id: evaluation.id } });
  });

  it('leaves an account’s own evaluation in place when a visitor evaluation signs in to it', async () => {
    const email = `visitor-has-own-${kind}@example.com`;
    const own = await signedInUser(t, email);
    const mine = (await (await t.app.request('/api/evaluations', authedRequest('POST', { idea }, own))).json()) as EvaluationDto;
    const { cookie } = await visitorEvaluation('203.0.113.40');
    const session = cookiesOf(await signInFrom(email, cookie));
    expect((await state(session)).evaluation?.id).toBe(mine.id);
  });

  async function signInFrom(email: string, visitorCookie: string): Promise<Response> {
    const response = await t.app.request('/api/auth/sign-in/email', {
      ...authedRequest('POST', { email, password: STRONG_PASSWORD }, visitorCookie),
    });
    expect(response.status).toBe(200);
    return response;
  }

  async function signedInUserFrom(email: string, visitorCookie: string): Promise<string> {
    // Sign-up and the emailed confirmation are what signedInUser does; the sign-in is this browser's.
    await signedInUser(t, email);
    await t.app.request('/api/auth/sign-out', authedRequest('POST', {}, undefined));
    return cookiesOf(await signInFrom(email, visitorCookie));
  }
});

describe('a visitor’s free evaluation with captcha on', () => {
  const fake = new FakeCaptcha('captcha-secret');
  let t: TestApp;
  beforeAll(async () => {
    const { verifyUrl, scriptUrl } = await fake.start();
    t = await createTestApp('pglite', {
      kit: { model: createOfflineModel(), worker: false },
      env: {
        TRUST_PROXY: '1',
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: 'site-key',
        CAPTCHA_SECRET_KEY: 'captcha-secret',
        CAPTCHA_VERIFY_URL: verifyUrl,
        CAPTCHA_SCRIPT_URL: scriptUrl,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const evaluate = (ip: string, captcha?: string) => t.app.request('/api/evaluations', visitorRequest('POST', { idea }, { ip, captcha }));

  it('requires a solved captcha from visitors, without spending the address’s allowance on refusals', async () => {
    for (let i = 0; i < 4; i += 1) {
      const missing = await evaluate('198.51.100.50');
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ code: 'MISSING_RESPONSE', message: 'Please complete the CAPTCHA verification.' });
    }
    const rejected = await evaluate('198.51.100.50', 'tok-made-up');
    expect(rejected.status).toBe(403);
    expect(await rejected.json()).toEqual({ code: 'VERIFICATION_FAILED', message: 'CAPTCHA verification failed. Please try again.' });

    const token = fake.issue();
    expect((await evaluate('198.51.100.50', token)).status).toBe(201);
    expect(fake.verifications.at(-1)).toMatchObject({ secret: 'captcha-secret', response: token, success: true });
  });

  it('asks no captcha of a signed-in account', async () => {
    const cookie = await signedInUserWithCaptcha();
    expect((await t.app.request('/api/evaluations', authedRequest('POST', { idea }, cookie))).status).toBe(201);
  });

  async function signedInUserWithCaptcha(): Promise<string> {
    const email = 'captcha-account@example.com';
    const withToken = (body: unknown) => {
      const init = authedRequest('POST', body);
      (init.headers as Record<string, string>)['x-captcha-response'] = fake.issue();
      return init;
    };
    expect((await t.app.request('/api/auth/sign-up/email', withToken({ email, password: STRONG_PASSWORD, name: 'cap' }))).status).toBe(200);
    const link = await linkFromEmail(t, email, /confirm/i, /verify-email/);
    await follow(t, link);
    const signedIn = await t.app.request('/api/auth/sign-in/email', withToken({ email, password: STRONG_PASSWORD }));
    expect(signedIn.status).toBe(200);
    return cookiesOf(signedIn);
  }
});
