import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import { processRegistry } from './process-metrics';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface AppMetrics {
  /** Times every request into one histogram, labelled by its route's pattern, never its URL. */
  timeRequests: MiddlewareHandler;
  contentType: string;
  /** This app's figures, then the process's (the text format of Prometheus). */
  render(): Promise<string>;
}

/**
 * The metrics of one app: request durations and, when it runs the kit, its queue's depth (read from
 * the database as Prometheus scrapes, so requests pay nothing for it). Each app has its own registry:
 * tests start many apps in one process.
 */
export function createAppMetrics(options: { queue?: JobQueue; logger: Logger }): AppMetrics {
  const registry = new Registry();
  const durations = new Histogram({
    name: 'specforge_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern (/api/projects/:id) and status class (2xx).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const { queue, logger } = options;
  if (queue) {
    new Gauge({
      name: 'specforge_queue_jobs',
      help: 'Unfinished jobs per queue and state: created and retry are waiting (the depth), active are running.',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const { queue: name, state, count } of await queue.depths()) this.set({ queue: name, state }, count);
        } catch (error) {
          // The scrape still answers with everything else; the gap in this series tells the story.
          logger.warn({ err: error }, 'could not read the queue depths for the metrics');
        }
      },
    });
  }

  return {
    async timeRequests(c, next) {
      const started = performance.now();
      await next();
      // After next(), the route index is the handler that answered (or the middleware that refused).
      const route = routePath(c) || 'unmatched';
      const method = methods.has(c.req.method) ? c.req.method : 'OTHER';
      durations.observe({ method, route, status: `${Math.floor(c.res.status / 100)}xx` }, (performance.now() - started) / 1000);
    },
    contentType: registry.contentType,
    async render() {
      return (await registry.metrics()) + (await processRegistry().metrics());
    },
  };
}
