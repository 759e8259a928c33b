import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const jsonType = /^application\/([a-z.+-]*\+)?json\s*(;|$)/i;

/**
 * API bodies must be JSON. Refusing form and text bodies is also what keeps cross-site forms out:
 * a browser can only send JSON across origins after a CORS preflight, which this server never grants.
 */
export const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  if (hasBody && !jsonType.test(c.req.header('content-type') ?? '')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return next();
};
