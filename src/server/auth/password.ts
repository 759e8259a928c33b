import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt work factor: N = 2^17 with r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const PRODUCTION_SCRYPT_LOG_N = 17;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const KEY_LENGTH = 64;

interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes as `scrypt$<logN>$<r>$<p>$<salt>$<key>`: the parameters travel with the hash, so they can
 * be raised later and a hash is always checked with the ones it was made with. `logN` is lowered only
 * for test runs, where hundreds of accounts are made (ADR 0032); production refuses that.
 */
export function passwordHasher(logN = PRODUCTION_SCRYPT_LOG_N): (password: string) => Promise<string> {
  return async (password) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, { logN, r: SCRYPT_R, p: SCRYPT_P });
    return ['scrypt', logN, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
  };
}

export const hashPassword = passwordHasher();

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { logN: Number(logN), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
