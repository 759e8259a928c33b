import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  apiTokenParams,
  apiTokensDto,
  createApiTokenInput,
  createdApiTokenDto,
  currentApiTokenDto,
} from '../../../shared/schemas/api-tokens';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/session';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { jsonBody, jsonResponse, sessionOnly } from '../../http/openapi';
import { RateLimit } from '../../lib/rate-limit';
import { createApiToken, describeToken, listTokens, revokeApiToken } from './api-tokens.service';

const routes = sessionOnly({
  list: createRoute({
    method: 'get',
    path: '/tokens',
    summary: 'Your API tokens, with their last use (never the tokens themselves)',
    responses: { 200: jsonResponse(apiTokensDto, 'The tokens') },
  }),
  create: createRoute({
    method: 'post',
    path: '/tokens',
    summary: 'Make an API token; the answer is the only time the token is shown',
    request: jsonBody(createApiTokenInput),
    responses: { 201: jsonResponse(createdApiTokenDto, 'The token, in full'), 409: { description: 'TOKEN_LIMIT' } },
  }),
  revoke: createRoute({
    method: 'delete',
    path: '/tokens/{id}',
    summary: 'Revoke an API token: requests carrying it are refused from now on',
    request: { params: apiTokenParams },
    responses: { 204: { description: 'Revoked' } },
  }),
});

const current = createRoute({
  method: 'get',
  path: '/tokens/current',
  summary: 'The API token this request carries: its scope and whose account it acts for',
  security: [{ apiToken: [] }],
  responses: { 200: jsonResponse(currentApiTokenDto, 'The token'), 401: { description: 'TOKEN_INVALID' } },
});

/** Making tokens is rare: a few an hour stops a stolen session from minting them in bulk. */
const createLimitRule = { name: 'api-token-create', points: 30, durationSeconds: 60 * 60 };

export function apiTokenRoutes(deps: { auth: Auth; db: Db }) {
  const { auth, db } = deps;
  const userId = async (c: Parameters<typeof requireSession>[0]) => (await requireSession(c, auth)).user.id;
  const createLimit = new RateLimit(db, createLimitRule);

  return (
    new OpenAPIHono<AppEnv>()
      // Before /tokens/{id}: "current" is not a token id.
      .openapi(current, async (c) => {
        const token = c.get('apiToken');
        if (!token) throw new AppError('TOKEN_INVALID', 'Send an API token as `Authorization: Bearer sf_…`.');
        c.header('Cache-Control', 'private, no-store');
        return c.json(await describeToken(db, token.id), 200);
      })
      .openapi(routes.list, async (c) => c.json({ tokens: await listTokens(db, await userId(c)) }, 200))
      .openapi(routes.create, async (c) => {
        const owner = await userId(c);
        await createLimit.consume(owner);
        const created = await createApiToken(db, owner, c.req.valid('json'));
        c.get('log').info({ tokenId: created.id, scope: created.scope }, 'api token created');
        return c.json(created, 201);
      })
      .openapi(routes.revoke, async (c) => {
        await revokeApiToken(db, await userId(c), c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
