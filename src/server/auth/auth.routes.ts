import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { errorStatus, type AuthErrorCode, type ErrorCode } from '../../shared/errors';
import { forgotPasswordInput, newPassword, signInInput, signUpRequest, updateUserRequest } from '../../shared/schemas/auth';
import type { Env } from '../env';
import { AppError, defaultMessages } from '../http/app-error';
import { clientIp, type AppEnv } from '../http/context';
import { parseOrThrow } from '../http/validation';
import { isRateLimited, type RateLimit } from '../lib/rate-limit';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth';
import { registerAuthPaths } from './auth.openapi';
import type { AuthLimits } from './auth-limits';
import { captchaRequired } from './captcha';
import { requireProof, type Proof } from './proof';

/** better-auth's error codes in the words users see; the client translates by code. */
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
  // Our own proofs (ADR 0016) refuse with the same codes and words.
  INVALID_PASSWORD: defaultMessages.INVALID_PASSWORD,
  SESSION_EXPIRED: defaultMessages.SESSION_EXPIRED,
  INVALID_CODE: 'Invalid code. Please try again.',
  MISSING_RESPONSE: 'Please complete the CAPTCHA verification.',
  VERIFICATION_FAILED: 'CAPTCHA verification failed. Please try again.',
  INVALID_BACKUP_CODE: 'Invalid backup code.',
  BANNED_USER: 'You have been banned from this application. Please contact support if you believe this is an error.',
};

const deleteAccountMessages = {
  passwordRequired: 'Enter your password to delete your account.',
  emailRequired: 'Type your account’s email address to confirm.',
  signInAgain: 'For your safety, sign in again, then delete the account within 10 minutes.',
};

/** Our code for an error status the auth library answered without one. */
function codeOfStatus(status: number): ErrorCode {
  const code = (Object.keys(errorStatus) as ErrorCode[]).find((candidate) => errorStatus[candidate] === status);
  return code ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** The JSON body of a request, read from a copy so better-auth can still read the original. */
async function peekJson(c: Context): Promise<unknown> {
  try {
    return await c.req.raw.clone().json();
  } catch {
    throw new AppError('MALFORMED_JSON');
  }
}

/**
 * Spends one attempt on each limit at once. When one refuses, the others are given back (the attempt
 * is not made) and the refusal with the longest wait is thrown. Returns how to give them all back.
 */
async function spendAttempt(entries: Array<[RateLimit, string]>): Promise<() => Promise<void>> {
  const results = await Promise.allSettled(entries.map(([limit, key]) => limit.consume(key)));
  const spent = entries.filter((_, i) => results[i]!.status === 'fulfilled');
  const refundAll = async () => {
    await Promise.all(spent.map(([limit, key]) => limit.refund(key)));
  };
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length === 0) return refundAll;
  await refundAll();
  const unexpected = failures.find((error) => !isRateLimited(error));
  if (unexpected) throw unexpected;
  const wait = (error: unknown) => (isRateLimited(error) ? Number((error.details as { retryAfterSeconds?: number })?.retryAfterSeconds ?? 0) : 0);
  throw failures.reduce((longest, error) => (wait(error) > wait(longest) ? error : longest));
}

async function peekValid<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  return parseOrThrow(schema, await peekJson(c));
}

/** Hands the auth library the account name and picture as our rules leave them (trimmed, tags stripped). */
async function useCleanedProfile<T extends typeof signUpRequest | typeof updateUserRequest>(c: Context, schema: T): Promise<z.output<T>> {
  const body = (await peekJson(c)) as Record<string, unknown>;
  const valid = parseOrThrow(schema, body) as z.output<T>;
  const { name } = valid as { name?: string };
  const cleaned = { ...body, ...(name === undefined ? {} : { name }) };
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  c.req.raw = new Request(c.req.raw, { headers, body: JSON.stringify(cleaned) });
  return valid;
}

/**
 * Mounts better-auth under /api/auth, with our validation (the shared schemas' messages) and our
 * database-backed rate limits in front of the endpoints that need them, and its error answers
 * reworded into `authMessages` in our `{ message, code }` shape.
 */
export function authRoutes({ auth, limits, env }: { auth: Auth; limits: AuthLimits; env: Env }) {
  const app = new OpenAPIHono<AppEnv>();
  registerAuthPaths(app);
  const ip = (c: Context) => clientIp(c, env);

  const handle = async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, ip(c));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    if (response.status < 400) return response;
    const body = response.headers.get('content-type')?.includes('application/json')
      ? ((await response.clone().json().catch(() => undefined)) as { code?: string; message?: string } | undefined)
      : undefined;
    if (!body?.code) {
      // Bare answers (an unknown endpoint's empty 404, a method it does not take) get our shape too.
      const error = new AppError(codeOfStatus(response.status), body?.message);
      return c.json(error.toBody(), response.status as ContentfulStatusCode);
    }
    if (body.code === 'VALIDATION_ERROR') {
      // '[body.currentPassword] Invalid input: …' names the field; our validation failures do the same in details.
      const [, field, problem] = /^\[(?:body\.)?([^\]]*)\]\s*(.*)$/.exec(body.message ?? '') ?? [];
      const message = problem || body.message || 'Please check the form fields and try again.';
      return c.json(new AppError('VALIDATION_FAILED', message, { issues: [{ path: field ?? '', message }] }).toBody(), 400);
    }
    return c.json(
      { message: authMessages[body.code as AuthErrorCode] ?? body.message ?? 'Something went wrong. Please try again later.', code: body.code },
      response.status as ContentfulStatusCode,
    );
  };

  // Every attempt is counted before the password is checked, so parallel guesses cannot all be
  // checked before the first failure is counted; anything but a wrong password gives it back.
  // Counted per email and address (5 per 15 minutes, then 15 minutes blocked), per address and per
  // email much higher (ADR 0017): with a captcha, the owner's correct password still passes a
  // per-email block.
  const login: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { email } = await peekValid(c, signInInput);
    const address = ip(c);
    const refundAttempt = await spendAttempt([
      [limits.loginPair, `${email} ${address}`],
      [limits.loginAddress, address],
    ]);
    let emailBlock: unknown;
    try {
      await limits.loginEmail.consume(email);
    } catch (error) {
      if (!isRateLimited(error)) throw error;
      emailBlock = error;
    }
    const refundAll = async () => {
      await refundAttempt();
      if (!emailBlock) await limits.loginEmail.refund(email);
    };
    if (emailBlock && !captchaRequired(env)) {
      await refundAll();
      throw emailBlock;
    }
    try {
      await next();
    } catch (error) {
      await refundAll();
      throw error;
    }
    if (c.res.status !== 401) await refundAll();
    else if (emailBlock) throw emailBlock;
  };
  app.post('/api/auth/sign-in/email', login, handle);

  app.post(
    '/api/auth/sign-up/email',
    async (c, next) => {
      const { email } = await useCleanedProfile(c, signUpRequest);
      await spendAttempt([
        [limits.signUpAddress, ip(c)],
        [limits.signUp, email],
      ]);
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
  app.post(
    '/api/auth/update-user',
    async (c, next) => {
      await useCleanedProfile(c, updateUserRequest);
      await next();
    },
    handle,
  );

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

  // Deleting an account takes proof beyond the session cookie (ADR 0016): its password, or for an
  // account without one (GitHub only) a sign-in within the last 10 minutes and its email typed out.
  // better-auth alone would delete on `{}` with any session under a day old.
  app.post(
    '/api/auth/delete-user',
    async (c, next) => {
      const body = ((await peekJson(c)) ?? {}) as Proof;
      const signedIn = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!signedIn) return next();
      await requireProof(auth, signedIn, body, { messages: deleteAccountMessages, checkPassword: false });
      await next();
    },
    handle,
  );

  // TOTP codes are single-use (ADR 0007), which better-auth does not enforce: after a successful
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
