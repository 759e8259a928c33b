import type { Db } from '../db/client';
import { RateLimit, type RateLimitRule } from '../lib/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The auth limits, database-backed and shared by every process (ADR 0017). Logins are counted per
 * email and address together (5 per 15 minutes, then 15 minutes blocked), so one address cannot
 * lock an account out everywhere; the per-address and per-email limits sit well above them,
 * catching one address trying many accounts and many addresses trying one.
 */
export const authLimitRules = {
  /** 5 login attempts per 15 minutes for one email from one address, then blocked for 15 minutes. */
  loginPair: { name: 'login-email-address', points: 5, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** Login attempts on one email from every address; once spent, only a correct password with a captcha passes. */
  loginEmail: { name: 'login-email-any-address', points: 20, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** Login attempts from one address on any email (offices and mobile carriers share addresses). */
  loginAddress: { name: 'login-address', points: 100, durationSeconds: HOUR },
  signUp: { name: 'sign-up', points: 3, durationSeconds: HOUR },
  /** Sign-ups from one address (offices and classrooms share one). */
  signUpAddress: { name: 'sign-up-address', points: 10, durationSeconds: HOUR },
  forgotPassword: { name: 'forgot-password', points: 3, durationSeconds: HOUR },
  /** 3 per 24 hours, then blocked for an hour. */
  updatePassword: { name: 'update-password', points: 3, durationSeconds: 24 * HOUR, blockSeconds: HOUR },
  resendVerification: { name: 'resend-verification', points: 3, durationSeconds: HOUR },
  /**
   * Malformed or unknown API tokens from one address, like wrong passwords: 20 per 15 minutes, then
   * every bearer request from it refused for 15 minutes (ADR 0036).
   */
  badApiToken: { name: 'bad-api-token-address', points: 20, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  /** A TOTP code works once: it is remembered for three 30-second periods after use. */
  usedTotpCode: { name: 'used-totp', points: 1, durationSeconds: 90 },
} satisfies Record<string, RateLimitRule>;

export type AuthLimits = Record<keyof typeof authLimitRules, RateLimit>;

export function createAuthLimits(db: Db): AuthLimits {
  return Object.fromEntries(
    Object.entries(authLimitRules).map(([key, rule]) => [key, new RateLimit(db, rule)]),
  ) as AuthLimits;
}
