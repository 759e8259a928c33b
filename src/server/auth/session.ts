import type { Context } from 'hono';
import { AppError } from '../http/app-error';
import type { Auth } from './auth';

export type Session = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/** The signed-in user's session, or 401 'Authentication error. Please sign in again.' */
export async function requireSession(c: Context, auth: Auth): Promise<Session> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new AppError('UNAUTHORIZED');
  return session;
}
