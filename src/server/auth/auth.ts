import { betterAuth } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import type { Db } from '../db/client';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { passwordChangedEmail, resetPasswordEmail, signUpAttemptEmail, verificationEmail } from '../mail/templates';
import { attachVisitorIdea } from '../modules/evaluations/evaluations.repo';
import type { VisitorCookies } from '../modules/evaluations/visitor-cookie';
import { createProfile } from '../modules/me/profiles.repo';
import { deleteApiTokensOf } from '../modules/api-tokens/api-tokens.repo';
import { captchaPlugins } from './captcha';
import { githubPlugins } from './github';
import { requestLocale } from './locale';
import { sessionVersion } from './session-version';
import { passwordHasher, verifyPassword } from './password';

export const AUTH_BASE_PATH = '/api/auth';
/**
 * The caller's address as `clientIp` reads it, set by auth.routes.ts on every request it hands to
 * better-auth (whatever a client sent under this name is replaced), so sessions record the same
 * address our limits count.
 */
export const CLIENT_ADDRESS_HEADER = 'x-specforge-client-address';
const HOUR = 60 * 60;
/** How long a confirmation link works, in seconds. */
export const CONFIRMATION_LINK_SECONDS = 24 * HOUR;

export interface AuthDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** Reads a visitor's evaluation cookie, to attach that evaluation at sign-in (ADR 0014). */
  visitors: VisitorCookies;
  /** Runs before an account is deleted; a failure stops the deletion (e.g. its subscription could not be cancelled). */
  beforeDeleteUser?: (userId: string) => Promise<void>;
}

/**
 * better-auth on our database: email + password with required verification, password reset that
 * ends every other session, TOTP and the admin role. Rate limits are ours (auth.routes.ts), shared
 * by every process through the database.
 */
export function createAuth({ env, db, mailer, logger, secret, visitors, beforeDeleteUser }: AuthDeps) {
  const appOrigin = new URL(env.APP_URL).origin;
  const link = (path: string) => new URL(path, env.APP_URL).toString();
  // Email goes out after the response is decided; a mail failure must not fail sign-up or leak timing.
  const send = (message: Parameters<Mailer['send']>[0]) =>
    mailer.send(message).catch((error: unknown) => logger.error({ err: error, to: message.to }, 'email not sent'));

  return betterAuth({
    appName: 'Specforge',
    baseURL: env.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: env.SIGNUPS_DISABLED,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: passwordHasher(env.SCRYPT_LOG_N), verify: verifyPassword },
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: { email }, url }, request) => {
        await send({ to: email, ...resetPasswordEmail({ url, locale: requestLocale(request) }) });
      },
      onPasswordReset: async ({ user: { id, email } }, request) => {
        await deleteApiTokensOf(db, id);
        const resetUrl = link('/auth/forgot-password');
        await send({ to: email, ...passwordChangedEmail({ when: new Date(), resetUrl, locale: requestLocale(request) }) });
      },
      // Sign-up answers the same for a taken address; its owner is told someone tried (ADR 0005).
      onExistingUserSignUp: async ({ user: { email } }, request) => {
        const locale = requestLocale(request);
        await send({ to: email, ...signUpAttemptEmail({ loginUrl: link('/auth/login'), resetUrl: link('/auth/forgot-password'), locale }) });
      },
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link proves the address: whoever opens it is signed in, not asked to sign in again (ADR 0049).
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user: { email }, url }, request) => {
        await send({ to: email, ...verificationEmail({ url, locale: requestLocale(request) }) });
      },
    },
    session: {
      expiresIn: 7 * 24 * HOUR,
      updateAge: 24 * HOUR,
      // The session and its user travel in a signed cookie, checked against the database with one
      // statement per request instead of two; the check keeps revocation immediate (session-version.ts).
      cookieCache: { enabled: true, maxAge: 5 * 60, version: sessionVersion(db) },
    },
    user: {
      deleteUser: { enabled: true, beforeDelete: async (deleted) => beforeDeleteUser?.(deleted.id) },
      // A provider's unverified email must not create an account: whoever later confirms that
      // address would hand the account to the provider identity that claimed it.
      validateUserInfo: ({ user: incoming, source }) => {
        if (source.method === 'oauth' && source.action === 'create-user' && !incoming.emailVerified) {
          return {
            error: 'provider_email_needs_verification',
            errorDescription: 'Confirm your email address with the provider, then sign in again.',
          };
        }
      },
    },
    // Errors before a sign-in knows where to return (a lost state cookie) land on our login page.
    onAPIError: {
      errorURL: link('/auth/login'),
      // The library prints every refused request to the console; a 4xx is an answer, not an event.
      onError: (error) => {
        if (isAPIError(error) && error.statusCode < 500) logger.debug({ err: error }, 'auth: request refused');
        else logger.error({ err: error }, 'auth: request failed');
      },
    },
    // Securing an account ends its API tokens as well as its sessions (ADR 0036): a stolen token
    // must not outlive the recovery. An unban brings none back. (A password reset ends them in
    // `onPasswordReset`: it has no session to name the account.)
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (isAPIError(ctx.context.returned)) return;
        const userId = endsApiTokens[ctx.path]?.(ctx);
        if (userId) await deleteApiTokensOf(db, userId);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Addresses listed in ADMIN_EMAILS start as admins (they still have to confirm the email).
          before: async (incoming) => {
            if (env.ADMIN_EMAILS.includes(String(incoming.email).toLowerCase())) return { data: { ...incoming, role: 'admin' } };
          },
          after: async (created, context) => {
            await createProfile(db, created.id, requestLocale(context?.request));
          },
        },
      },
      session: {
        create: {
          // The first session proves the account is the browser's: email sign-up (after the
          // confirmation) or GitHub. A visitor's evaluation from this browser becomes the
          // account's free evaluation. An admin impersonating someone attaches nothing.
          after: async (created, context) => {
            if (created.impersonatedBy) return;
            const cookie = context?.headers?.get('cookie') ?? context?.request?.headers.get('cookie');
            const visitorId = await visitors.read(cookie);
            if (visitorId) await attachVisitorIdea(db, visitorId, created.userId);
          },
        },
      },
    },
    trustedOrigins: [appOrigin],
    rateLimit: { enabled: false },
    advanced: {
      // better-auth skips its origin check when NODE_ENV=test; we test with it on.
      disableOriginCheck: false,
      useSecureCookies: appOrigin.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const method = level === 'debug' ? 'debug' : level === 'info' ? 'info' : level === 'warn' ? 'warn' : 'error';
        logger[method]({ args }, `auth: ${message}`);
      },
    },
    plugins: [twoFactor({ issuer: 'Specforge' }), admin(), ...githubPlugins(env), ...captchaPlugins(env)],
  });
}

/** The account whose API tokens a successful call of these endpoints ends. */
const endsApiTokens: Record<string, (ctx: { context: { session: { user: { id: string } } | null }; body?: unknown }) => string | undefined> = {
  '/change-password': (ctx) => ctx.context.session?.user.id,
  '/revoke-other-sessions': (ctx) => ctx.context.session?.user.id,
  '/revoke-sessions': (ctx) => ctx.context.session?.user.id,
  '/admin/ban-user': (ctx) => (ctx.body as { userId?: string } | undefined)?.userId,
};

export type Auth = ReturnType<typeof createAuth>;
