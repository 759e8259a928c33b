import { timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../http/app-error';
import { localClientsOnly } from '../http/local-clients-only';
import type { AppMetrics } from './app-metrics';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who may scrape: anyone showing METRICS_TOKEN as a bearer token, else this machine's own clients
 * only (a proxied request is not one of them). A wrong token is refused outright, from anywhere.
 */
function scrapersOnly(token: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization === undefined) return localClientsOnly(c, next);
    const presented = /^Bearer (\S+)$/i.exec(authorization)?.[1];
    if (!token || !presented || !sameSecret(presented, token)) throw new AppError('UNAUTHORIZED', 'Wrong metrics token.');
    await next();
  };
}

/** `GET /metrics` in Prometheus's text format; kept outside /api, so API tokens and their limits play no part. */
export function metricsRoutes(metrics: AppMetrics, token: string | undefined) {
  return new Hono().get('/metrics', scrapersOnly(token), async (c) => {
    const body = await metrics.render();
    return c.body(body, 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
  });
}
