import type { Context } from 'hono';
import { AppError } from '../http/app-error';
import type { Auth } from './auth';

export type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/**
 * The signed-in user's session, or 401 with `unauthorizedMessage` (by default 'Authentication error.
 * Please sign in again.'). A response that depends on who asks is private: nothing may cache it.
 */
export async function requireSession(c: Context, auth: Auth, unauthorizedMessage?: string): Promise<Session> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHORIZED', unauthorizedMessage);
  c.header('Cache-Control', 'private, no-store');
  return session;
}
