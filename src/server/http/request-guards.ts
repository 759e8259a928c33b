import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';

const jsonType = /^application\/([a-z.+-]*\+)?json\s*(;|$)/i;

/**
 * API bodies must be JSON. Refusing form and text bodies is also what keeps cross-site forms out:
 * a browser can only send JSON across origins after a CORS preflight, which this server never grants.
 */
export const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  if (!hasBody(c)) return next();
  const type = c.req.header('content-type');
  const declaresBody = type !== undefined || c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
  if (declaresBody && !jsonType.test(type ?? '')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return next();
};

/** Whether the request may carry a body, judged from its method and headers alone. */
function hasBody(c: Context): boolean {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return c.req.header('content-length') !== '0';
}

/**
 * Refuses bodies over `maxSize` bytes with 413, counting streamed bodies as they arrive. Requests
 * without a body skip it: reading `c.req.raw.body` makes the Node adapter build a full Request,
 * which costs more than the rest of a small GET.
 */
export function limitBodySize(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  return (c, next) => (hasBody(c) ? limit(c, next) : next());
}
