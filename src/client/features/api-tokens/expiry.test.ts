import { describe, expect, it } from 'vitest';
import { createApiTokenInput } from '../../../shared/schemas/api-tokens';
import { expiresAtFor, tokenExpiries } from './expiry';

describe('a token’s expiry chosen from the list', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');

  it('counts the days from now, and sends null for a token that never expires', () => {
    expect(expiresAtFor('days30', now)).toBe('2026-12-26T12:00:00.000Z');
    expect(expiresAtFor('days90', now)).toBe('2027-02-24T12:00:00.000Z');
    expect(expiresAtFor('year', now)).toBe('2027-11-26T12:00:00.000Z');
    expect(expiresAtFor('never', now)).toBeNull();
  });

  it('gives only dates the shared schema accepts', () => {
    for (const expiry of tokenExpiries) {
      const parsed = createApiTokenInput.safeParse({ name: 'CLI', scope: 'read', expiresAt: expiresAtFor(expiry) });
      expect(parsed.success, expiry).toBe(true);
    }
  });
});
