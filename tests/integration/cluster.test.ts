import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { PROJECT_EVENT, type ProjectDto } from '../../src/shared/schemas/projects';
import { createEventStreamParser } from '../../src/shared/event-stream';
import { kitResponder } from '../fakes/openai-kit-responder';
import { FakeOpenAI } from '../fakes/openai-server';
import { FakeStripe } from '../fakes/stripe-server';
import { authedRequest, cookiesOf, follow, mailbox, signIn, signUp } from '../support/auth-helpers';
import { openCheckout } from '../support/billing-helpers';
import { balanceOf, expectChargedOnceAndStoredOnce, ledgerOf, orderKit, userWithCredits, type TestUser } from '../support/kit-helpers';
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres';
import { freePort, runTs, waitForOk, waitForOutput, type RunningProcess } from '../support/processes';
import { TEST_APP_URL, type AppClient } from '../support/test-app';

/**
 * Specforge as deployed at scale: two web processes and two kit workers on loopback, on one
 * PostgreSQL, under the faults a deployment meets (ADR 0008 for the queue). The server is the test's
 * own (a restart must not disturb the other suites on the machine's server); the suite runs with the
 * other PostgreSQL suites, when TEST_DATABASE_URL is set. Every process writes through the OpenAI
 * stand-in with its own API key, so the stand-in's log tells which process made which call and
 * whether a call was still in flight.
 */
const AUTH_SECRET = 'cluster-secret-cluster-secret-cluster-0123';
const STRIPE_KEY = 'sk_test_cluster';
const STRIPE_WEBHOOK_SECRET = 'whsec_test_cluster';
const builder = { priceId: 'bundle_builder', tierName: 'Builder Bundle', tierType: 'one-time' };

/** A clear idea for a product of this name: each case's model calls are told apart by it. */
const ideaFor = (name: string) =>
  `A booking app called ${name} where dog owners book vetted local walkers, pay in the app and get GPS walk reports.`;

interface ClusterProcess extends RunningProcess {
  /** Also the API key it sends to the AI stand-in. */
  name: string;
}

interface WebProcess extends ClusterProcess {
  base: string;
  /** The request helpers' view of this process: requests over HTTP, the shared database. */
  client: AppClient;
}

describe.runIf(process.env.TEST_DATABASE_URL)('two web processes and two workers on one PostgreSQL', () => {
  const fake = new FakeOpenAI({ latencyMs: 150, responder: kitResponder });
  const stripe = new FakeStripe({ webhookSecret: STRIPE_WEBHOOK_SECRET, apiKey: STRIPE_KEY });
  const started: ClusterProcess[] = [];
  let postgres: PrivatePostgres | undefined;
  let database: Database | undefined;
  let dataDir: string;
  let sharedEnv: Record<string, string>;
  let a: WebProcess;
  let b: WebProcess;
  /** The workers running now. */
  let workers: ClusterProcess[] = [];

  function startProcess(name: string, entry: string, env: Record<string, string>): ClusterProcess {
    const running = { ...runTs(entry, { ...sharedEnv, AI_API_KEY: name, ...env }), name };
    started.push(running);
    return running;
  }

  async function startWeb(name: string): Promise<WebProcess> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const web = startProcess(name, 'src/server/main.ts', { HOST: '127.0.0.1', PORT: String(port), WORKER_IN_WEB: '0' });
    await waitForOk(`${base}/api/health`, web);
    return { ...web, base, client: { app: { request: (input, init) => fetch(base + input, init) }, database: database! } };
  }

  async function startWorker(name: string): Promise<ClusterProcess> {
    // At info level, for its "worker ready" line.
    const worker = startProcess(name, 'src/server/worker.ts', { LOG_LEVEL: 'info', KIT_CONCURRENCY: '4' });
    await waitForOutput(worker, 'worker ready');
    return worker;
  }

  /** What every process wrote, for a failure's message. */
  const outputs = () =>
    [...started.map((p) => `--- ${p.name}:\n${p.output().slice(-4000)}`), `--- postgres:\n${postgres?.log().slice(-2000)}`].join('\n');

  async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${outputs()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The project as `web` answers it; undefined while it cannot answer (a database restart). */
  async function projectOn(web: WebProcess, user: TestUser, id: string): Promise<ProjectDto | undefined> {
    const response = await fetch(`${web.base}/api/projects/${id}`, { headers: { Cookie: user.cookie } }).catch(() => undefined);
    return response?.ok ? ((await response.json()) as ProjectDto) : undefined;
  }

  const finished = (web: WebProcess, user: TestUser, id: string) =>
    until(`kit ${id} to finish`, async () => {
      const project = await projectOn(web, user, id);
      return project && (project.status === 'ready' || project.status === 'failed') ? project : undefined;
    }, 90_000);

  async function order(web: WebProcess, user: TestUser, name: string): Promise<string> {
    const response = await orderKit(web.client, user, ideaFor(name));
    expect(response.status).toBe(201);
    return ((await response.json()) as ProjectDto).id;
  }

  /** The AI calls `processName` made for the kit of `name`. */
  const callsOf = (processName: string, name: string) =>
    fake.completions.filter((r) => r.apiKey === processName && JSON.stringify(r.messages).includes(name));

  /** A worker waiting for the stand-in's answer to a step of the kit of `name`, and that call. */
  const workerWriting = (name: string) =>
    until(`a worker to be writing a step of ${name}`, () => {
      for (const worker of workers) {
        const call = callsOf(worker.name, name).find((r) => r.status === undefined);
        if (call) return { worker, call };
      }
      return undefined;
    });

  /**
   * Follows a project's event stream on `web` as a browser's EventSource does: a stream that ends
   * (its process stopped, its database went away) is opened again. Resolves with every project
   * event once `done` holds for one, and how many streams were opened.
   */
  async function followEvents(web: WebProcess, user: TestUser, id: string, done: (p: ProjectDto) => boolean) {
    const events: ProjectDto[] = [];
    const deadline = Date.now() + 90_000;
    let streams = 0;
    while (Date.now() < deadline) {
      const response = await fetch(`${web.base}/api/projects/${id}/events`, { headers: { Cookie: user.cookie } }).catch(() => undefined);
      if (response?.ok) {
        streams += 1;
        const parser = createEventStreamParser();
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done: ended } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
          if (ended) break;
          for (const event of parser.push(value)) {
            if (event.event !== PROJECT_EVENT) continue;
            const project = JSON.parse(event.data) as ProjectDto;
            events.push(project);
            if (done(project)) {
              await reader.cancel();
              return { events, streams };
            }
          }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the events of ${id} never reached the end: ${JSON.stringify(events.at(-1)?.progress)}\n${outputs()}`);
  }

  beforeAll(async () => {
    const [aiUrl, stripeApi] = await Promise.all([fake.start(), stripe.start()]);
    postgres = await startPrivatePostgres();
    database = await openDatabase({ kind: 'postgres', url: postgres.url, max: 3 });
    dataDir = mkdtempSync(path.join(tmpdir(), 'specforge-cluster-'));
    sharedEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      APP_URL: TEST_APP_URL,
      AUTH_SECRET,
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      // Requests name their client in X-Forwarded-For, as behind a proxy.
      TRUST_PROXY: '1',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: aiUrl,
      AI_MODEL: 'fake-kit-model',
      AI_MAX_RETRIES: '0',
      // Steps expire after the default 10 minutes: those of a dead worker are noticed by their
      // leases instead, which its heartbeat stopped renewing (ADR 0038; 15 s on the defaults).
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `${stripeApi.protocol}://${stripeApi.host}:${stripeApi.port}`,
    };
    // The first process migrates the empty database; the others start on the migrated one.
    a = await startWeb('web-a');
    [b, ...workers] = await Promise.all([startWeb('web-b'), startWorker('worker-1'), startWorker('worker-2')]);
  });

  afterAll(async () => {
    for (const p of started) p.child.kill('SIGKILL');
    await Promise.all(started.map((p) => p.exited));
    await database?.close().catch(() => undefined);
    await postgres?.destroy();
    await Promise.all([fake.stop(), stripe.stop()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams on web B the progress of a kit ordered through web A', async () => {
    const user = await userWithCredits(a.client, 'streamed@example.com');
    const id = await order(a, user, 'StreamWalk');
    const { events, streams } = await followEvents(b, user, id, (p) => p.status === 'ready' || p.status === 'failed');
    expect(streams).toBe(1);
    expect(events.at(-1)!.status).toBe('ready');
    // Step by step, as each worker's NOTIFY reached web B: never backwards.
    const done = events.map((p) => p.progress.done);
    expect(done).toEqual([...done].sort((x, y) => x - y));
    expect(new Set(done).size).toBeGreaterThan(3);
  });

  it('keeps sessions, the free evaluation and rate limits across the web processes', async () => {
    const email = 'both-processes@example.com';
    expect((await signUp(a.client, email)).status).toBe(200);
    // The verification email sent by A is in the outbox B reads.
    const link = (await mailbox(b.client, email))[0]!.links.find((l) => l.includes('verify-email'))!;
    expect((await follow(b.client, link)).status).toBe(302);
    const signedIn = await signIn(a.client, email);
    expect(signedIn.status).toBe(200);
    const cookie = cookiesOf(signedIn);
    const me = await fetch(`${b.base}/api/me`, authedRequest('GET', undefined, cookie));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email } });

    const evaluate = (web: WebProcess, address: string, cookieHeader?: string) => {
      const init = authedRequest('POST', { idea: ideaFor('EvalWalk') }, cookieHeader);
      (init.headers as Record<string, string>)['X-Forwarded-For'] = address;
      return fetch(`${web.base}/api/evaluations`, init);
    };
    const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

    // An account's free evaluation, used on B, is refused on A.
    expect((await evaluate(b, '198.51.100.1', cookie)).status).toBe(201);
    const again = await evaluate(a, '198.51.100.1', cookie);
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('EVALUATION_USED');

    // A visitor's, used on A, is refused on B.
    const office = '198.51.100.2';
    const first = await evaluate(a, office);
    expect(first.status).toBe(201);
    const visitor = cookiesOf(first);
    const refused = await evaluate(b, office, visitor);
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('EVALUATION_USED');

    // The address's daily allowance of visitor evaluations (3) is spent alternating A and B.
    expect((await evaluate(b, office)).status).toBe(201);
    expect((await evaluate(a, office)).status).toBe(201);
    const overQuota = await evaluate(b, office);
    expect(overQuota.status).toBe(429);
    expect(await codeOf(overQuota)).toBe('EVALUATION_QUOTA');

    // Signed out on B, the session is gone on A too.
    expect((await fetch(`${b.base}/api/auth/sign-out`, authedRequest('POST', {}, cookie))).status).toBe(200);
    expect((await fetch(`${a.base}/api/me`, authedRequest('GET', undefined, cookie))).status).toBe(401);
  });

  it('grants credits once when one Stripe event arrives 5 times at each web process at once', async () => {
    const user = await userWithCredits(a.client, 'webhook-buyer@example.com', { plan: 'FREE', credits: 0 });
    const opened = await openCheckout(a.client, user, builder);
    const session = stripe.pay(opened.sessionId);
    const event = stripe.event('checkout.session.completed', session);
    const deliveries = await Promise.all(
      [a, b, a, b, a, b, a, b, a, b].map((web) => stripe.deliver(`${web.base}/api/webhooks/stripe`, event)),
    );
    expect(deliveries.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await balanceOf(a.client, user.id)).toBe(3);
    expect((await ledgerOf(a.client, user.id)).filter((e) => e.reason === 'purchase')).toHaveLength(1);
  });

  it('finishes the kits across a PostgreSQL restart: every process reconnects', async () => {
    const first = await userWithCredits(a.client, 'restart-a@example.com', { credits: 2 });
    const second = await userWithCredits(b.client, 'restart-b@example.com', { credits: 2 });
    const firstId = await order(a, first, 'RestartWalk');
    const secondId = await order(b, second, 'ReconnectWalk');
    const streamed = followEvents(b, first, firstId, (p) => p.status === 'ready' || p.status === 'failed');
    await until('both kits to be under way', async () => {
      const [x, y] = await Promise.all([projectOn(a, first, firstId), projectOn(a, second, secondId)]);
      return (x?.progress.done ?? 0) >= 2 && (y?.progress.done ?? 0) >= 2;
    });

    await postgres!.restart({ downMs: 2_000 });

    for (const [user, id] of [[first, firstId], [second, secondId]] as const) {
      expect((await finished(a, user, id)).status).toBe('ready');
      await expectChargedOnceAndStoredOnce(database!, user.id, id);
    }
    // B's stream went on (reopened if the restart cut it) to the end.
    expect((await streamed).events.at(-1)!.status).toBe('ready');
    for (const p of started) expect(p.child.exitCode, `${p.name} exited\n${outputs()}`).toBeNull();
    for (const web of [a, b]) expect((await fetch(`${web.base}/api/health`)).status).toBe(200);
    // Every process listens for notifications again, on a new connection.
    const listening = await until('every process to listen again', async () => {
      const rows = await database!.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
      );
      return rows.length >= started.length ? rows : undefined;
    });
    expect(listening).toHaveLength(started.length);
  });

  it('finishes a kit on the other worker when one is killed mid-step, charging once', async () => {
    // Slow enough that the kill lands before the stand-in answers the step.
    fake.latencyMs = 1_000;
    const user = await userWithCredits(a.client, 'killed-worker@example.com', { credits: 2 });
    const id = await order(a, user, 'KillWalk');
    const { call: lost, worker: killed } = await workerWriting('KillWalk');
    const survivor = workers.find((w) => w !== killed)!;
    killed.child.kill('SIGKILL');
    await killed.exited;
    workers = [survivor];

    expect((await finished(b, user, id)).status).toBe('ready');
    await expectChargedOnceAndStoredOnce(database!, user.id, id);
    // The step the killed worker was writing was written again by the other one.
    expect(lost.status).toBeUndefined();
    expect(callsOf(survivor.name, 'KillWalk').some((r) => r.schemaName === lost.schemaName && r.status === 200)).toBe(true);
  });

  it('drains on SIGTERM: the request and the step in flight finish, nothing is lost', async () => {
    // Fast enough that the evaluation's two calls end well within the seconds a stopping server gives.
    fake.latencyMs = 600;
    workers.push(await startWorker('worker-3'));
    const user = await userWithCredits(b.client, 'drained@example.com', { credits: 2 });
    const id = await order(b, user, 'DrainWalk');
    const { call: step, worker: stopped } = await workerWriting('DrainWalk');
    const other = workers.find((w) => w !== stopped)!;

    // A visitor's evaluation on A, waiting for its first AI call as A is told to stop.
    const init = authedRequest('POST', { idea: ideaFor('LateWalk') });
    (init.headers as Record<string, string>)['X-Forwarded-For'] = '198.51.100.3';
    const evaluation = fetch(`${a.base}/api/evaluations`, init);
    await until('web A to be evaluating', () => callsOf(a.name, 'LateWalk').find((r) => r.status === undefined));

    stopped.child.kill('SIGTERM');
    a.child.kill('SIGTERM');
    expect((await evaluation).status).toBe(201);
    expect(await a.exited).toBe(0);
    expect(await stopped.exited).toBe(0);
    // The stopping worker waited for its step's answer.
    expect(step.status).toBe(200);

    expect((await finished(b, user, id)).status).toBe('ready');
    await expectChargedOnceAndStoredOnce(database!, user.id, id);
    // Its step was stored by it, not handed over and written again; the other worker did the rest.
    const steps = fake.completions.filter((r) => r.apiKey !== b.name && JSON.stringify(r.messages).includes('DrainWalk'));
    expect(steps.filter((r) => r.schemaName === step.schemaName)).toHaveLength(1);
    expect(callsOf(other.name, 'DrainWalk').some((r) => r.status === 200)).toBe(true);
  });

  it('resumes at once the steps of workers killed mid-kit and restarted: the kit is ready within a minute, charged once', async () => {
    fake.latencyMs = 1_000;
    const user = await userWithCredits(b.client, 'killed-mid-kit@example.com', { credits: 2 });
    const id = await order(b, user, 'RestartedWalk');
    const midway = await until('the kit to be mid-way, steps running', async () => {
      const project = await projectOn(b, user, id);
      return project && project.progress.done >= 2 && project.steps.some((s) => s.status === 'running') ? project : undefined;
    });
    // Every worker dies at once, the steps it was writing left running, and one is started again.
    const live = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    for (const worker of live) worker.child.kill('SIGKILL');
    await Promise.all(live.map((worker) => worker.exited));
    const restarting = startWorker('worker-4');

    // Not the ten minutes of the steps' expiry: the new worker takes them back by their leases.
    const ready = await until('the kit to be ready after the restart', async () => {
      const project = await projectOn(b, user, id);
      return project && (project.status === 'ready' || project.status === 'failed') ? project : undefined;
    }, 60_000);
    workers = [await restarting];
    expect(midway.status).toBe('generating');
    expect(ready.status).toBe('ready');
    await expectChargedOnceAndStoredOnce(database!, user.id, id);
  });
});
