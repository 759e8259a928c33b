import type { Context, MiddlewareHandler } from 'hono';
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

/** The limits on bad tokens per address (ADR 0036): the database's, shared, and this process's, which costs none. */
export interface BadTokenLimits {
  shared: RateLimit;
  local: RateLimit;
}

/**
 * Checks the bearer token of every API request that carries one and spends a point of its own
 * rate limit; the routes then decide whether they take tokens at all (ADR 0028). A request with a
 * bad token is refused outright rather than served as anonymous.
 *
 * Bad tokens are limited per address like wrong passwords (ADR 0036). A malformed one is counted in
 * memory only and never reaches the database; an unknown one is counted there too, so processes
 * share the count. Once this process has counted an address out, its bearer requests are refused
 * before any statement.
 */
export function apiTokenAuth(deps: {
  db: Db;
  limit: RateLimit;
  badTokens: BadTokenLimits;
  address: (c: Context<AppEnv>) => string;
}): MiddlewareHandler<AppEnv> {
  const { db, limit, badTokens } = deps;
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header === undefined) return next();
    const address = deps.address(c);
    await badTokens.local.refuseIfSpent(address);
    const token = bearerToken(header);
    if (!token || !looksLikeApiToken(token)) {
      await badTokens.local.consume(address);
      throw new AppError('TOKEN_INVALID');
    }
    const caller = await useApiToken(db, hashApiToken(token));
    if (!caller) {
      await badTokens.local.consume(address);
      await badTokens.shared.consume(address);
      throw new AppError('TOKEN_INVALID');
    }
    await limit.consume(caller.id);
    c.set('apiToken', caller);
    return next();
  };
}
