import type { Ports } from '../../ports.js';
import { RateLimitedError } from '../../shared/domain-error.js';
import { SESSION_DAYS, SIGN_IN_THROTTLE, actorOf, type Account, type Actor, type ThrottlePolicy } from '../account.js';
import { AccountDisabledError, WrongCredentialsError } from '../account.errors.js';
import { secondsToWait, signInKeys, throttleDelaySeconds, waitText } from '../sign-in-throttle.js';

const MS_PER_DAY = 86_400_000;

/** Starts, reads and ends sessions. A sign-in always starts a new session (no fixation). */
export class Sessions {
  constructor(private readonly ports: Pick<Ports, 'accounts' | 'accountAdministration' | 'sessions' | 'hasher' | 'secretTokens' | 'failureCounter' | 'clock'>) {}

  /** A session for an account that has just proved who it is. */
  async start(account: Pick<Account, 'id'>): Promise<{ token: string; expiresAt: Date }> {
    const { token, hash } = this.ports.secretTokens.create();
    const createdAt = this.ports.clock.now();
    const expiresAt = new Date(createdAt.getTime() + SESSION_DAYS * MS_PER_DAY);
    await this.ports.sessions.create({ tokenHash: hash, accountId: account.id, createdAt, expiresAt });
    return { token, expiresAt };
  }

  /**
   * Throttled by failures (see SIGN_IN_THROTTLE). Each attempt is counted as a failure before the
   * password is checked, atomically, so attempts sent at once cannot all pass one check; a success
   * then takes its count back.
   */
  async signIn(email: string, password: string, clientKey: string): Promise<{ account: Account; token: string; expiresAt: Date }> {
    const normalized = email.trim().toLowerCase();
    const keys = signInKeys(clientKey, normalized);
    await this.countAttempt([
      [keys.clientAndAccount, SIGN_IN_THROTTLE.clientAndAccount],
      [keys.client, SIGN_IN_THROTTLE.client],
    ]);
    const account = await this.checkCredentials(normalized, password);
    // An operator disabled it (`hcw users disable`): told only to whoever knows the password.
    if (await this.ports.accountAdministration.disabledAt(account.id)) throw new AccountDisabledError();
    await this.ports.failureCounter.clear(keys.clientAndAccount);
    await this.ports.failureCounter.takeBack(keys.client);
    return { account, ...(await this.start(account)) };
  }

  async current(token: string | null): Promise<{ actor: Actor; account: Account } | null> {
    if (!token) return null;
    const { sessions, accounts, secretTokens, clock } = this.ports;
    const accountId = await sessions.findAccountId(secretTokens.hash(token), clock.now());
    const account = accountId ? await accounts.findById(accountId) : null;
    return account ? { account, actor: actorOf(account) } : null;
  }

  async signOut(token: string | null): Promise<void> {
    if (token) await this.ports.sessions.delete(this.ports.secretTokens.hash(token));
  }

  /**
   * Refuses the attempt while a pause is owed. A refused attempt counts too, so knocking during a
   * pause lengthens it; Retry-After says how long the next attempt must wait.
   */
  private async countAttempt(counted: [key: string, policy: ThrottlePolicy][]): Promise<void> {
    const { failureCounter, clock } = this.ports;
    const now = clock.now();
    const forgetBefore = new Date(now.getTime() - SIGN_IN_THROTTLE.forgetAfterSeconds * 1000);
    let retryAfter = 0;
    for (const [key, policy] of counted) {
      const { failures, previousAt } = await failureCounter.add(key, now, forgetBefore);
      if (secondsToWait(failures - 1, previousAt, now, policy) > 0) retryAfter = Math.max(retryAfter, throttleDelaySeconds(failures, policy));
    }
    if (retryAfter > 0) {
      throw new RateLimitedError('ACCOUNT.SIGN_IN_RATE_LIMITED', `Too many failed sign-in attempts. Please wait ${waitText(retryAfter)} and try again.`, retryAfter);
    }
  }

  private async checkCredentials(email: string, password: string): Promise<Account> {
    const { accounts, hasher } = this.ports;
    const account = await accounts.findByEmail(email);
    if (!account) {
      // Spend the same work as a real check, so timing does not reveal which emails exist.
      await hasher.hash(password);
      throw new WrongCredentialsError();
    }
    if (!(await hasher.verify(password, account.passwordHash))) throw new WrongCredentialsError();
    return account;
  }
}
