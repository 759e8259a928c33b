/**
 * A fault run of the kit pipeline with a fallback provider: 20 kits ordered at once (their briefs
 * proposed by the model too), the worker in this process on the embedded database, the main model
 * failing 30% of its calls for good (an unknown model, 404, drawn from a seeded generator) and a
 * working fallback, both served by the OpenAI stand-in over HTTP and built from AI_* / AI_FALLBACK_*
 * settings as in production. Goal: every kit ready, none refunded, every step's model recorded.
 */
import { kitResponder } from '../tests/fakes/openai-kit-responder';
import { FakeOpenAI } from '../tests/fakes/openai-server';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { startKitRuntime } from '../src/server/jobs/kit-runtime';
import { createLogger } from '../src/server/logger';
import { createProject } from '../src/server/modules/projects/projects.service';
import { RENDERED } from '../src/server/kit/write-step';
import { benchAccount } from './lib/accounts';
import type { BenchResult } from './lib/bench';

const KITS = 20;
const MAIN_FAILURE_SHARE = 0.3;
const LATENCY_MS = 50;
const MAIN = 'gpt-4.1';
const FALLBACK = 'gpt-4.1-mini';

const ideas = [
  'A booking app where yoga studios publish classes and members reserve a mat and pay per visit.',
  'A shared shopping list for flatmates that splits the bill of every receipt.',
  'A web app for a community garden to assign plots, log harvests and plan watering rotas.',
  'An internal tool for a bakery to plan the night shift from the next day’s orders.',
  'A mobile app for runners to find partners of the same pace nearby and plan runs together.',
];

async function settle(database: Database, ids: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await database.query<{ open: number }>(
      `select count(*)::int as open from projects where id = any($1) and status not in ('ready', 'failed')`,
      [ids],
    );
    if (row!.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`kits still running after ${timeoutMs / 1000} s`);
}

export default async function run(): Promise<BenchResult> {
  const fake = new FakeOpenAI({ responder: kitResponder, latencyMs: LATENCY_MS });
  fake.failModel({ model: MAIN, share: MAIN_FAILURE_SHARE, status: 404, seed: 2026 });
  const baseURL = await fake.start();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: baseURL,
    AI_MODEL: MAIN,
    AI_FALLBACK_PROVIDER: 'openai-compatible',
    AI_FALLBACK_BASE_URL: baseURL,
    AI_FALLBACK_MODEL: FALLBACK,
  });
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    const runtime = await startKitRuntime({ database, env, logger: createLogger(env), worker: true });
    try {
      console.log(`  ${KITS} kits, the main model failing ${MAIN_FAILURE_SHARE * 100}% of calls for good, a working fallback…`);
      const ownerId = await benchAccount(database, KITS);
      const started = performance.now();
      const projects = await Promise.all(
        Array.from({ length: KITS }, (_, i) =>
          createProject(runtime.deps, ownerId, { idea: `${ideas[i % ideas.length]!} (#${i})`, options: {} }),
        ),
      );
      const ids = projects.map((p) => p.id);
      await settle(database, ids, 5 * 60_000);
      const seconds = (performance.now() - started) / 1000;

      const [kits] = await database.query<{ ready: number; failed: number }>(
        `select count(*) filter (where status = 'ready')::int as ready, count(*) filter (where status = 'failed')::int as failed
           from projects where id = any($1)`,
        [ids],
      );
      const [refunds] = await database.query<{ count: number }>(
        `select count(*)::int as count from credit_ledger where user_id = $1 and reason = 'refund'`,
        [ownerId],
      );
      const steps = await database.query<{ model: string | null; steps: number; recorded: number }>(
        `select model, count(*)::int as steps, count(*) filter (where (input_tokens > 0 and output_tokens > 0) or (model = $2 and input_tokens = 0))::int as recorded
           from kit_steps where project_id = any($1) group by model order by model`,
        // A rendered step (the per-platform prompts) records its writer and no tokens, by design.
        [ids, RENDERED],
      );
      const total = steps.reduce((sum, s) => sum + s.steps, 0);
      const withModel = steps.filter((s) => s.model !== null).reduce((sum, s) => sum + s.recorded, 0);
      const byModel = (model: string) => steps.find((s) => s.model === `openai-compatible:${model}`)?.steps ?? 0;
      const mainCalls = fake.completions.filter((r) => r.model === MAIN);
      const mainFailed = mainCalls.filter((r) => r.status === 404).length;
      console.log(`    ${kits!.ready} ready, ${kits!.failed} failed, ${refunds!.count} refunded in ${seconds.toFixed(1)} s`);
      console.log(
        `    main: ${mainFailed} of ${mainCalls.length} calls failed for good; steps written by main ${byModel(MAIN)}, ` +
          `by fallback ${byModel(FALLBACK)}; ${withModel} of ${total} steps record their model and tokens`,
      );
      return {
        name: 'kit-fault',
        summary:
          `kit fault run: ${kits!.ready} ready, ${refunds!.count} refunded of ${KITS} (goal ${KITS} ready, 0 refunded); ` +
          `${withModel}/${total} steps record model and tokens (goal all); ` +
          `main failed ${mainFailed}/${mainCalls.length} calls, fallback wrote ${byModel(FALLBACK)} steps`,
        metrics: {
          kits: KITS,
          kitsReady: kits!.ready,
          kitsFailed: kits!.failed,
          kitsRefunded: refunds!.count,
          stepsTotal: total,
          stepsWithModelAndTokens: withModel,
          stepsByMain: byModel(MAIN),
          stepsByFallback: byModel(FALLBACK),
          mainCalls: mainCalls.length,
          mainCallsFailed: mainFailed,
          seconds: Number(seconds.toFixed(2)),
        },
      };
    } finally {
      await runtime.stop();
    }
  } finally {
    await database.close();
    await fake.stop();
  }
}
