import type { Context } from 'hono';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';
import { accountCacheFor } from './account-cache';
import type { ProjectAction } from '../../shared/permissions';
import type { StreamJudge } from '../http/judged-stream';
import { liveApiTokenUser } from '../modules/api-tokens/api-tokens.repo';
import { authorizeProject } from '../modules/projects/project-access';
import type { Auth } from './auth';

export type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/** A request whose caller is judged: a context of the app's. */
type AppContext = Context<AppEnv>;

/** Refuses an API token on a route that serves a signed-in browser only (billing, the account, the tokens). */
export function refuseApiToken(c: AppContext): void {
  if (c.get('apiToken')) throw new AppError('TOKEN_COOKIE_ONLY');
}

/**
 * The signed-in user's browser session, or 401 with `unauthorizedMessage` (by default 'Authentication
 * error. Please sign in again.'); API tokens are refused (TOKEN_COOKIE_ONLY). A response that depends
 * on who asks is private: nothing may cache it.
 */
export async function requireSession(c: AppContext, auth: Auth, unauthorizedMessage?: string): Promise<Session> {
  refuseApiToken(c);
  const session = await sessionOf(c, auth, () => readSession(c, auth));
  if (!session) throw new AppError('UNAUTHORIZED', unauthorizedMessage);
  c.header('Cache-Control', 'private, no-store');
  return session;
}

/** The request's session: held in memory where that is exact (ADR 0031), else read with `read`. */
function sessionOf(c: AppContext, auth: Auth, read: () => Promise<Session | null>): Promise<Session | null> {
  const cached = accountCacheFor(c, auth);
  return cached ? cached.cache.session(cached.cookie, read) : read();
}

async function readSession(c: AppContext, auth: Auth): Promise<Session | null> {
  const { headers, response } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
  // The cookies better-auth renews (the session's expiry, the signed session cache) reach the
  // browser: a cache it never received would be read, found stale and re-read on every request.
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  return response;
}

const safeMethods = new Set(['GET', 'HEAD']);

/** Refuses a read token's attempt to change something: a read token may only GET. */
export function requireTokenScope(c: AppContext): void {
  if (c.get('apiToken')?.scope === 'read' && !safeMethods.has(c.req.method)) throw new AppError('TOKEN_SCOPE');
}

/**
 * The account a request acts for on the REST API: its API token's, within the token's scope, else
 * its browser session's (ADR 0028).
 */
export async function requireUserId(c: AppContext, auth: Auth): Promise<string> {
  const token = c.get('apiToken');
  if (!token) return (await requireSession(c, auth)).user.id;
  requireTokenScope(c);
  c.header('Cache-Control', 'private, no-store');
  return token.userId;
}

/**
 * Judges a long-lived response's caller again (ADR 0036): true while the credential that opened it
 * still stands for `userId`, as a new request would find it now. Its API token must still be live
 * (not revoked, not expired, its account not banned); its browser session still signed in (a
 * sign-out, a ban or the account's deletion ends the session). Sessions are read through the same
 * cache as `requireSession`, which every change to a session or a user empties at once, or through
 * better-auth, whose cookie cache is checked against the database on every read (ADR 0029).
 */
export async function callerStillStands(c: AppContext, auth: Auth, db: Db, userId: string): Promise<boolean> {
  const token = c.get('apiToken');
  if (token) return (await liveApiTokenUser(db, token.id)) === userId;
  // Cookies better-auth would renew here cannot reach a browser mid-stream: none are asked for.
  const session = await sessionOf(c, auth, () => auth.api.getSession({ headers: c.req.raw.headers }));
  return session?.user.id === userId;
}

/**
 * The judge of a long-lived response about a project (ADR 0036): the token or session that opened it
 * still stands, and the caller may still `action` on the project.
 */
export function projectCallerJudge(c: AppContext, auth: Auth, db: Db, userId: string, projectId: string, action: ProjectAction): StreamJudge {
  return async () => {
    if (!(await callerStillStands(c, auth, db, userId))) return false;
    await authorizeProject(db, userId, projectId, action); // throws once they lost their place
    return true;
  };
}
