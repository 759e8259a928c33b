import { serve } from '@hono/node-server';
import { captureDeepStacks } from '../shared/error-reporting';
import { createApp } from './app';
import { openAppDatabase } from './db/open-from-env';
import { configurationWarnings, EnvError, getEnv } from './env';
import { initSentry } from './lib/sentry';
import { ErrorReporter } from './lib/error-reporter';
import { createLogger } from './logger';
import { startKitRuntime } from './jobs/kit-runtime';
import { startTrialExpiry } from './jobs/trial-expiry';
import { createMailer } from './mail/mailer';
import { version } from './version';

/** The web process: API and app from one server, on PORT. */
async function main() {
  captureDeepStacks();
  const env = getEnv();
  const logger = createLogger(env);
  for (const warning of configurationWarnings(env)) logger.warn(`⚠️  ${warning}`);
  const sentry = env.SENTRY_DSN
    ? await initSentry({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV, release: version })
    : undefined;
  const database = await openAppDatabase(env);
  const reporter = new ErrorReporter(database.db, logger, sentry);
  process.on('unhandledRejection', (reason) => void reporter.serverError(reason));
  process.on('uncaughtException', (error) => void reporter.serverError(error));

  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM, db: database.db });
  const kit = await startKitRuntime({ database, env, logger, worker: env.WORKER_IN_WEB || database.kind === 'pglite' });
  const app = createApp({ env, database, logger, sentry, mailer, kit });
  const stopTrialExpiry = startTrialExpiry(database.db, logger);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, database: database.kind, version }, `Specforge is running at ${env.APP_URL}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop accepting connections, let requests in flight finish, then close the database.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      stopTrialExpiry();
      await kit.stop().catch(() => {});
      await mailer.close?.().catch(() => {});
      await database.close().catch(() => {});
      await sentry?.flush().catch(() => false);
      process.exit(0);
    });
    // Idle keep-alive sockets would hold server.close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error('Specforge could not start:', error);
  }
  process.exit(1);
});
