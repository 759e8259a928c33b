import { openAppDatabase } from './db/open-from-env';
import { EnvError, getEnv } from './env';
import { createLogger } from './logger';

/**
 * The job worker process (`npm run worker`). The kit pipeline's queues attach here; with the
 * embedded database the web process runs them itself, so this is for PostgreSQL deployments.
 */
async function main() {
  const env = getEnv();
  const logger = createLogger(env);
  const database = await openAppDatabase(env);
  logger.info({ database: database.kind }, 'worker ready');
  const stop = async () => {
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  // Keeps the process alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
