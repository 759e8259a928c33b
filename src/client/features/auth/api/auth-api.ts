import { nameFromEmail } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** The better-auth endpoints the auth pages call (JSON, same origin, session cookie). */
const VERIFIED_CALLBACK = '/auth/login?verified=1';

/** Extra headers of an auth call: the captcha token, when captcha is on. */
type AuthHeaders = Record<string, string>;

export function signUp(input: { email: string; password: string }, headers: AuthHeaders = {}) {
  return api<unknown>('/auth/sign-up/email', {
    method: 'POST',
    headers,
    json: { ...input, name: nameFromEmail(input.email), callbackURL: VERIFIED_CALLBACK },
  });
}

export function signIn(input: { email: string; password: string }, headers: AuthHeaders = {}) {
  return api<{ twoFactorRedirect?: boolean }>('/auth/sign-in/email', { method: 'POST', headers, json: input });
}

export function signOut() {
  return api<unknown>('/auth/sign-out', { method: 'POST', json: {} });
}

export function requestPasswordReset(input: { email: string }, headers: AuthHeaders = {}) {
  return api<unknown>('/auth/request-password-reset', {
    method: 'POST',
    headers,
    json: { ...input, redirectTo: '/auth/update-password' },
  });
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return api<unknown>('/auth/reset-password', { method: 'POST', json: input });
}

export function resendVerification(input: { email: string }) {
  return api<unknown>('/auth/send-verification-email', {
    method: 'POST',
    json: { ...input, callbackURL: VERIFIED_CALLBACK },
  });
}
