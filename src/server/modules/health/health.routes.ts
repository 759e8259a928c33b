import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { version } from '../../version';

const healthResponse = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  })
  .openapi('Health');

const route = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness and database reachability',
  responses: {
    200: { description: 'The server and its database answer', content: { 'application/json': { schema: healthResponse } } },
  },
});

/**
 * A database that answered anyone this recently is taken as up: probes and load balancers poll often,
 * and a probe queued behind a kit's work on the embedded database would wait for all of it.
 */
const PROBE_TTL_MS = 1000;

export function healthRoutes(database: Database) {
  return new OpenAPIHono<AppEnv>().openapi(route, async (c) => {
    if (Date.now() - database.lastAnsweredAt() >= PROBE_TTL_MS) {
      try {
        await database.query('select 1');
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable.', {
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
    return c.json({ status: 'ok' as const, database: database.kind, version }, 200);
  });
}
