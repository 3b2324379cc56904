import type { Ports } from '../../ports.js';
import { InvalidInputError, NotFoundError, RateLimitedError } from '../../shared/domain-error.js';
import { PASSWORD_RESET_MINUTES, PASSWORD_RESET_RATE_LIMIT, displayName, type Account } from '../account.js';
import { assertAcceptablePassword } from '../password-policy.js';
import { waitText } from '../sign-in-throttle.js';

/**
 * Reset links by mail. Only the newest link of an account works: asking again ends the older
 * ones, and a new password ends them all.
 */
export class PasswordReset {
  constructor(
    private readonly ports: Pick<Ports, 'accounts' | 'passwordResets' | 'sessions' | 'hasher' | 'secretTokens' | 'rateLimiter' | 'mailer' | 'uow' | 'clock'>,
  ) {}

  /** Mails a reset link if the email has an account; says nothing either way. */
  async request(email: string, clientKey: string): Promise<void> {
    const { accounts, rateLimiter } = this.ports;
    const normalized = email.trim().toLowerCase();
    const perClient = await rateLimiter.hit(`reset:client:${clientKey}`, PASSWORD_RESET_RATE_LIMIT.client.attempts, PASSWORD_RESET_RATE_LIMIT.client.windowSeconds);
    if (!perClient.allowed) {
      throw new RateLimitedError(
        'ACCOUNT.PASSWORD_RESET_RATE_LIMITED',
        `Too many reset requests. Please wait ${waitText(perClient.retryAfterSeconds)} and try again.`,
        perClient.retryAfterSeconds,
      );
    }
    // Past the limit of one address, nothing more is mailed to it (the newest link mailed still
    // works) and the answer stays the same, so a stranger can neither flood nor probe the inbox.
    const perEmail = await rateLimiter.hit(`reset:email:${normalized}`, PASSWORD_RESET_RATE_LIMIT.email.attempts, PASSWORD_RESET_RATE_LIMIT.email.windowSeconds);
    if (!perEmail.allowed) return;
    const account = await accounts.findByEmail(normalized);
    if (!account) return;
    await this.mailLink(account);
  }

  /**
   * An operator (`hcw users reset-password`) mails the account a reset link: the same link and
   * mail as forgot-password, without its per-client limits. Unknown accounts are said to be so.
   */
  async requestByOperator(accountId: string): Promise<Account> {
    const account = await this.ports.accounts.findById(accountId);
    if (!account) throw new NotFoundError('ACCOUNT.NOT_FOUND', 'Account');
    await this.mailLink(account);
    return account;
  }

  /** Ends the account's older links and mails a new one, in one unit of work. */
  private async mailLink(account: Account): Promise<void> {
    const { passwordResets, secretTokens, mailer, uow, clock } = this.ports;
    const { token, hash } = secretTokens.create();
    const expiresAt = new Date(clock.now().getTime() + PASSWORD_RESET_MINUTES * 60_000);
    await uow.run(async () => {
      await passwordResets.deleteAllOf(account.id);
      await passwordResets.create({ tokenHash: hash, accountId: account.id, expiresAt });
      await mailer.send({
        to: account.email,
        template: 'password-reset',
        data: { name: displayName(account), resetPath: `/reset-password?token=${encodeURIComponent(token)}`, expiresInMinutes: PASSWORD_RESET_MINUTES },
      });
    });
  }

  /**
   * Sets a new password with a valid link. Every session and every other reset link of the account
   * ends; opening a mailed link also proves the address, so an unconfirmed email becomes confirmed.
   */
  async complete(token: string, password: string, confirmPassword: string): Promise<void> {
    assertAcceptablePassword(password, confirmPassword);
    const { accounts, passwordResets, sessions, hasher, secretTokens, uow, clock } = this.ports;
    const passwordHash = await hasher.hash(password);
    const now = clock.now();
    const accountId = await uow.run(async () => {
      const owner = await passwordResets.consume(secretTokens.hash(token), now);
      if (owner) {
        await accounts.updatePasswordHash(owner, passwordHash);
        await passwordResets.deleteAllOf(owner);
        await sessions.deleteAllOf(owner);
        await accounts.markEmailVerified(owner, now);
      }
      return owner;
    });
    if (!accountId) throw new InvalidInputError('ACCOUNT.RESET_LINK_EXPIRED', 'token', 'This reset link has expired or was already used. Please ask for a new one.');
  }
}
