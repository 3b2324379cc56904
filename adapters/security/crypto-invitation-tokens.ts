import { createHash, randomBytes } from 'node:crypto';
import type { InvitationTokens } from '../../domain/guests/invitation-tokens.js';

/** 256 random bits, URL-safe; stored only as a SHA-256, like the booking access key. */
export class CryptoInvitationTokens implements InvitationTokens {
  issue(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hash(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
