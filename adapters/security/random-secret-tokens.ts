import { createHash, randomBytes } from 'node:crypto';
import type { SecretTokens } from '../../domain/accounts/account-ports.js';

/** 256-bit random tokens; the database keeps only their SHA-256. */
export class RandomSecretTokens implements SecretTokens {
  create(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hash(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
