import { describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD_HASHES, demoPasswordHashes } from '../../adapters/runtime/catalogue.js';
import { DEMO_OWNER } from '../../adapters/persistence/seed/demo-owner.js';
import { DEMO_VENDOR } from '../../adapters/persistence/seed/demo-vendor-account.js';
import { OWASP_SCRYPT, ScryptPasswordHasher } from '../../adapters/security/scrypt-password-hasher.js';

// A first start seeds the demo accounts with hashes made ahead of their published password
// (adapters/runtime/catalogue.ts) instead of hashing it while it starts.

const hasher = new ScryptPasswordHasher();

describe('the demo accounts’ hashes made ahead', () => {
  it('verify against the demo owner’s and the demo vendor’s password, and no other', async () => {
    const early = demoPasswordHashes();
    expect(early.map((e) => e.password)).toEqual([DEMO_OWNER.password, DEMO_VENDOR.password]);
    for (const { password, hash } of early) {
      const stored = await hash;
      expect(await hasher.verify(password, stored)).toBe(true);
      expect(await hasher.verify(`${password}!`, stored)).toBe(false);
    }
  });

  it('are at the production cost, each with a salt of its own', () => {
    const parts = DEMO_PASSWORD_HASHES.map((stored) => stored.split('$'));
    for (const [scheme, N, r, p] of parts) expect({ scheme, N: Number(N), r: Number(r), p: Number(p) }).toEqual({ scheme: 'scrypt', ...OWASP_SCRYPT });
    expect(parts[0][4]).not.toBe(parts[1][4]);
  });
});
