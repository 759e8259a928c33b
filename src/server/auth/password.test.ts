import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHasher, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses scrypt at OWASP strength (N=2^17, r=8, p=1) with a random salt', async () => {
    const hash = await hashPassword('Correct-Horse-1');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await hashPassword('Correct-Horse-1')).not.toBe(hash);
  });

  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Correct-Horse-1');
    expect(await verifyPassword({ hash, password: 'Correct-Horse-1' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct-horse-1' })).toBe(false);
    expect(await verifyPassword({ hash: 'bcrypt$whatever', password: 'Correct-Horse-1' })).toBe(false);
  });

  it('hashes at a lowered work factor when asked, and checks each hash with the factor it carries', async () => {
    const cheap = await passwordHasher(12)('Correct-Horse-1');
    expect(cheap).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await verifyPassword({ hash: cheap, password: 'Correct-Horse-1' })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: 'Correct-Horse-2' })).toBe(false);
  });
});
