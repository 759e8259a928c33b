import type { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { refuseApiToken, requireTokenScope } from '../auth/session';
import type { AppEnv } from './context';

/** A JSON response of `schema`, for `createRoute`'s `responses`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON body of `schema`, for `createRoute`'s `request`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** How callers authenticate, as the OpenAPI document names it (ADR 0028). */
export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session cookie of a browser signed in on the website.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API token (Settings → API tokens): `Authorization: Bearer sf_…`. A read token may only GET; a write token may also change things. Each token has its own rate limit.',
  },
} as const;

type Security = Array<Partial<Record<keyof typeof securitySchemes, string[]>>>;

/**
 * Declares how `routes` authenticate, for the OpenAPI document, and enforces the token rule before
 * the input is validated, so a refused token never learns what a valid body looks like.
 */
function withSecurity<T extends Record<string, object>>(
  routes: T,
  security: Security,
  check: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => void,
): T {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    check(c);
    await next();
  };
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, { ...route, security, middleware }]),
  ) as T;
}

/** Routes that take an API token within its scope (a read token may only GET), or a browser session. */
export const tokenOrSession = <T extends Record<string, object>>(routes: T) =>
  withSecurity(routes, [{ apiToken: [] }, { session: [] }], requireTokenScope);

/** Routes for a signed-in browser only (billing, the account, the tokens): an API token is refused. */
export const sessionOnly = <T extends Record<string, object>>(routes: T) =>
  withSecurity(routes, [{ session: [] }], refuseApiToken);
