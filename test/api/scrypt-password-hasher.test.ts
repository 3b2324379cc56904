import { describe, expect, it } from '@jest/globals';
import { ScryptPasswordHasher } from '../../adapters/security/scrypt-password-hasher.js';

describe('hashing passwords with scrypt at production cost', () => {
  const hasher = new ScryptPasswordHasher();

  it("uses OWASP's N=2^15, r=8, p=3 (as strong as N=2^17, p=1, in 32 MiB a hash instead of 128) and verifies only the right password", async () => {
    const stored = await hasher.hash('bluebonnet-2027');
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{86}$/);
    await expect(hasher.verify('bluebonnet-2027', stored)).resolves.toBe(true);
    await expect(hasher.verify('bluebonnet-2028', stored)).resolves.toBe(false);
  });

  it('still verifies a password hashed at the former cost, N=2^17 and p=1', async () => {
    const former = await new ScryptPasswordHasher({ N: 2 ** 17, r: 8, p: 1 }).hash('pecan-creek-1');
    expect(former).toMatch(/^scrypt\$131072\$8\$1\$/);
    await expect(hasher.verify('pecan-creek-1', former)).resolves.toBe(true);
  });
});
