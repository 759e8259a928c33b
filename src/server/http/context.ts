import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env } from '../env';
import type { Logger } from '../logger';

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}

/** The caller's address: the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY is on. */
export function clientIp(c: Context, env: Pick<Env, 'TRUST_PROXY'>): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
