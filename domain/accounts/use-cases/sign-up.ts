import type { Ports } from '../../ports.js';
import { InvalidInputError, RateLimitedError } from '../../shared/domain-error.js';
import { SIGN_UP_RATE_LIMIT, displayName, type Account, type AccountType } from '../account.js';
import { EmailTakenError } from '../account.errors.js';
import { assertSignUpDetails } from '../account-limits.js';
import { assertAcceptablePassword } from '../password-policy.js';
import { waitText } from '../sign-in-throttle.js';
import { mailVerificationLink } from '../verification-link.js';

export interface SignUpRequest {
  accountType: AccountType;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string | null;
  details?: Record<string, unknown>;
}

/** Required step-3 fields per account type (the spec marks them required in the form). */
const REQUIRED_DETAILS: Partial<Record<AccountType, string>> = { venue: 'venueName', vendor: 'businessName' };

/**
 * Creates an account and mails it a link to confirm its address. Whether the address already has
 * an account is never told to the caller: for a taken address nothing is created and its holder
 * gets a mail instead, after the same work (the password is hashed either way). The new account
 * is not signed in here; it signs in with its password like any other (unconfirmed until the link
 * is opened).
 */
export class SignUp {
  constructor(private readonly ports: Pick<Ports, 'accounts' | 'emailVerifications' | 'hasher' | 'secretTokens' | 'rateLimiter' | 'mailer' | 'uow' | 'clock' | 'ids'>) {}

  async execute(request: SignUpRequest, clientKey: string): Promise<void> {
    const firstName = request.firstName.trim();
    const lastName = request.lastName.trim();
    if (!firstName) throw new InvalidInputError('ACCOUNT.INVALID_DETAILS', 'firstName', 'firstName must not be blank');
    if (!lastName) throw new InvalidInputError('ACCOUNT.INVALID_DETAILS', 'lastName', 'lastName must not be blank');
    assertAcceptablePassword(request.password, request.confirmPassword);
    const required = REQUIRED_DETAILS[request.accountType];
    const details = request.details ?? {};
    if (required && !String(details[required] ?? '').trim()) {
      throw new InvalidInputError('ACCOUNT.INVALID_DETAILS', `details.${required}`, `${required} is required for this account type`);
    }
    assertSignUpDetails(details);
    const email = request.email.trim().toLowerCase();
    await this.enforceRateLimits(email, clientKey);

    const { accounts, hasher, uow, clock, ids } = this.ports;
    const passwordHash = await hasher.hash(request.password);
    const holder = await accounts.findByEmail(email);
    if (holder) return this.tellHolder(holder);
    const account: Account = {
      id: ids.next(),
      email,
      passwordHash,
      accountType: request.accountType,
      firstName,
      lastName,
      phone: request.phone?.trim() || null,
      details,
      createdAt: clock.now(),
      emailVerifiedAt: null,
    };
    try {
      await uow.run(async () => {
        await accounts.add(account);
        await mailVerificationLink(this.ports, account);
      });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      // Another sign-up took the address a moment ago: answer as for any taken address.
      const winner = await accounts.findByEmail(email);
      if (winner) await this.tellHolder(winner);
    }
  }

  /** Counted before any work, the same for new and taken addresses. */
  private async enforceRateLimits(email: string, clientKey: string): Promise<void> {
    const { rateLimiter } = this.ports;
    const checks = [
      { key: `signup:client:${clientKey}`, limit: SIGN_UP_RATE_LIMIT.client },
      { key: `signup:email:${email}`, limit: SIGN_UP_RATE_LIMIT.email },
    ];
    for (const { key, limit } of checks) {
      const result = await rateLimiter.hit(key, limit.attempts, limit.windowSeconds);
      if (!result.allowed) {
        throw new RateLimitedError(
          'ACCOUNT.SIGN_UP_RATE_LIMITED',
          `Too many sign-ups. Please wait ${waitText(result.retryAfterSeconds)} and try again.`,
          result.retryAfterSeconds,
        );
      }
    }
  }

  private async tellHolder(holder: Account): Promise<void> {
    const { mailer, uow } = this.ports;
    await uow.run(() => mailer.send({ to: holder.email, template: 'sign-up-attempt-existing-account', data: { name: displayName(holder), signInPath: '/sign-in', forgotPasswordPath: '/sign-in?forgot=1' } }));
  }
}
