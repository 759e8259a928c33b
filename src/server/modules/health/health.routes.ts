import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
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
    503: { description: 'SERVICE_UNAVAILABLE, with `details.failed` naming the parts that did not answer (their errors go to the log)' },
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

/** Resolves with the failure (an error, or a timeout's words), or undefined when `probe` succeeded in time. */
async function failureOf(probe: () => Promise<void>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then(() => undefined, (error: unknown) => error ?? 'failed'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The health answers are public: they name the dependency that is down, never its error, which
 * can carry the database's name, host and user. The error goes to the log.
 */
function unavailable(c: Context<AppEnv>, logger: Logger, message: string, failures: Record<string, unknown>): AppError {
  const failed = Object.keys(failures);
  for (const dependency of failed) {
    const failure = failures[dependency];
    (c.get('log') ?? logger).warn({ dependency, ...(failure instanceof Error ? { err: failure } : { reason: String(failure) }) }, `health: ${dependency} not reachable`);
  }
  return new AppError('SERVICE_UNAVAILABLE', message, { failed });
}

export function healthRoutes(database: Database, logger: Logger, queue?: JobQueue) {
  return new OpenAPIHono<AppEnv>()
    .openapi(healthRoute, async (c) => {
      try {
        await probeDatabase(database);
      } catch (error) {
        throw unavailable(c, logger, 'The database is not reachable.', { database: error });
      }
      return c.json({ status: 'ok' as const, database: database.kind, version }, 200);
    })
    .openapi(liveRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      const [databaseFailure, queueFailure] = await Promise.all([
        failureOf(() => probeDatabase(database)),
        queue ? failureOf(() => queue.ping()) : undefined,
      ]);
      const failures = { ...(databaseFailure !== undefined && { database: databaseFailure }), ...(queueFailure !== undefined && { queue: queueFailure }) };
      const failed = Object.keys(failures);
      if (failed.length > 0) throw unavailable(c, logger, `Not ready: ${failed.join(' and ')} not reachable.`, failures);
      return c.json({ status: 'ready' as const, checks: { database: 'ok' as const, queue: queue ? ('ok' as const) : ('none' as const) } }, 200);
    });
}
