import type { Ports } from '../../ports.js';
import { requireSignedIn } from '../access-rules.js';
import { VERIFICATION_RESEND_RATE_LIMIT, isEmailVerified, type Actor } from '../account.js';
import { ConflictError, RateLimitedError, UnauthenticatedError } from '../../shared/domain-error.js';
import { waitText } from '../sign-in-throttle.js';
import { mailVerificationLink } from '../verification-link.js';

/** Mails the signed-in account a new link to confirm its address; older links die. */
export class ResendVerification {
  constructor(private readonly ports: Pick<Ports, 'accounts' | 'emailVerifications' | 'secretTokens' | 'rateLimiter' | 'mailer' | 'uow' | 'clock'>) {}

  async execute(actor: Actor | null): Promise<void> {
    const { accounts, rateLimiter, uow } = this.ports;
    const account = await accounts.findById(requireSignedIn(actor).accountId);
    if (!account) throw new UnauthenticatedError('AUTH.SIGN_IN_REQUIRED');
    if (isEmailVerified(account)) throw new ConflictError('ACCOUNT.EMAIL_ALREADY_VERIFIED', 'Your email address is already confirmed.');
    const limit = await rateLimiter.hit(`verify-resend:${account.id}`, VERIFICATION_RESEND_RATE_LIMIT.attempts, VERIFICATION_RESEND_RATE_LIMIT.windowSeconds);
    if (!limit.allowed) {
      throw new RateLimitedError(
        'ACCOUNT.VERIFICATION_RATE_LIMITED',
        `We sent a link a moment ago. Please wait ${waitText(limit.retryAfterSeconds)} before asking for another.`,
        limit.retryAfterSeconds,
      );
    }
    await uow.run(() => mailVerificationLink(this.ports, account));
  }
}
