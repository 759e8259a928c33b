/**
 * Regenerating a kit from an edited brief against writing it the first time: kits ordered one at a
 * time on the embedded database with the offline engine and the worker in this process, then each
 * regenerated with one feature removed and one added (the same kit, the brief edited). Prints the
 * median regeneration time ÷ the median first-generation time: the run writes every step again
 * and reconciles the board, so it should cost about what the first kit cost (goal ≤ 1.5).
 */
import type { Database } from '../src/server/db/client';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { createOfflineModel } from '../src/server/ai/offline/offline-model';
import { startKitRuntime, type KitRuntime } from '../src/server/jobs/kit-runtime';
import { channels } from '../src/server/jobs/notifications';
import { createLogger } from '../src/server/logger';
import { currentBriefOf } from '../src/server/modules/briefs/briefs.repo';
import { regenerateKit } from '../src/server/modules/projects/kit-regeneration.service';
import { createProject } from '../src/server/modules/projects/projects.service';
import { briefWithFeatureSwapped } from '../tests/support/brief-fixtures';
import { benchAccount } from './lib/accounts';
import type { BenchResult } from './lib/bench';

const ideas = [
  'A booking app called PawWalk where dog owners book vetted local walkers and get GPS walk reports.',
  'A SaaS dashboard for small agencies to track client retainers, hours and invoices.',
  'A marketplace where home cooks sell weekly meal boxes to busy neighbours.',
  'A habit tracker mobile app with streaks, reminders and a weekly reflection journal.',
  'An internal tool for a warehouse to log incoming pallets and print barcode labels.',
];

/** Resolves once the project is ready (or throws when it failed), read when its progress is published. */
function settled(database: Database, runtime: KitRuntime, projectId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`kit ${projectId} did not finish`)), 60_000);
    const check = async () => {
      const [row] = await database.query<{ status: string }>('select status from projects where id = $1', [projectId]);
      if (row?.status !== 'ready' && row?.status !== 'failed') return;
      clearTimeout(timer);
      stop();
      if (row.status === 'ready') resolve();
      else reject(new Error(`kit ${projectId} failed`));
    };
    const stop = runtime.notifications.on(channels.progress, (id) => void (id === projectId && check()));
    void check();
  });
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export default async function run(): Promise<BenchResult> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const runtime = await startKitRuntime({ database, env, logger: createLogger(env), worker: true, model: createOfflineModel() });
  try {
    const owner = await benchAccount(database, ideas.length + 1);
    const first: number[] = [];
    const again: number[] = [];
    // Kit 0 warms up (JIT, first queries) and is not counted.
    for (const [index, idea] of [ideas[0]!, ...ideas].entries()) {
      let projectId = '';
      const firstMs = await timed(async () => {
        projectId = (await createProject(runtime.deps, owner, { idea, options: {} })).id;
        await settled(database, runtime, projectId);
      });
      const { brief } = briefWithFeatureSwapped((await currentBriefOf(database.db, projectId))!);
      const againMs = await timed(async () => {
        await regenerateKit(runtime.deps, owner, projectId, brief);
        await settled(database, runtime, projectId);
      });
      if (index === 0) continue;
      first.push(firstMs);
      again.push(againMs);
    }
    const [counts] = await database.query<{ failed: number; archived: number }>(
      `select (select count(*)::int from regenerations where status <> 'done') as failed,
              (select count(*)::int from tasks where level = 'TASK' and archived_at is not null) as archived`,
    );
    if (counts!.failed > 0) throw new Error(`${counts!.failed} regenerations did not finish`);
    const firstMs = median(first);
    const againMs = median(again);
    const ratio = againMs / firstMs;
    console.log(`  ${ideas.length} kits: first ${Math.round(firstMs)} ms, regenerated ${Math.round(againMs)} ms (median)`);
    return {
      name: 'regenerate',
      summary:
        `regeneration ÷ first generation: ${ratio.toFixed(2)} (goal ≤ 1.5; offline engine, embedded database, ` +
        `${Math.round(againMs)} ms vs ${Math.round(firstMs)} ms median over ${ideas.length} kits, ${counts!.archived} tasks archived)`,
      metrics: {
        firstGenerationMs: Math.round(firstMs),
        regenerationMs: Math.round(againMs),
        regenerationOverFirstGeneration: Number(ratio.toFixed(3)),
        tasksArchived: counts!.archived,
      },
    };
  } finally {
    await runtime.stop();
    await database.close();
  }
}
