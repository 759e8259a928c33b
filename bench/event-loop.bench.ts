/**
 * The server stays responsive while the offline engine writes kits: GET /api/health answered by the
 * real app (embedded database, kit worker in the same process, served over HTTP on loopback) while
 * 4 kits of different ideas are written at once, one request after another, timed from this process,
 * and the event loop's longest stall meanwhile. Target: the slowest answer under 50 ms.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import type { KitModel } from '../src/server/ai/kit-model';
import { createOfflineModel } from '../src/server/ai/offline/offline-model';
import { createApp } from '../src/server/app';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { profiles, user } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { startKitRuntime } from '../src/server/jobs/kit-runtime';
import { createLogger } from '../src/server/logger';
import { applyCreditChange } from '../src/server/modules/credits/credits.service';
import { createProfile } from '../src/server/modules/me/profiles.repo';
import { createProject } from '../src/server/modules/projects/projects.service';
import type { BenchResult } from './lib/bench';

const targetMaxMs = 50;
const ideas = [
  'A booking app called PawWalk where dog owners book vetted local walkers and get GPS walk reports.',
  'A SaaS dashboard for small agencies to track client retainers, hours and invoices.',
  'A marketplace where home cooks sell weekly meal boxes to busy neighbours.',
  'An internal tool for a warehouse to log incoming pallets and print barcode labels.',
];

async function account(database: Database): Promise<string> {
  const id = randomUUID();
  await database.db.insert(user).values({ id, name: 'Bench', email: `${id}@bench.local`, emailVerified: true });
  await createProfile(database.db, id);
  await database.db.update(profiles).set({ subscriptionPlan: 'GROWTH' }).where(eq(profiles.id, id));
  await applyCreditChange(database.db, { userId: id, delta: ideas.length, reason: 'admin', idempotencyKey: `bench:${id}` });
  return id;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Health answer times (ms) while `model` writes the kits, and the event loop's longest stall (ms). */
async function healthDuringKits(model: KitModel): Promise<{ times: number[]; stallMs: number }> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01' });
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const logger = createLogger(env);
  const kit = await startKitRuntime({ database, env, logger, worker: true, model });
  const app = createApp({ env, database, logger, kit });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
  try {
    const owner = await account(database);
    // Warm the engine and the route (the thread's start, the first analysis) before measuring.
    const warmUp = 'A warm-up idea: a to-do list app for teams.';
    const read = (await model.proposeBrief(warmUp)).output;
    if (read.kind === 'brief') await model.evaluate(warmUp, read.brief);
    await fetch(url);
    const projects = [];
    for (const idea of ideas) projects.push(await createProject(kit.deps, owner, { idea, options: {} }));
    const times: number[] = [];
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    for (;;) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      const rows = await database.query<{ status: string }>('select status from projects where id = any($1)', [projects.map((p) => p.id)]);
      if (rows.every((r) => r.status === 'ready' || r.status === 'failed')) {
        loop.disable();
        if (rows.some((r) => r.status === 'failed')) throw new Error('a kit failed');
        return { times, stallMs: loop.max / 1e6 };
      }
    }
  } finally {
    server.close();
    await kit.stop();
    await database.close();
  }
}

function summary({ times, stallMs }: { times: number[]; stallMs: number }) {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: times.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)!, stallMs };
}

export default async function run(): Promise<BenchResult> {
  console.log(`  ${ideas.length} kits by the offline engine, health asked throughout…`);
  const result = summary(await healthDuringKits(createOfflineModel()));
  const round = (ms: number) => Number(ms.toFixed(1));
  const verdict = result.max < targetMaxMs ? 'met' : 'NOT met';
  return {
    name: 'event-loop',
    summary:
      `event-loop: health during ${ideas.length} offline kits answered in at most ${round(result.max)} ms ` +
      `(p50 ${round(result.p50)} ms, ${result.requests} requests; target < ${targetMaxMs} ms, ${verdict}), ` +
      `longest event-loop stall ${round(result.stallMs)} ms`,
    metrics: {
      healthMaxMs: round(result.max),
      healthP99Ms: round(result.p99),
      healthP50Ms: round(result.p50),
      requests: result.requests,
      loopStallMs: round(result.stallMs),
    },
  };
}
