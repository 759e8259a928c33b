/** The lifetimes offered when making a token; the server takes any date up to a year and a day away. */
export const tokenExpiries = ['days30', 'days90', 'year', 'never'] as const;
export type TokenExpiry = (typeof tokenExpiries)[number];

/** A token made without thinking lasts a quarter: long enough to be useful, short enough to be forgotten safely. */
export const DEFAULT_TOKEN_EXPIRY: TokenExpiry = 'days90';

const DAY_MS = 86_400_000;
const expiryDays: Record<TokenExpiry, number | null> = { days30: 30, days90: 90, year: 365, never: null };

/** The `expiresAt` to send for a chosen lifetime, counted from `now`; null for a token that never expires. */
export function expiresAtFor(expiry: TokenExpiry, now: Date = new Date()): string | null {
  const days = expiryDays[expiry];
  return days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString();
}
