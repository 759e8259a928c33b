/**
 * The kit pipeline (DESIGN §10):
 * 1. Graph efficiency: kits ordered one at a time on the embedded database, the worker in this
 *    process, a simulated provider of fixed latency per step. Prints kit time ÷ the graph's
 *    critical path (goal ≤ 1.15) and ÷ the sum of the steps (what a sequential pipeline would take).
 * 2. The offline engine: time to compose a whole kit (goal ≤ 1 s), over varied ideas.
 * 3. Scale: 200 kits queued at once on PostgreSQL, run by one and then two `npm run worker`
 *    processes against a local OpenAI-compatible stand-in of fixed latency. None may be lost; two
 *    workers should finish ≥ 1.7× faster.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { FakeOpenAI } from '../tests/fakes/openai-server';
import { kitResponder } from '../tests/fakes/openai-kit-responder';
import type { KitModel } from '../src/server/ai/kit-model';
import { composeKit, createOfflineModel } from '../src/server/ai/offline/offline-model';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { profiles, user } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { startKitRuntime, type KitRuntime } from '../src/server/jobs/kit-runtime';
import { criticalPath } from '../src/server/kit/kit-graph';
import { createLogger } from '../src/server/logger';
import { applyCreditChange } from '../src/server/modules/credits/credits.service';
import { createProfile } from '../src/server/modules/me/profiles.repo';
import { createProject } from '../src/server/modules/projects/projects.service';
import { kitStepNames } from '../src/shared/schemas/kit';
import type { BenchResult } from './lib/bench';
import { repoRoot } from './lib/servers';
import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';

const STEP_LATENCY_MS = 250;
const SEQUENTIAL_KITS = 4;
const SCALE_KITS = 200;
const SCALE_LATENCY_MS = 40;
const WORKER_CONCURRENCY = 8;

const ideas = [
  'A booking app called PawWalk where dog owners book vetted local walkers and get GPS walk reports.',
  'A SaaS dashboard for small agencies to track client retainers, hours and invoices.',
  'A browser extension that summarises long articles and saves highlights to Notion.',
  'A static portfolio site for a wedding photographer with a gallery and a contact form.',
  'A marketplace where home cooks sell weekly meal boxes to busy neighbours.',
  'A habit tracker mobile app with streaks, reminders and a weekly reflection journal.',
  'An internal tool for a warehouse to log incoming pallets and print barcode labels.',
  'An AI assistant that drafts replies to customer support emails from a help-centre.',
];

async function account(database: Database, credits: number): Promise<string> {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: 'Bench', email: `${id}@bench.local`, emailVerified: true });
  await createProfile(database.db, id);
  await database.db.update(profiles).set({ subscriptionPlan: 'GROWTH' }).where(eq(profiles.id, id));
  await applyCreditChange(database.db, { userId: id, delta: credits, reason: 'admin', idempotencyKey: `bench:${id}` });
  return id;
}

function delayed(base: KitModel, ms: number): KitModel {
  const sleep = () => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    name: `simulated(${ms} ms/step)`,
    generateStep: (async (step, context, signal) => {
      await sleep();
      return base.generateStep(step, context, signal);
    }) as KitModel['generateStep'],
    evaluate: async (idea, signal) => {
      await sleep();
      return base.evaluate(idea, signal);
    },
  };
}

async function waitForStatus(database: Database, ids: string[], timeoutMs: number): Promise<Map<string, string>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await database.query<{ id: string; status: string }>('select id, status from projects where id = any($1)', [ids]);
    const statuses = new Map(rows.map((r) => [r.id, r.status]));
    const finished = rows.filter((r) => r.status === 'ready' || r.status === 'failed').length;
    if (finished === ids.length || Date.now() > deadline) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function graphEfficiency() {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', KIT_CONCURRENCY: String(WORKER_CONCURRENCY) });
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const runtime = await startKitRuntime({
    database,
    env,
    logger: createLogger(env),
    worker: true,
    model: delayed(createOfflineModel(), STEP_LATENCY_MS),
  });
  try {
    const owner = await account(database, SEQUENTIAL_KITS + 1);
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL_KITS; i += 1) {
      const started = performance.now();
      const project = await createProject(runtime.deps, owner, { idea: ideas[i % ideas.length]!, options: {} });
      const statuses = await waitForStatus(database, [project.id], 60_000);
      if (statuses.get(project.id) !== 'ready') throw new Error(`kit ${project.id} ended ${statuses.get(project.id)}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const critical = criticalPath(() => STEP_LATENCY_MS);
    const sum = kitStepNames.length * STEP_LATENCY_MS;
    return { median, critical, sum };
  } finally {
    await runtime.stop();
    await database.close();
  }
}

function offlineEngine() {
  // Warm up (the first parse loads compromise's lexicon), then time distinct ideas.
  composeKit('A warm-up idea for a todo list app', {});
  const rounds = 25;
  const started = performance.now();
  let kits = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const idea of ideas) {
      composeKit(`${idea} Round ${round}.`, {});
      kits += 1;
    }
  }
  return (performance.now() - started) / kits;
}

function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function scaleRun(workers: number, fake: string): Promise<{ seconds: number; lost: number }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `specforge_bench_${process.pid}_${workers}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString() });
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  let runtime: KitRuntime | undefined;
  const children: ChildProcess[] = [];
  try {
    await migrateDatabase(database);
    runtime = await startKitRuntime({ database, env, logger: createLogger(env), worker: false });
    const owner = await account(database, SCALE_KITS);
    const ids: string[] = [];
    for (let i = 0; i < SCALE_KITS; i += 1) {
      ids.push((await createProject(runtime.deps, owner, { idea: `${ideas[i % ideas.length]!} (#${i})`, options: {} })).id);
    }
    for (let i = 0; i < workers; i += 1) {
      children.push(
        startWorker({
          NODE_ENV: 'production',
          ALLOW_EMBEDDED_IN_PRODUCTION: '1',
          AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
          LOG_LEVEL: 'warn',
          DATABASE_URL: url.toString(),
          AI_PROVIDER: 'openai-compatible',
          AI_BASE_URL: fake,
          AI_MODEL: 'simulated',
          KIT_CONCURRENCY: String(WORKER_CONCURRENCY),
        }),
      );
    }
    const statuses = await waitForStatus(database, ids, 10 * 60_000);
    const lost = ids.filter((id) => statuses.get(id) !== 'ready').length;
    // From the first step's start to the last step's end: worker start-up is not the pipeline's.
    const [span] = await database.query<{ seconds: number }>(
      `select extract(epoch from max(finished_at) - min(started_at))::float as seconds from kit_steps`,
    );
    return { seconds: span!.seconds, lost };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
    await runtime?.stop();
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export default async function run(): Promise<BenchResult> {
  console.log(`  graph: ${SEQUENTIAL_KITS} kits, ${STEP_LATENCY_MS} ms per step, embedded database…`);
  const graph = await graphEfficiency();
  const perKitMs = offlineEngine();
  console.log(`  offline engine: ${perKitMs.toFixed(1)} ms per kit`);

  const fake = new FakeOpenAI({ latencyMs: SCALE_LATENCY_MS, responder: kitResponder });
  const baseUrl = await fake.start();
  let one: { seconds: number; lost: number };
  let two: { seconds: number; lost: number };
  try {
    console.log(`  scale: ${SCALE_KITS} kits, 1 worker process (${WORKER_CONCURRENCY} steps at a time, ${SCALE_LATENCY_MS} ms per call)…`);
    one = await scaleRun(1, baseUrl);
    console.log(`    ${one.seconds.toFixed(1)} s, ${one.lost} lost`);
    console.log(`  scale: ${SCALE_KITS} kits, 2 worker processes…`);
    two = await scaleRun(2, baseUrl);
    console.log(`    ${two.seconds.toFixed(1)} s, ${two.lost} lost`);
  } finally {
    await fake.stop();
  }

  const criticalRatio = graph.median / graph.critical;
  const sumRatio = graph.median / graph.sum;
  const speedup = one.seconds / two.seconds;
  return {
    name: 'kit',
    summary:
      `kit: ${(graph.median / 1000).toFixed(2)} s per kit = ${criticalRatio.toFixed(2)}× critical path (goal ≤ 1.15), ` +
      `${sumRatio.toFixed(2)}× sum of steps; offline ${perKitMs.toFixed(1)} ms/kit (goal ≤ 1000); ` +
      `${SCALE_KITS} kits: ${one.seconds.toFixed(1)} s with 1 worker, ${two.seconds.toFixed(1)} s with 2 = ${speedup.toFixed(2)}× (goal ≥ 1.7), ` +
      `lost ${one.lost + two.lost} (goal 0)`,
    metrics: {
      kitMedianMs: Math.round(graph.median),
      criticalPathMs: graph.critical,
      sumOfStepsMs: graph.sum,
      kitOverCriticalPath: Number(criticalRatio.toFixed(3)),
      kitOverSumOfSteps: Number(sumRatio.toFixed(3)),
      offlineMsPerKit: Number(perKitMs.toFixed(2)),
      oneWorkerSeconds: Number(one.seconds.toFixed(2)),
      twoWorkersSeconds: Number(two.seconds.toFixed(2)),
      twoWorkerSpeedup: Number(speedup.toFixed(3)),
      kitsLost: one.lost + two.lost,
    },
  };
}
