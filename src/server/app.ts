import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { requestId } from 'hono/request-id';
import type { Database } from './db/client';
import { publicConfig, type Env } from './env';
import { AppError } from './http/app-error';
import type { AppEnv } from './http/context';
import { compressJson } from './http/compression';
import { errorHandler } from './http/error-handler';
import { jsonBodiesOnly, limitBodySize } from './http/request-guards';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { spaRoutes } from './http/spa';
import { ErrorReporter } from './lib/error-reporter';
import { RateLimit } from './lib/rate-limit';
import type { SentryClient } from './lib/sentry';
import type { Logger } from './logger';
import { clientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { healthRoutes } from './modules/health/health.routes';
import { version } from './version';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  sentry?: SentryClient;
  /** The built client (default `dist/client`). */
  clientDir?: string;
  /** Mounts extra routes ahead of the API's 404 (tests use it to provoke failures). */
  extend?: (app: OpenAPIHono<AppEnv>) => void;
}

export const defaultClientDir = path.resolve('dist/client');

export function createApp(deps: AppDeps) {
  const { env, database, logger } = deps;
  const reporter = new ErrorReporter(database.db, logger, deps.sentry);
  const sentryOrigin = env.SENTRY_DSN ? [new URL(env.SENTRY_DSN).origin] : [];

  const app = new OpenAPIHono<AppEnv>({
    // Invalid input answers with the first problem's message (the spec's wording lives in the schemas).
    defaultHook: (result) => {
      if (result.success) return;
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw new AppError('VALIDATION_FAILED', issues[0]?.message, { issues });
    },
  });

  app.use('*', requestId());
  app.use('*', requestLogger(logger));
  app.use('*', securityHeaders({ extraConnectSrc: sentryOrigin, production: env.NODE_ENV === 'production' }));
  app.use('/api/*', compressJson());
  app.use('/api/*', jsonBodiesOnly);
  app.use('/api/*', limitBodySize(env.MAX_BODY_BYTES));

  app.route('/api', healthRoutes(database));
  app.route(
    '/api',
    clientErrorRoutes({
      env,
      reporter,
      limit: new RateLimit(database.db, { name: 'client-errors', points: 30, durationSeconds: 5 * 60 }),
    }),
  );

  deps.extend?.(app);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Specforge API', version },
  });

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No API endpoint matches this path.');
  });
  app.route('/', spaRoutes(deps.clientDir ?? defaultClientDir, publicConfig(env)));

  app.notFound((c) => c.json(new AppError('NOT_FOUND').toBody(), 404));
  app.onError(errorHandler(reporter));
  return app;
}

export type App = ReturnType<typeof createApp>;
