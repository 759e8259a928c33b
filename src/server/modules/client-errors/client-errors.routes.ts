import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CLIENT_ERROR_MAX_BYTES, isSuppressedError } from '../../../shared/error-reporting';
import { clientErrorInput } from '../../../shared/schemas/client-errors';
import type { Env } from '../../env';
import { clientIp, type AppEnv } from '../../http/context';
import { limitBodySize } from '../../http/request-guards';
import type { ErrorReporter } from '../../lib/error-reporter';
import type { RateLimit } from '../../lib/rate-limit';

const route = createRoute({
  method: 'post',
  path: '/client-errors',
  summary: 'Report a crash in the browser',
  middleware: [limitBodySize(CLIENT_ERROR_MAX_BYTES)] as const,
  request: { body: { content: { 'application/json': { schema: clientErrorInput } }, required: true } },
  responses: {
    202: {
      description: 'Accepted (suppressed reports are accepted and not stored)',
      content: { 'application/json': { schema: z.object({ stored: z.boolean() }) } },
    },
  },
});

export function clientErrorRoutes(deps: { env: Env; reporter: ErrorReporter; limit: RateLimit }) {
  return new OpenAPIHono<AppEnv>().openapi(route, async (c) => {
    await deps.limit.consume(clientIp(c, deps.env));
    const report = c.req.valid('json');
    if (isSuppressedError(report)) {
      c.get('log').warn({ clientError: report.message }, 'suppressed client error');
      return c.json({ stored: false }, 202);
    }
    await deps.reporter.clientError({
      message: report.message,
      stack: report.stack,
      url: report.url,
      userAgent: c.req.header('user-agent')?.slice(0, 500),
      requestId: c.get('requestId'),
      context: { kind: report.kind, componentStack: report.componentStack },
    });
    return c.json({ stored: true }, 202);
  });
}
