import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './context';

/** Gives each request a child logger carrying its id, and logs one line when it ends. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    await next();
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
