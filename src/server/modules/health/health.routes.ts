import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import type { JobQueue } from '../../jobs/queue';
import { version } from '../../version';

const healthResponse = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  })
  .openapi('Health');

const liveResponse = z.object({ status: z.literal('ok') }).openapi('Liveness');

const readyResponse = z
  .object({
    status: z.literal('ready'),
    /** `none`: this process runs no job queue (an app started without the kit). */
    checks: z.object({ database: z.literal('ok'), queue: z.enum(['ok', 'none']) }),
  })
  .openapi('Readiness');

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability',
  responses: {
    200: { description: 'The server and its database answer', content: { 'application/json': { schema: healthResponse } } },
  },
});

const liveRoute = createRoute({
  method: 'get',
  path: '/health/live',
  summary: 'Liveness: the process runs and its event loop answers (no database)',
  responses: {
    200: { description: 'The process is up', content: { 'application/json': { schema: liveResponse } } },
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/health/ready',
  summary: 'Readiness: the database and the job queue answer',
  responses: {
    200: { description: 'Ready for traffic', content: { 'application/json': { schema: readyResponse } } },
    503: { description: 'SERVICE_UNAVAILABLE, with `details.failed` naming the parts that did not answer' },
  },
});

/**
 * A database that answered anyone this recently is taken as up: probes and load balancers poll often,
 * and a probe queued behind a kit's work on the embedded database would wait for all of it.
 */
const PROBE_TTL_MS = 1000;
/** A readiness part that takes longer than this counts as down: a balancer's probe would give up anyway. */
const READY_TIMEOUT_MS = 3000;

async function probeDatabase(database: Database): Promise<void> {
  if (Date.now() - database.lastAnsweredAt() >= PROBE_TTL_MS) await database.query('select 1');
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Resolves with the failure's reason, or undefined when `probe` succeeded in time. */
async function failureOf(probe: () => Promise<void>): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then(() => undefined, reasonOf), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(database: Database, queue?: JobQueue) {
  return new OpenAPIHono<AppEnv>()
    .openapi(healthRoute, async (c) => {
      try {
        await probeDatabase(database);
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.', { reason: reasonOf(error) });
      }
      return c.json({ status: 'ok' as const, database: database.kind, version }, 200);
    })
    .openapi(liveRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      const [databaseFailure, queueFailure] = await Promise.all([
        failureOf(() => probeDatabase(database)),
        queue ? failureOf(() => queue.ping()) : undefined,
      ]);
      const reasons = { ...(databaseFailure && { database: databaseFailure }), ...(queueFailure && { queue: queueFailure }) };
      const failed = Object.keys(reasons);
      if (failed.length > 0) {
        throw new AppError('SERVICE_UNAVAILABLE', `Not ready: ${failed.join(' and ')} not reachable.`, { failed, reasons });
      }
      return c.json({ status: 'ready' as const, checks: { database: 'ok' as const, queue: queue ? ('ok' as const) : ('none' as const) } }, 200);
    });
}
