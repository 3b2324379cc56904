import type { Clock } from '../../shared/clock.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import type { Mailer } from '../../shared/mailer.js';
import { PASSWORD_RESET_MINUTES, displayName } from '../account.js';
import type { AccountRepository, PasswordHasher, PasswordResetRepository, SecretTokens, SessionRepository } from '../account-ports.js';
import { assertAcceptablePassword } from '../password-policy.js';

export class PasswordReset {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly resets: PasswordResetRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SecretTokens,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** Mails a reset link if the email has an account; says nothing either way. */
  async request(email: string): Promise<void> {
    const account = await this.accounts.findByEmail(email.trim().toLowerCase());
    if (!account) return;
    const { token, hash } = this.tokens.create();
    const expiresAt = new Date(this.clock.now().getTime() + PASSWORD_RESET_MINUTES * 60_000);
    await this.resets.create({ tokenHash: hash, accountId: account.id, expiresAt });
    await this.mailer.send({
      to: account.email,
      topic: 'password-reset',
      subject: 'Reset your Hill Country Weddings password',
      text: [
        `Hi ${displayName(account)},`,
        '',
        `Someone asked to reset the password of your account. To choose a new one, open this link within ${PASSWORD_RESET_MINUTES} minutes:`,
        `${this.publicUrl}/reset-password?token=${token}`,
        '',
        'If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  /** Sets a new password with a valid link; every existing session of the account ends. */
  async complete(token: string, password: string, confirmPassword: string): Promise<void> {
    assertAcceptablePassword(password, confirmPassword);
    const accountId = await this.resets.consume(this.tokens.hash(token), this.clock.now());
    if (!accountId) throw new InvalidInputError('token', 'This reset link has expired or was already used. Please ask for a new one.');
    await this.accounts.updatePasswordHash(accountId, await this.hasher.hash(password));
    await this.sessions.deleteAllOf(accountId);
  }
}
