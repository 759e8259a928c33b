import { describe, expect, it } from 'vitest';
import { isNewAccountSession } from './new-account';

const HOUR = 60 * 60 * 1000;
const created = new Date('2026-11-30T08:00:00.000Z');
const at = (hours: number) => new Date(created.getTime() + hours * HOUR);

describe('a new account’s session', () => {
  it('is the one begun on the account’s first day (by its confirmation link), in dates or their ISO strings', () => {
    expect(isNewAccountSession(created, at(0.1))).toBe(true);
    expect(isNewAccountSession(created.toISOString(), at(23.9).toISOString())).toBe(true);
  });

  it('is not one begun once the confirmation link would have expired: that is a returning sign-in', () => {
    expect(isNewAccountSession(created, at(24))).toBe(false);
    expect(isNewAccountSession(created, at(24 * 30))).toBe(false);
  });
});
