/**
 * The kit pipeline against its budgets:
 * 1. Graph efficiency: kits ordered one at a time on the embedded database, the worker in this
 *    process, a simulated provider of fixed latency per step (after a warm-up kit). Prints kit time ÷ the graph's
 *    critical path (goal ≤ 1.15) and ÷ the sum of the steps (what a sequential pipeline would take).
 * 2. The offline engine: time to compose a whole kit (goal ≤ 1 s), over varied ideas.
 * 3. Scale: 200 kits queued at once on PostgreSQL, run by one, two and then four `npm run worker`
 *    processes against a local OpenAI-compatible stand-in of fixed latency; prints kits per minute
 *    side by side. None may be lost; two workers should finish ≥ 1.7× faster. (Four share this
 *    machine's cores with PostgreSQL and the stand-in: past two, the figure shows the CPU's limit.)
 */
import pg from 'pg';
import { FakeOpenAI, type FakeOpenAIResponder } from '../tests/fakes/openai-server';
import { kitResponder } from '../tests/fakes/openai-kit-responder';
import { composeKit } from '../src/server/ai/offline/offline-model';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { parseEnv, type Env } from '../src/server/env';
import { startKitRuntime, type KitRuntime } from '../src/server/jobs/kit-runtime';
import { criticalPath } from '../src/server/kit/kit-graph';
import { channels } from '../src/server/jobs/notifications';
import { createLogger } from '../src/server/logger';
import { createProject } from '../src/server/modules/projects/projects.service';
import { isModelStep, kitStepNames, type KitStep } from '../src/shared/schemas/kit';
import { benchAccount } from './lib/accounts';
import type { BenchResult } from './lib/bench';
import { simulatedModel } from './lib/simulated-model';
import { repoRoot } from './lib/servers';
import { spawn, type ChildProcess } from 'node:child_process';

const STEP_LATENCY_MS = 250;
const SEQUENTIAL_KITS = 4;
const SCALE_KITS = 200;
// Still far below a real model's seconds per step, but enough that the run measures how the queue
// scales with workers rather than this 2-core machine's CPU, which the workers share with
// PostgreSQL, the stand-in and this process.
const SCALE_LATENCY_MS = 250;
const WORKER_CONCURRENCY = 8;
const SCALE_WORKERS = [1, 2, 4] as const;

const kitsPerMinute = (seconds: number) => (SCALE_KITS / seconds) * 60;

const ideas = [
  'A booking app called PawWalk where dog owners book vetted local walkers and get GPS walk reports.',
  'A SaaS dashboard for small agencies to track client retainers, hours and invoices.',
  'A browser extension that condenses lengthy articles and keeps highlights in Notion.',
  'A static portfolio site for a wedding photographer with a gallery and a contact form.',
  'A marketplace where home cooks sell weekly meal boxes to busy neighbours.',
  'A habit tracker mobile app with streaks, reminders and a weekly reflection journal.',
  'An internal tool for a warehouse to log incoming pallets and print barcode labels.',
  'An AI assistant that drafts replies to customer support emails from a help-centre.',
];

/**
 * The stand-in's answers for the scale run, composed once per step and idea (the ideas differ only
 * in their `(#n)` suffix): the run measures our workers, not the stand-in's engine, which shares
 * the machine's two cores with them.
 */
function cachedKitResponder(): FakeOpenAIResponder {
  const cache = new Map<string, Promise<unknown>>();
  return (request) => {
    const key = JSON.stringify([request.schemaName, request.messages]).replace(/ \(#\d+\)/g, '');
    let answer = cache.get(key);
    if (!answer) {
      answer = Promise.resolve(kitResponder(request));
      cache.set(key, answer);
    }
    return answer;
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

/** The project's final status, read when its progress is published (no polling in the way). */
function settled(database: Database, runtime: KitRuntime, projectId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`kit ${projectId} did not finish`)), 60_000);
    const check = async () => {
      const [row] = await database.query<{ status: string }>('select status from projects where id = $1', [projectId]);
      if (row?.status === 'ready' || row?.status === 'failed') {
        clearTimeout(timer);
        stop();
        resolve(row.status);
      }
    };
    const stop = runtime.notifications.on(channels.progress, (id) => void (id === projectId && check()));
    void check();
  });
}

/**
 * Kits ordered one at a time, the worker in this process, the simulated provider: median kit time,
 * and how many kits the repair round wrote again (it is always on; a kit is ready only once checked).
 */
async function graphEfficiency(database: Database, env: Env) {
  await migrateDatabase(database);
  const runtime = await startKitRuntime({
    database,
    env,
    logger: createLogger(env),
    worker: true,
    model: simulatedModel(STEP_LATENCY_MS, ideas.slice(0, SEQUENTIAL_KITS + 1)),
  });
  try {
    const owner = await benchAccount(database, SEQUENTIAL_KITS + 1);
    const times: number[] = [];
    // Kit 0 warms up (JIT, first queries) and is not counted.
    for (let i = 0; i <= SEQUENTIAL_KITS; i += 1) {
      const started = performance.now();
      const project = await createProject(runtime.deps, owner, { idea: ideas[i % ideas.length]!, options: {} });
      const status = await settled(database, runtime, project.id);
      if (status !== 'ready') throw new Error(`kit ${project.id} ended ${status}`);
      if (i > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const [counts] = await database.query<{ unchecked: number; repaired: number }>(
      `select count(*) filter (where kit_check is null)::int as unchecked, count(kit_repair)::int as repaired from projects`,
    );
    if (counts!.unchecked > 0) throw new Error(`${counts!.unchecked} kits became ready without their check`);
    return { ms: times[Math.floor(times.length / 2)]!, repaired: counts!.repaired };
  } finally {
    await runtime.stop();
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

/** A fresh PostgreSQL database for `use`, dropped afterwards. */
async function withPostgres<T>(label: string, use: (database: Database, url: string, env: Env) => Promise<T>): Promise<T> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `specforge_bench_${process.pid}_${label}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), KIT_CONCURRENCY: String(WORKER_CONCURRENCY) });
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    return await use(database, url.toString(), env);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function withPglite<T>(use: (database: Database, env: Env) => Promise<T>): Promise<T> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', KIT_CONCURRENCY: String(WORKER_CONCURRENCY) });
  const database = await openDatabase({ kind: 'pglite' });
  try {
    return await use(database, env);
  } finally {
    await database.close();
  }
}

function scaleRun(workers: number, fake: string): Promise<{ seconds: number; lost: number }> {
  return withPostgres(`scale${workers}`, async (database, url, env) => {
    let runtime: KitRuntime | undefined;
    const children: ChildProcess[] = [];
    try {
      await migrateDatabase(database);
      runtime = await startKitRuntime({ database, env, logger: createLogger(env), worker: false });
      const owner = await benchAccount(database, SCALE_KITS);
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
            DATABASE_URL: url,
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
      await Promise.all(
        children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))),
      );
      await runtime?.stop();
    }
  });
}

export default async function run(): Promise<BenchResult> {
  // A rendered step (the per-platform prompts) calls no model: it costs no latency on the path.
  const latency = (step: KitStep) => (isModelStep(step) ? STEP_LATENCY_MS : 0);
  const critical = criticalPath(latency);
  const sum = kitStepNames.reduce((total, step) => total + latency(step), 0);
  console.log(`  graph: ${SEQUENTIAL_KITS} kits, ${STEP_LATENCY_MS} ms per step, critical path ${critical} ms, sum ${sum} ms…`);
  const embeddedRun = await withPglite((database, env) => graphEfficiency(database, env));
  const embedded = embeddedRun.ms;
  console.log(`    embedded (PGlite): ${Math.round(embedded)} ms per kit, ${embeddedRun.repaired} repaired`);
  const postgresRun = await withPostgres('graph', (database, _url, env) => graphEfficiency(database, env));
  const postgres = postgresRun.ms;
  console.log(`    PostgreSQL: ${Math.round(postgres)} ms per kit, ${postgresRun.repaired} repaired`);
  const repaired = embeddedRun.repaired + postgresRun.repaired;
  const perKitMs = offlineEngine();
  console.log(`  offline engine: ${perKitMs.toFixed(1)} ms per kit`);

  const fake = new FakeOpenAI({ latencyMs: SCALE_LATENCY_MS, responder: cachedKitResponder() });
  const baseUrl = await fake.start();
  const scale = new Map<number, { seconds: number; lost: number }>();
  try {
    for (const workers of SCALE_WORKERS) {
      console.log(
        `  scale: ${SCALE_KITS} kits, ${workers} worker process(es) (${WORKER_CONCURRENCY} steps at a time each, ${SCALE_LATENCY_MS} ms per call)…`,
      );
      const result = await scaleRun(workers, baseUrl);
      scale.set(workers, result);
      console.log(`    ${result.seconds.toFixed(1)} s, ${kitsPerMinute(result.seconds).toFixed(0)} kits/minute, ${result.lost} lost`);
    }
  } finally {
    await fake.stop();
  }
  console.table(
    [...scale].map(([workers, r]) => ({
      workers,
      seconds: Number(r.seconds.toFixed(1)),
      'kits/minute': Math.round(kitsPerMinute(r.seconds)),
      'vs 1 worker': Number((scale.get(1)!.seconds / r.seconds).toFixed(2)),
      lost: r.lost,
    })),
  );

  const one = scale.get(1)!;
  const two = scale.get(2)!;
  const four = scale.get(4)!;
  const lost = [...scale.values()].reduce((total, r) => total + r.lost, 0);
  const ratio = (ms: number) => (ms / critical).toFixed(2);
  const speedup = one.seconds / two.seconds;
  return {
    name: 'kit',
    summary:
      `kit ÷ critical path: ${ratio(embedded)} embedded, ${ratio(postgres)} PostgreSQL (goal ≤ 1.15, repair round on, ${repaired} kits repaired); ` +
      `÷ sum of steps: ${(embedded / sum).toFixed(2)} embedded, ${(postgres / sum).toFixed(2)} PostgreSQL; ` +
      `offline ${perKitMs.toFixed(1)} ms/kit (goal ≤ 1000); ` +
      `${SCALE_KITS} kits on PostgreSQL: ${kitsPerMinute(one.seconds).toFixed(0)} kits/minute with 1 worker, ` +
      `${kitsPerMinute(two.seconds).toFixed(0)} with 2 (${speedup.toFixed(2)}×, goal ≥ 1.7), ` +
      `${kitsPerMinute(four.seconds).toFixed(0)} with 4 (${(one.seconds / four.seconds).toFixed(2)}×); lost ${lost} (goal 0)`,
    metrics: {
      criticalPathMs: critical,
      sumOfStepsMs: sum,
      embeddedKitMs: Math.round(embedded),
      postgresKitMs: Math.round(postgres),
      embeddedOverCriticalPath: Number((embedded / critical).toFixed(3)),
      postgresOverCriticalPath: Number((postgres / critical).toFixed(3)),
      kitsRepaired: repaired,
      embeddedOverSumOfSteps: Number((embedded / sum).toFixed(3)),
      postgresOverSumOfSteps: Number((postgres / sum).toFixed(3)),
      offlineMsPerKit: Number(perKitMs.toFixed(2)),
      oneWorkerSeconds: Number(one.seconds.toFixed(2)),
      twoWorkersSeconds: Number(two.seconds.toFixed(2)),
      fourWorkersSeconds: Number(four.seconds.toFixed(2)),
      oneWorkerKitsPerMinute: Math.round(kitsPerMinute(one.seconds)),
      twoWorkersKitsPerMinute: Math.round(kitsPerMinute(two.seconds)),
      fourWorkersKitsPerMinute: Math.round(kitsPerMinute(four.seconds)),
      twoWorkerSpeedup: Number(speedup.toFixed(3)),
      fourWorkerSpeedup: Number((one.seconds / four.seconds).toFixed(3)),
      kitsLost: lost,
    },
  };
}
