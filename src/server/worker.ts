import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openAppDatabase } from './db/open-from-env';
import { EnvError, getEnv } from './env';
import { startKitRuntime } from './jobs/kit-runtime';
import { ErrorReporter } from './lib/error-reporter';
import { createLogger } from './logger';
import { workerEndpoints } from './worker-endpoints';

/**
 * A kit worker process (`npm run worker`): runs kit steps from the shared PostgreSQL queue. Start as
 * many as the AI provider's rate limits allow; with the embedded database the web process does the
 * work itself (PGlite has one connection, in one process).
 */
async function main() {
  const env = getEnv();
  const logger = createLogger(env);
  if (!env.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL: with the embedded database, npm start runs the kit itself.');
    process.exit(1);
  }
  const database = await openAppDatabase(env);
  // A rejection nobody awaits (pg-boss's own worker had one, timgit/pg-boss#577) must not end the
  // process while the database restarts: it is reported. A job it left running is taken back by its lease.
  const reporter = new ErrorReporter(database.db, logger);
  process.on('unhandledRejection', (reason) => void reporter.serverError(reason));
  const kit = await startKitRuntime({ database, env, logger, worker: true });
  const endpoints = env.METRICS_PORT
    ? (serve({ fetch: workerEndpoints({ env, database, queue: kit.deps.queue, logger }).fetch, port: env.METRICS_PORT, hostname: env.HOST }) as Server)
    : undefined;
  logger.info({ database: database.kind, concurrency: env.KIT_CONCURRENCY, metricsPort: env.METRICS_PORT }, 'worker ready');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Steps in flight finish (up to pg-boss's timeout); the rest stay queued for other workers.
    // Readiness turns 503 as the queue stops; the endpoints close once it has.
    await kit.stop().catch(() => {});
    endpoints?.close();
    endpoints?.closeAllConnections();
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
