import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  forgotPasswordInput,
  newPassword,
  signInInput,
  signInPassword,
  signUpRequest,
  updateUserRequest,
} from '../../shared/schemas/auth';
import type { AppEnv } from '../http/context';

const ok = { 200: { description: 'Done' } };
const body = (schema: z.ZodType) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const callbackURL = z.string().max(2000).optional();

/** The auth library's endpoints the app uses, in /api/openapi.json with the rules we put in front of them. */
const authPaths = [
  { method: 'post', path: '/sign-up/email', summary: 'Create an account (a confirmation email follows)', request: body(signUpRequest.extend({ callbackURL })) },
  { method: 'post', path: '/sign-in/email', summary: 'Sign in with email and password', request: body(signInInput) },
  { method: 'post', path: '/sign-out', summary: 'End this session' },
  { method: 'get', path: '/get-session', summary: 'The current session, if any' },
  { method: 'post', path: '/request-password-reset', summary: 'Email a password reset link', request: body(forgotPasswordInput.extend({ redirectTo: callbackURL })) },
  { method: 'post', path: '/reset-password', summary: 'Set a new password with an emailed token', request: body(z.object({ token: z.string(), newPassword })) },
  { method: 'post', path: '/send-verification-email', summary: 'Send the confirmation email again', request: body(forgotPasswordInput.extend({ callbackURL })) },
  {
    method: 'post',
    path: '/change-password',
    summary: 'Change the password',
    request: body(z.object({ currentPassword: signInPassword, newPassword, revokeOtherSessions: z.boolean().optional() })),
  },
  { method: 'post', path: '/update-user', summary: 'Change the account name or picture', request: body(updateUserRequest) },
  { method: 'post', path: '/delete-user', summary: 'Delete the account', request: body(z.object({ password: signInPassword })) },
  { method: 'get', path: '/list-sessions', summary: 'The account’s sessions' },
  { method: 'post', path: '/revoke-session', summary: 'End one session', request: body(z.object({ token: z.string() })) },
  { method: 'post', path: '/revoke-other-sessions', summary: 'End every other session' },
  { method: 'get', path: '/list-accounts', summary: 'Linked sign-in methods' },
  { method: 'post', path: '/unlink-account', summary: 'Unlink a sign-in method', request: body(z.object({ providerId: z.string() })) },
  { method: 'post', path: '/two-factor/enable', summary: 'Start two-factor setup', request: body(z.object({ password: signInPassword })) },
  { method: 'post', path: '/two-factor/disable', summary: 'Turn two-factor off', request: body(z.object({ password: signInPassword })) },
  { method: 'post', path: '/two-factor/verify-totp', summary: 'Check an authenticator code', request: body(z.object({ code: z.string() })) },
  { method: 'post', path: '/two-factor/verify-backup-code', summary: 'Check a backup code', request: body(z.object({ code: z.string() })) },
] as const;

export function registerAuthPaths(app: OpenAPIHono<AppEnv>): void {
  for (const { path, ...route } of authPaths) {
    app.openAPIRegistry.registerPath({ ...route, path: `/api/auth${path}`, tags: ['auth'], responses: ok });
  }
}
