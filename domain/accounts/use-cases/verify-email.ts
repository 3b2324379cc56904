import type { Ports } from '../../ports.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import type { Account } from '../account.js';

/** Confirms an account's email address with the token of the mailed link; the link then dies. */
export class VerifyEmail {
  constructor(private readonly ports: Pick<Ports, 'accounts' | 'emailVerifications' | 'secretTokens' | 'uow' | 'clock'>) {}

  async execute(token: string): Promise<Account> {
    const { accounts, emailVerifications, secretTokens, uow, clock } = this.ports;
    const now = clock.now();
    const account = await uow.run(async () => {
      const owner = await emailVerifications.consume(secretTokens.hash(token), now);
      if (!owner) return null;
      await accounts.markEmailVerified(owner, now);
      await emailVerifications.deleteAllOf(owner);
      return accounts.findById(owner);
    });
    if (!account) {
      throw new InvalidInputError('ACCOUNT.VERIFICATION_LINK_EXPIRED', 'token', 'This link has expired or was already used. Sign in to ask for a new one.');
    }
    return account;
  }
}
