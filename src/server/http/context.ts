import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ApiTokenCaller } from '../auth/api-token-auth';
import type { Env } from '../env';
import type { Logger } from '../logger';

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set when the request carries a valid API token (ADR 0028). */
    apiToken?: ApiTokenCaller;
  };
}

/**
 * The caller's address: the socket's, or, behind `TRUST_PROXY` proxies of ours, the address the
 * outermost of them saw. Each proxy appends the address it received from, so that one is the
 * TRUST_PROXY-th entry from the right of X-Forwarded-For; anything further left is whatever the
 * client sent and proves nothing.
 */
export function clientIp(c: Context, env: Pick<Env, 'TRUST_PROXY'>): string {
  if (env.TRUST_PROXY > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: every entry was written by one of ours, the leftmost first.
    const forwarded = hops[Math.max(hops.length - env.TRUST_PROXY, 0)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}
