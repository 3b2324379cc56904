import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { RateLimitedError, UnauthenticatedError } from '../../shared/domain-error.js';
import { bookingTemplateValues, sampleTemplateValues } from '../template-values.js';
import { loadOwnedTemplate } from './notification-access.js';
import { testMailAttribution } from '../email-analytics.js';

/** Test mails cost a send each: a few a minute is plenty for proofreading. */
export const TEST_SEND_RATE_LIMIT = { attempts: 10, windowSeconds: 600 } as const;

/**
 * Mails the template to the owner's own address, filled from the venue's latest booking (or from
 * sample facts when it has none), so they read exactly what a couple would.
 */
export class SendTestNotification {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'notificationTemplates' | 'bookings' | 'accounts' | 'mailer' | 'rateLimiter' | 'uow'>) {}

  async execute(actor: Actor | null, templateId: string): Promise<{ sentTo: string }> {
    const { template, venue } = await loadOwnedTemplate(this.ports, actor, templateId);
    const owner = await this.ports.accounts.findById(actor!.accountId);
    if (!owner) throw new UnauthenticatedError('AUTH.SIGN_IN_REQUIRED');
    const limit = await this.ports.rateLimiter.hit(`notification-test:${owner.id}`, TEST_SEND_RATE_LIMIT.attempts, TEST_SEND_RATE_LIMIT.windowSeconds);
    if (!limit.allowed) {
      throw new RateLimitedError('NOTIFICATION.TEST_RATE_LIMITED', 'You have sent several test emails in a short time. Please wait a few minutes.', limit.retryAfterSeconds);
    }
    const { bookings } = await this.ports.bookings.list({ venueId: venue.id, limit: 1, offset: 0 });
    const booking = bookings[0];
    const packageName = booking?.packageId ? ((await this.ports.venues.packagesOf(venue.id)).find((p) => p.id === booking.packageId)?.name ?? null) : null;
    const values = booking ? bookingTemplateValues(booking, venue.name, packageName) : sampleTemplateValues(venue.name);
    await this.ports.uow.run(() =>
      this.ports.mailer.send({
        to: owner.email,
        template: 'venue-message',
        data: { venueName: venue.name, subject: template.subject, content: template.content, values, purpose: 'test' },
        attribution: testMailAttribution(template),
      }),
    );
    return { sentTo: owner.email };
  }
}
