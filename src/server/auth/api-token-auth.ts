import type { MiddlewareHandler } from 'hono';
import type { ApiTokenScope } from '../../shared/schemas/api-tokens';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';
import type { RateLimit } from '../lib/rate-limit';
import { hashApiToken, looksLikeApiToken } from '../modules/api-tokens/api-tokens.service';
import { useApiToken } from '../modules/api-tokens/api-tokens.repo';

/** The API token a request carries, once checked. */
export interface ApiTokenCaller {
  id: string;
  userId: string;
  scope: ApiTokenScope;
}

/** The token of an `Authorization: Bearer …` header; undefined without one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Checks the bearer token of every API request that carries one and spends a point of its own
 * rate limit; the routes then decide whether they take tokens at all (ADR 0028). A request with a
 * bad token is refused outright rather than served as anonymous.
 */
export function apiTokenAuth(deps: { db: Db; limit: RateLimit }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) return next();
    const token = bearerToken(header);
    const caller = token && looksLikeApiToken(token) ? await useApiToken(deps.db, hashApiToken(token)) : undefined;
    if (!caller) throw new AppError('TOKEN_INVALID');
    await deps.limit.consume(caller.id);
    c.set('apiToken', caller);
    return next();
  };
}
