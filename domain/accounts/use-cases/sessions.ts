import type { Clock } from '../../shared/clock.js';
import { RateLimitedError } from '../../shared/domain-error.js';
import type { RateLimiter } from '../../shared/rate-limiter.js';
import { SESSION_DAYS, SIGN_IN_RATE_LIMIT, type Account, type Actor } from '../account.js';
import { WrongCredentialsError } from '../account.errors.js';
import type { AccountRepository, PasswordHasher, SecretTokens, SessionRepository } from '../account-ports.js';

const MS_PER_DAY = 86_400_000;

/** Starts, reads and ends sessions. A sign-in always starts a new session (no fixation). */
export class Sessions {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SecretTokens,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** A session for an account that has just proved who it is (sign-up, password reset). */
  async start(account: Pick<Account, 'id'>): Promise<{ token: string; expiresAt: Date }> {
    const { token, hash } = this.tokens.create();
    const createdAt = this.clock.now();
    const expiresAt = new Date(createdAt.getTime() + SESSION_DAYS * MS_PER_DAY);
    await this.sessions.create({ tokenHash: hash, accountId: account.id, createdAt, expiresAt });
    return { token, expiresAt };
  }

  async signIn(email: string, password: string, clientKey: string): Promise<{ account: Account; token: string; expiresAt: Date }> {
    const normalized = email.trim().toLowerCase();
    for (const key of [`signin:client:${clientKey}`, `signin:email:${normalized}`]) {
      const limit = await this.rateLimiter.hit(key, SIGN_IN_RATE_LIMIT.attempts, SIGN_IN_RATE_LIMIT.windowSeconds);
      if (!limit.allowed) {
        throw new RateLimitedError(
          `Too many sign-in attempts. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
          limit.retryAfterSeconds,
        );
      }
    }
    const account = await this.accounts.findByEmail(normalized);
    if (!account) {
      // Spend the same work as a real check, so timing does not reveal which emails exist.
      await this.hasher.hash(password);
      throw new WrongCredentialsError();
    }
    if (!(await this.hasher.verify(password, account.passwordHash))) throw new WrongCredentialsError();
    return { account, ...(await this.start(account)) };
  }

  async current(token: string | null): Promise<{ actor: Actor; account: Account } | null> {
    if (!token) return null;
    const accountId = await this.sessions.findAccountId(this.tokens.hash(token), this.clock.now());
    const account = accountId ? await this.accounts.findById(accountId) : null;
    return account ? { account, actor: { accountId: account.id, accountType: account.accountType } } : null;
  }

  async signOut(token: string | null): Promise<void> {
    if (token) await this.sessions.delete(this.tokens.hash(token));
  }
}

