import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { captureDeepStacks } from '../shared/error-reporting';
import { createApp } from './app';
import { DataDirLockedError } from './db/data-dir-lock';
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
  // Plain HTTP (no TLS options): node's http.Server.
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, database: database.kind, version }, `Specforge is running at ${env.APP_URL}`);
  }) as Server;
  // Clients and proxies reuse idle connections for up to about a minute; node closes them after 5 s
  // by default, and a request sent on a socket just as the server closes it fails with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Whatever hangs, the process ends (a supervisor's SIGKILL would come anyway); the database is
    // then left as after a crash, which the next start recovers from.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Stop accepting connections; idle keep-alive sockets would hold server.close() open.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    stopTrialExpiry();
    await Promise.all([
      // Kit steps in flight finish (or are handed back to the queue, to be retried after the restart).
      kit.stop().catch((error: unknown) => logger.error({ err: error }, 'stopping the kit runtime failed')),
      // Requests in flight get a moment; then the event streams (open until the browser leaves) are cut:
      // browsers reconnect to the next process.
      Promise.race([closed, delay(3_000)]).then(() => server.closeAllConnections()),
    ]);
    await closed;
    await mailer.close?.().catch(() => {});
    await database.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'));
    await sentry?.flush().catch(() => false);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Specforge could not start:', error);
  }
  process.exit(1);
});
