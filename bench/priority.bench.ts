/**
 * Priority AI processing for Growth kits: 100 kits of Free and Founder accounts are queued, then one
 * Growth kit last, and only then does the worker start (in this process, on the embedded database,
 * a simulated provider of fixed latency per step). Each kit's wait is the time from its order (when
 * its first step's job was sent) to the start of its first step. Prints the Growth kit's wait, the
 * others' average and the ratio of the two (goal ≤ 0.1): in order of arrival the Growth kit, last
 * in the queue, would wait longer than all of them.
 */
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { startKitRuntime } from '../src/server/jobs/kit-runtime';
import { startKitWorker } from '../src/server/jobs/kit-worker';
import { createLogger } from '../src/server/logger';
import { createProject } from '../src/server/modules/projects/projects.service';
import type { PlanId } from '../src/shared/pricing';
import { briefOf } from '../tests/support/brief-fixtures';
import { benchAccount } from './lib/accounts';
import type { BenchResult } from './lib/bench';
import { simulatedModel } from './lib/simulated-model';

const OTHER_KITS = 100;
const STEP_LATENCY_MS = 250;
const WORKER_CONCURRENCY = 4;
const idea = 'A habit tracker mobile app with streaks, reminders and a weekly reflection journal.';

/** Milliseconds from each kit's order to the start of its first step, once every kit has started. */
async function waitsOnceStarted(database: Database, ids: string[], timeoutMs: number): Promise<Map<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await database.query<{ id: string; wait_ms: number }>(
      `select p.id, extract(epoch from min(s.started_at) - p.created_at)::float * 1000 as wait_ms
         from projects p join kit_steps s on s.project_id = p.id
        where p.id = any($1) and s.started_at is not null
        group by p.id`,
      [ids],
    );
    if (rows.length === ids.length) return new Map(rows.map((row) => [row.id, row.wait_ms]));
    if (Date.now() > deadline) throw new Error(`${ids.length - rows.length} kits never started`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export default async function run(): Promise<BenchResult> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', KIT_CONCURRENCY: String(WORKER_CONCURRENCY) });
  const database = await openDatabase({ kind: 'pglite' });
  let waits: Map<string, number>;
  let growthId: string;
  let otherIds: string[];
  try {
    await migrateDatabase(database);
    const runtime = await startKitRuntime({
      database,
      env,
      logger: createLogger(env),
      worker: false,
      model: simulatedModel(STEP_LATENCY_MS, [idea]),
    });
    try {
      // The brief is read once: ordering measures the queue, not the reader.
      const order = { idea, options: {}, brief: briefOf(idea) };
      const plans: PlanId[] = ['FREE', 'FOUNDER'];
      const owners = await Promise.all(plans.map((plan) => benchAccount(database, OTHER_KITS, plan)));
      const growthOwner = await benchAccount(database, 1, 'GROWTH');
      console.log(`  queueing ${OTHER_KITS} Free and Founder kits, then one Growth kit…`);
      otherIds = [];
      for (let i = 0; i < OTHER_KITS; i += 1) otherIds.push((await createProject(runtime.deps, owners[i % owners.length]!, order)).id);
      growthId = (await createProject(runtime.deps, growthOwner, order)).id;

      console.log(`  one worker, ${WORKER_CONCURRENCY} steps at a time, ${STEP_LATENCY_MS} ms per step…`);
      await startKitWorker(runtime.deps, WORKER_CONCURRENCY);
      waits = await waitsOnceStarted(database, [...otherIds, growthId], 90_000);
    } finally {
      await runtime.stop();
    }
  } finally {
    await database.close();
  }

  const growthWait = waits.get(growthId)!;
  const otherWaits = otherIds.map((id) => waits.get(id)!);
  const average = otherWaits.reduce((sum, wait) => sum + wait, 0) / otherWaits.length;
  const ratio = growthWait / average;
  console.log(`    Growth kit: ${Math.round(growthWait)} ms; the others: ${Math.round(average)} ms on average, ${Math.round(Math.max(...otherWaits))} ms at most`);
  return {
    name: 'priority',
    summary:
      `priority: Growth kit queued after ${OTHER_KITS} others waited ${Math.round(growthWait)} ms, the others ${Math.round(average)} ms on average; ` +
      `growth wait ÷ average wait ${ratio.toFixed(3)} (goal ≤ 0.1)`,
    metrics: {
      otherKits: OTHER_KITS,
      stepLatencyMs: STEP_LATENCY_MS,
      workerConcurrency: WORKER_CONCURRENCY,
      growthWaitMs: Math.round(growthWait),
      averageOtherWaitMs: Math.round(average),
      maxOtherWaitMs: Math.round(Math.max(...otherWaits)),
      growthOverAverageWait: Number(ratio.toFixed(4)),
    },
  };
}
