import { CONFIRMATION_LINK_SECONDS } from '../../auth/auth';

/**
 * Whether a session is a new account's first visit (greeted "Welcome", not "Welcome back"): it began
 * before the account's confirmation link could have expired, so it is the session that link (or
 * GitHub) opened or one beside it on that first day. A later session is a returning sign-in (ADR 0049).
 */
export function isNewAccountSession(accountCreatedAt: Date | string, sessionCreatedAt: Date | string): boolean {
  const age = new Date(sessionCreatedAt).getTime() - new Date(accountCreatedAt).getTime();
  return age < CONFIRMATION_LINK_SECONDS * 1000;
}
