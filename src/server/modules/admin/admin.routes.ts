import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import {
  adjustCreditsDto,
  adjustCreditsInput,
  adminAiCostsDto,
  adminAiCostsQuery,
  adminLedgerQuery,
  adminUserDto,
  adminUserParams,
  adminUsersDto,
  adminUsersQuery,
  banUserInput,
  isAdminRole,
  setPlanInput,
} from '../../../shared/schemas/admin';
import { ledgerDto, type LedgerDto } from '../../../shared/schemas/credits';
import type { Auth } from '../../auth/auth';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { listLedger, toLedgerEntryDto } from '../credits/credits.service';
import { priceTable, type PriceTable } from '../../ai/prices';
import { searchUsers } from './admin.repo';
import { aiCosts } from './ai-costs.service';
import { adjustUserCredits, banUser, requireUser, setUserPlan, toAdminUserDto, unbanUser } from './admin.service';
import { jsonResponse } from '../../http/openapi';

export interface AdminEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { admin: Session['user'] };
}

/**
 * Signed in with the admin role, or a 404 exactly like a path that does not exist: the area never
 * reveals itself (not even through a validation error, which is why this runs before validation).
 */
export function requireAdmin(auth: Auth): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    // Not requireSession: its 401 and its private header would both tell the area apart from a 404.
    // An API token never reaches the admin area, even beside an admin's cookie.
    const session = c.get('apiToken') ? null : await auth.api.getSession({ headers: c.req.raw.headers });
    const role = (session?.user as { role?: string | null } | undefined)?.role;
    if (!session || !isAdminRole(role)) throw new AppError('NOT_FOUND', 'No API endpoint matches this path.');
    c.set('admin', session.user);
    c.header('Cache-Control', 'private, no-store');
    await next();
  };
}

// Hidden from /api/openapi.json: the public API description must not advertise the admin area.
const listUsers = createRoute({
  method: 'get',
  path: '/admin/users',
  hide: true,
  request: { query: adminUsersQuery },
  responses: { 200: jsonResponse(adminUsersDto, 'Accounts matching the search, newest first') },
});

const adjustCredits = createRoute({
  method: 'post',
  path: '/admin/users/{id}/credits',
  hide: true,
  request: {
    params: adminUserParams,
    body: { content: { 'application/json': { schema: adjustCreditsInput } }, required: true },
  },
  responses: { 200: jsonResponse(adjustCreditsDto, 'The balance after the adjustment') },
});

const plan = createRoute({
  method: 'post',
  path: '/admin/users/{id}/plan',
  hide: true,
  request: {
    params: adminUserParams,
    body: { content: { 'application/json': { schema: setPlanInput } }, required: true },
  },
  responses: { 200: jsonResponse(adminUserDto, 'The account on its new plan') },
});

const ban = createRoute({
  method: 'post',
  path: '/admin/users/{id}/ban',
  hide: true,
  request: {
    params: adminUserParams,
    body: { content: { 'application/json': { schema: banUserInput } }, required: false },
  },
  responses: { 200: jsonResponse(adminUserDto, 'The banned account') },
});

const unban = createRoute({
  method: 'post',
  path: '/admin/users/{id}/unban',
  hide: true,
  request: { params: adminUserParams },
  responses: { 200: jsonResponse(adminUserDto, 'The unbanned account') },
});

const ledger = createRoute({
  method: 'get',
  path: '/admin/users/{id}/ledger',
  hide: true,
  request: { params: adminUserParams, query: adminLedgerQuery },
  responses: { 200: jsonResponse(ledgerDto, 'The account’s credit ledger, newest first') },
});

const costs = createRoute({
  method: 'get',
  path: '/admin/ai-costs',
  hide: true,
  request: { query: adminAiCostsQuery },
  responses: { 200: jsonResponse(adminAiCostsDto, 'Tokens and estimated cost of the newest kits by model, and totals per model') },
});

/** The admin area's API (`/api/admin/*`): users, credits, bans, AI costs. Everyone else gets a 404. */
export function adminRoutes({ auth, db, prices = {} }: { auth: Auth; db: Db; prices?: PriceTable }) {
  const app = new OpenAPIHono<AdminEnv>();
  const table = priceTable(prices);
  app.use('/admin/*', requireAdmin(auth));
  return app
    .openapi(listUsers, async (c) => {
      const { users, total } = await searchUsers(db, c.req.valid('query'));
      return c.json({ users: users.map(toAdminUserDto), total }, 200);
    })
    .openapi(adjustCredits, async (c) => {
      const admin = c.get('admin');
      const { id } = c.req.valid('param');
      const { delta, reason, requestId } = c.req.valid('json');
      const result = await adjustUserCredits(db, { adminId: admin.id, userId: id, delta, reason, requestId });
      c.get('log').info(
        { adminId: admin.id, userId: id, delta, requestId, applied: result.applied },
        'admin adjusted credits',
      );
      return c.json(result, 200);
    })
    .openapi(plan, async (c) => {
      const admin = c.get('admin');
      const { id } = c.req.valid('param');
      const row = await setUserPlan(db, { userId: id, plan: c.req.valid('json').plan });
      c.get('log').info({ adminId: admin.id, userId: id, plan: row.subscriptionPlan }, 'admin set a plan');
      return c.json(toAdminUserDto(row), 200);
    })
    .openapi(ban, async (c) => {
      const admin = c.get('admin');
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const row = await banUser({ auth, db }, { adminId: admin.id, userId: id, reason, headers: c.req.raw.headers });
      c.get('log').info({ adminId: admin.id, userId: id }, 'admin banned a user');
      return c.json(toAdminUserDto(row), 200);
    })
    .openapi(unban, async (c) => {
      const admin = c.get('admin');
      const { id } = c.req.valid('param');
      const row = await unbanUser({ auth, db }, { userId: id, headers: c.req.raw.headers });
      c.get('log').info({ adminId: admin.id, userId: id }, 'admin unbanned a user');
      return c.json(toAdminUserDto(row), 200);
    })
    .openapi(ledger, async (c) => {
      const { id } = c.req.valid('param');
      const { limit } = c.req.valid('query');
      await requireUser(db, id);
      const entries = await listLedger(db, id, { limit });
      const body: LedgerDto = { entries: entries.map(toLedgerEntryDto) };
      return c.json(body, 200);
    })
    .openapi(costs, async (c) => c.json(await aiCosts(db, table, c.req.valid('query').limit), 200));
}
