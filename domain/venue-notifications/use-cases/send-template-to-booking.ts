import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError, RateLimitedError } from '../../shared/domain-error.js';
import { bookingTemplateValues } from '../template-values.js';
import { loadOwnedTemplate } from './notification-access.js';
import { settingsOf } from './get-notification-settings.js';
import { templateMailAttribution } from '../email-analytics.js';

/** By hand, a few a minute: enough for an owner, too few to spam with. */
export const MANUAL_SEND_RATE_LIMIT = { attempts: 20, windowSeconds: 600 } as const;

/** The owner mails one of their templates, filled in, to the couple of one booking of the same venue. */
export class SendTemplateToBooking {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'notificationTemplates' | 'notificationSettings' | 'bookings' | 'mailer' | 'rateLimiter' | 'uow'>) {}

  async execute(actor: Actor | null, templateId: string, bookingId: string): Promise<{ sentTo: string }> {
    const { template, venue } = await loadOwnedTemplate(this.ports, actor, templateId);
    const booking = await this.ports.bookings.findById(bookingId);
    if (!booking || booking.venueId !== venue.id) throw new NotFoundError('BOOKING.NOT_FOUND', 'Booking');
    const limit = await this.ports.rateLimiter.hit(`notification-send:${actor!.accountId}`, MANUAL_SEND_RATE_LIMIT.attempts, MANUAL_SEND_RATE_LIMIT.windowSeconds);
    if (!limit.allowed) {
      throw new RateLimitedError('NOTIFICATION.TEST_RATE_LIMITED', 'You have sent several emails in a short time. Please wait a few minutes.', limit.retryAfterSeconds);
    }
    const settings = await settingsOf(this.ports, venue.id);
    const packageName = booking.packageId ? ((await this.ports.venues.packagesOf(venue.id)).find((p) => p.id === booking.packageId)?.name ?? null) : null;
    await this.ports.uow.run(() =>
      this.ports.mailer.send({
        to: booking.customerEmail,
        template: 'venue-message',
        data: { venueName: venue.name, subject: template.subject, content: template.content, values: bookingTemplateValues(booking, venue.name, packageName), purpose: 'booking' },
        attribution: templateMailAttribution(template, settings),
      }),
    );
    return { sentTo: booking.customerEmail };
  }
}
