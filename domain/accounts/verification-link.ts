import type { Ports } from '../ports.js';
import { EMAIL_VERIFICATION_HOURS, displayName, type Account } from './account.js';

/**
 * Ends the account's older confirmation links and mails a new one, to `/verify-email?token=...`
 * (the page there confirms with POST /api/auth/verify-email). Run it inside a unit of work.
 */
export async function mailVerificationLink(
  ports: Pick<Ports, 'emailVerifications' | 'secretTokens' | 'mailer' | 'clock'>,
  account: Pick<Account, 'id' | 'email' | 'firstName' | 'lastName'>,
): Promise<void> {
  const { emailVerifications, secretTokens, mailer, clock } = ports;
  const { token, hash } = secretTokens.create();
  const expiresAt = new Date(clock.now().getTime() + EMAIL_VERIFICATION_HOURS * 3_600_000);
  await emailVerifications.deleteAllOf(account.id);
  await emailVerifications.create({ tokenHash: hash, accountId: account.id, expiresAt });
  await mailer.send({
    to: account.email,
    template: 'verify-email',
    data: { name: displayName(account), verifyPath: `/verify-email?token=${encodeURIComponent(token)}`, expiresInHours: EMAIL_VERIFICATION_HOURS },
  });
}
