import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../domain/accounts/account-ports.js';

/**
 * OWASP Password Storage Cheat Sheet: scrypt with N=2^15, r=8, p=3, one of the settings it lists as
 * equal in defence to N=2^17, r=8, p=1. Node works the p lanes one after another, so a hash holds
 * 32 MiB (128 * N * r) instead of 128: four sign-ins at once (libuv's four threads) had held 512 MiB,
 * and the demo accounts' hashes at a first start 256. About 150-190 ms a hash instead of 250 here.
 * Hashes keep their own cost (below), so those made at N=2^17 still verify.
 */
export const OWASP_SCRYPT = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes are stored as `scrypt$N$r$p$salt$key` (base64url), so the cost can rise later and
 * old hashes still verify. Tests may use a lower N through the constructor.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly params: { N: number; r: number; p: number } = OWASP_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
