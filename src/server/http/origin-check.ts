import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

/**
 * Cookie-authenticated changes must come from our own pages: an unsafe method carrying a cookie
 * needs an Origin (or Referer) of the app. better-auth checks its own endpoints the same way.
 */
export function sameOriginMutations(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || !c.req.header('cookie')) return next();
    const source = c.req.header('origin') ?? c.req.header('referer');
    let origin: string | undefined;
    try {
      origin = source ? new URL(source).origin : undefined;
    } catch {
      origin = undefined;
    }
    if (origin !== appOrigin) throw new AppError('FORBIDDEN', 'Invalid origin.');
    return next();
  };
}
