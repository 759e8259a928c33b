import { openAppDatabase } from './db/open-from-env';
import { EnvError, getEnv } from './env';
import { startKitRuntime } from './jobs/kit-runtime';
import { ErrorReporter } from './lib/error-reporter';
import { createLogger } from './logger';

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
  // pg-boss completes and fails jobs without awaiting it (timgit/pg-boss#577): while the database
  // restarts, that rejection must not end the process. The job expires and is retried.
  const reporter = new ErrorReporter(database.db, logger);
  process.on('unhandledRejection', (reason) => void reporter.serverError(reason));
  const kit = await startKitRuntime({ database, env, logger, worker: true });
  logger.info({ database: database.kind, concurrency: env.KIT_CONCURRENCY }, 'worker ready');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Steps in flight finish (up to pg-boss's timeout); the rest stay queued for other workers.
    await kit.stop().catch(() => {});
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
