import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AuthErrorCode } from '../../shared/errors';
import { forgotPasswordInput, newPassword, signInInput, signUpInput } from '../../shared/schemas/auth';
import type { Env } from '../env';
import { AppError } from '../http/app-error';
import { clientIp, type AppEnv } from '../http/context';
import { parseOrThrow } from '../http/validation';
import type { Auth } from './auth';
import type { AuthLimits } from './auth-limits';

/** better-auth's error codes in the spec's words (§8); the client translates by code. */
export const authMessages: Record<AuthErrorCode | 'MISSING_RESPONSE' | 'VERIFICATION_FAILED', string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password. Please check the data and try again.',
  EMAIL_NOT_VERIFIED:
    'Email Not Confirmed - Please check your inbox and click the confirmation link before logging in.',
  USER_ALREADY_EXISTS: 'Email Already in Use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Email Already in Use',
  PASSWORD_TOO_SHORT: 'Weak Password',
  PASSWORD_TOO_LONG: 'Weak Password',
  EMAIL_PASSWORD_SIGN_UP_DISABLED: 'Signups are currently disabled for this application.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please request a new one.',
  INVALID_PASSWORD: 'Invalid password.',
  SESSION_EXPIRED: 'Authentication error. Please sign in again.',
  INVALID_CODE: 'Invalid code. Please try again.',
  MISSING_RESPONSE: 'Please complete the CAPTCHA verification.',
  VERIFICATION_FAILED: 'CAPTCHA verification failed. Please try again.',
  INVALID_BACKUP_CODE: 'Invalid backup code.',
  BANNED_USER: 'You have been banned from this application. Please contact support if you believe this is an error.',
};

/** The JSON body of a request, read from a copy so better-auth can still read the original. */
async function peekJson(c: Context): Promise<unknown> {
  try {
    return await c.req.raw.clone().json();
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
}

async function peekValid<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseOrThrow(schema, await peekJson(c));
}

/**
 * Mounts better-auth under /api/auth, with our validation (the spec's messages) and our
 * database-backed rate limits in front of the endpoints that need them, and its error answers
 * reworded into the spec's messages in our `{ message, code }` shape.
 */
export function authRoutes({ auth, limits, env }: { auth: Auth; limits: AuthLimits; env: Env }) {
  const app = new Hono<AppEnv>();
  const ip = (c: Context) => clientIp(c, env);

  const handle = async (c: Context<AppEnv>) => {
    const response = await auth.handler(c.req.raw);
    if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
    const body = (await response.clone().json().catch(() => undefined)) as { code?: string; message?: string } | undefined;
    if (!body?.code) return response;
    return c.json(
      { message: authMessages[body.code as AuthErrorCode] ?? body.message ?? 'Something went wrong. Please try again later.', code: body.code },
      response.status as ContentfulStatusCode,
    );
  };

  const login: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { email } = await peekValid(c, signInInput);
    await Promise.all([limits.loginEmail.assertAllowed(email), limits.loginIp.assertAllowed(ip(c))]);
    await next();
    // Failed attempts count against the email and the address; a correct password costs nothing.
    if (c.res.status === 401) await Promise.all([limits.loginEmail.penalize(email), limits.loginIp.penalize(ip(c))]);
  };
  app.post('/api/auth/sign-in/email', login, handle);

  app.post(
    '/api/auth/sign-up/email',
    async (c, next) => {
      const { email } = await peekValid(c, signUpInput);
      await limits.signUp.consume(email);
      await next();
    },
    handle,
  );

  app.post(
    '/api/auth/request-password-reset',
    async (c, next) => {
      const { email } = await peekValid(c, forgotPasswordInput);
      await limits.forgotPassword.consume(email);
      await next();
    },
    handle,
  );

  const updatePassword: MiddlewareHandler<AppEnv> = async (c, next) => {
    const body = (await peekJson(c)) as { newPassword?: unknown };
    parseOrThrow(newPassword, body?.newPassword);
    await limits.updatePassword.consume(ip(c));
    await next();
  };
  app.post('/api/auth/reset-password', updatePassword, handle);
  app.post('/api/auth/change-password', updatePassword, handle);

  app.post(
    '/api/auth/send-verification-email',
    async (c, next) => {
      const { email } = await peekValid(c, forgotPasswordInput);
      await limits.resendVerification.consume(email);
      await next();
    },
    handle,
  );

  // TOTP codes are single-use (DESIGN §8), which better-auth does not enforce: after a successful
  // check, a code this account already used within 90 s is refused and the new session undone.
  app.post('/api/auth/two-factor/verify-totp', async (c) => {
    const { code } = ((await peekJson(c)) ?? {}) as { code?: unknown };
    const response = await handle(c);
    if (response.status !== 200 || typeof code !== 'string') return response;
    const { token, user } = (await response.clone().json()) as { token?: string; user?: { id?: string } };
    if (!user?.id) return response;
    try {
      await limits.usedTotpCode.consume(`${user.id}:${code}`);
      return response;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
      const startedSession = response.headers.getSetCookie().some((cookie) => cookie.includes('session_token'));
      if (startedSession && token) await (await auth.$context).internalAdapter.deleteSession(token);
      return c.json({ code: 'INVALID_CODE', message: 'This code has already been used. Please wait for the next one.' }, 401);
    }
  });

  // The admin plugin's own endpoints stay internal: admin work goes through /api/admin, which
  // hides itself from non-admins and writes credit changes to the ledger.
  app.all('/api/auth/admin/*', () => {
    throw new AppError('NOT_FOUND', 'No API endpoint matches this path.');
  });

  app.on(['GET', 'POST'], '/api/auth/*', handle);
  return app;
}
