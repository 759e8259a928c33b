import type { Db } from '../db/client';
import { RateLimit, type RateLimitRule } from '../lib/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Spec §9's limiters, as the server enforces them (database-backed, shared by every process). */
export const authLimitRules = {
  /** Failed logins: 5 per 15 minutes per email and per address, then blocked for 15 minutes. */
  loginEmail: { name: 'login-email', points: 5, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  loginIp: { name: 'login-ip', points: 5, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  signUp: { name: 'sign-up', points: 3, durationSeconds: HOUR },
  forgotPassword: { name: 'forgot-password', points: 3, durationSeconds: HOUR },
  /** 3 per 24 hours, then blocked for an hour. */
  updatePassword: { name: 'update-password', points: 3, durationSeconds: 24 * HOUR, blockSeconds: HOUR },
  resendVerification: { name: 'resend-verification', points: 3, durationSeconds: HOUR },
  /** A TOTP code works once: it is remembered for three 30-second periods after use. */
  usedTotpCode: { name: 'used-totp', points: 1, durationSeconds: 90 },
} satisfies Record<string, RateLimitRule>;

export type AuthLimits = Record<keyof typeof authLimitRules, RateLimit>;

export function createAuthLimits(db: Db): AuthLimits {
  return Object.fromEntries(
    Object.entries(authLimitRules).map(([key, rule]) => [key, new RateLimit(db, rule)]),
  ) as AuthLimits;
}
