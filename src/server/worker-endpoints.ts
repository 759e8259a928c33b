import { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from './db/client';
import type { Env } from './env';
import type { AppEnv } from './http/context';
import { errorHandler } from './http/error-handler';
import type { JobQueue } from './jobs/queue';
import { ErrorReporter } from './lib/error-reporter';
import type { Logger } from './logger';
import { createAppMetrics } from './metrics/app-metrics';
import { metricsRoutes } from './metrics/metrics.routes';
import { healthRoutes } from './modules/health/health.routes';

/**
 * What a worker process answers on METRICS_PORT: its /metrics (the kits, credits and tokens it
 * counted) and the same /api/health/live and /api/health/ready as the web, for a container's probes.
 */
export function workerEndpoints(options: { env: Env; database: Database; queue: JobQueue; logger: Logger }) {
  const { env, database, queue, logger } = options;
  const app = new OpenAPIHono<AppEnv>();
  app.route('/api', healthRoutes(database, logger, queue));
  app.route('/', metricsRoutes(createAppMetrics({ queue, logger }), env.METRICS_TOKEN));
  app.onError(errorHandler(new ErrorReporter(database.db, logger)));
  return app;
}
