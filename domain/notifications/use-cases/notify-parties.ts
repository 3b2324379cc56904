import { displayName } from '../../accounts/account.js';
import { bookingPagePath } from '../../bookings/booking-facts.js';
import { holdHoursOf } from '../../bookings/booking-policy.js';
import type { Booking } from '../../bookings/booking.js';
import { balanceDue, balanceDueDate } from '../../bookings/deposit.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import type { DomainEventType, RecordedEvent } from '../../events/domain-event.js';
import type { Ports } from '../../ports.js';
import type { Mail } from '../mail-catalogue.js';
import { settingsOf } from '../../venue-notifications/use-cases/get-notification-settings.js';
import { bookingTemplateValues, inquiryTemplateValues } from '../../venue-notifications/template-values.js';
import { autoResponseMailAttribution, templateMailAttribution } from '../../venue-notifications/email-analytics.js';
import type { NotificationTemplate, TemplateType } from '../../venue-notifications/notification-template.js';
import { venueTemplates } from '../../venue-notifications/use-cases/venue-templates.js';

const DASHBOARD_PATH = '/venue-dashboard';

/** The events someone is mailed about; the others concern no one's inbox. */
export const NOTIFYING_EVENT_TYPES = [
  'booking.requested',
  'booking.confirmed',
  'booking.cancelled',
  'inquiry.received',
  'listing.approved',
] as const satisfies readonly DomainEventType[];

type NotifyPorts = Pick<Ports, 'venues' | 'bookings' | 'inquiries' | 'accounts' | 'mailer' | 'uow' | 'clock' | 'ids' | 'notificationSettings' | 'notificationTemplates'>;

/**
 * Who hears what: the owner of a new booking request, inquiry, a couple's cancellation and
 * their listing's approval; the couple of a confirmation, of the venue's cancellation and of a
 * request that lapsed unconfirmed. The venue's notification settings decide the owner's own alerts
 * (new booking, new inquiry), the auto-response to an inquiring couple, and whether the venue's
 * active booking-confirmation template goes to the couple beside the confirmation.
 * Runs from the job queue after the change committed; each mail's key makes a second run
 * send nothing twice.
 */
export class NotifyParties {
  constructor(private readonly ports: NotifyPorts) {}

  async handle(event: RecordedEvent): Promise<void> {
    const mails = await this.mailsFor(event);
    if (mails.length === 0) return;
    await this.ports.uow.run(() => this.ports.mailer.sendAll(mails.map((mail) => ({ ...mail, key: `${event.id}:${mail.template}` }) as Mail)));
  }

  private async mailsFor(event: RecordedEvent): Promise<Mail[]> {
    switch (event.type) {
      case 'booking.requested':
      case 'booking.confirmed':
      case 'booking.cancelled':
        return this.bookingMails(event);
      case 'inquiry.received':
        return this.inquiryMails(event);
      case 'listing.approved':
        return this.listingMails(event);
      case 'booking.completed':
      case 'inquiry.replied':
      case 'listing.submitted':
      case 'guest.responded':
      case 'planning.task-completed':
      case 'planning.expense-added':
      case 'planning.comment-added':
      case 'planning.collaborator-joined':
        return [];
    }
  }

  private async owner(venueId: string) {
    const venue = await this.ports.venues.findById(venueId);
    const account = venue?.ownerId ? await this.ports.accounts.findById(venue.ownerId) : null;
    return venue ? { venue, account } : null;
  }

  private async bookingMails(event: Extract<RecordedEvent, { type: 'booking.requested' | 'booking.confirmed' | 'booking.cancelled' }>): Promise<Mail[]> {
    const [found, booking] = await Promise.all([this.owner(event.venueId), this.ports.bookings.findById(event.bookingId)]);
    if (!found || !booking) return [];
    const { venue, account } = found;
    if (event.type === 'booking.requested') {
      if (!account || !(await settingsOf(this.ports, venue.id)).emailNotifications) return [];
      const pkg = booking.packageId ? (await this.ports.venues.packagesOf(venue.id)).find((p) => p.id === booking.packageId) : null;
      return [
        {
          to: account.email,
          template: 'booking-requested',
          data: {
            ownerName: displayName(account),
            venueName: venue.name,
            coupleName: booking.customerName,
            coupleEmail: booking.customerEmail,
            couplePhone: booking.customerPhone,
            eventDate: booking.eventDate,
            guestCount: booking.guestCount,
            totalCents: booking.totalCents,
            packageName: pkg?.name ?? null,
            specialRequests: booking.specialRequests,
            dashboardPath: DASHBOARD_PATH,
          },
        },
      ];
    }
    if (event.type === 'booking.confirmed') {
      // The venue's own confirmation replaces the site's, so the couple is told once.
      const own = await this.confirmationTemplateMail(venue, booking);
      if (own) return [own];
      return [
        {
          to: booking.customerEmail,
          template: 'booking-confirmed',
          data: {
            coupleName: booking.customerName,
            venueName: venue.name,
            eventDate: booking.eventDate,
            guestCount: booking.guestCount,
            totalCents: booking.totalCents,
            depositCents: booking.depositCents,
            balanceCents: balanceDue(booking.totalCents),
            balanceDueDate: balanceDueDate(booking.eventDate, calendarDateIn(booking.createdAt)),
            bookingPath: bookingPagePath(booking),
          },
        },
      ];
    }
    if (event.cancelledBy === 'expired') {
      return [
        {
          to: booking.customerEmail,
          template: 'booking-expired',
          data: {
            coupleName: booking.customerName,
            venueName: venue.name,
            eventDate: booking.eventDate,
            holdHours: holdHoursOf(booking),
            venuePath: `/venues/${encodeURIComponent(venue.id)}`,
            searchPath: `/search?date=${booking.eventDate}`,
          },
        },
      ];
    }
    if (event.cancelledBy === 'couple') {
      if (!account) return [];
      return [
        {
          to: account.email,
          template: 'booking-cancelled-by-couple',
          data: { ownerName: displayName(account), venueName: venue.name, coupleName: booking.customerName, eventDate: booking.eventDate, dashboardPath: DASHBOARD_PATH },
        },
      ];
    }
    return [
      {
        to: booking.customerEmail,
        template: 'booking-cancelled-by-venue',
        data: { coupleName: booking.customerName, venueName: venue.name, eventDate: booking.eventDate, searchPath: `/search?date=${booking.eventDate}` },
      },
    ];
  }

  private async inquiryMails(event: Extract<RecordedEvent, { type: 'inquiry.received' }>): Promise<Mail[]> {
    const [found, inquiry] = await Promise.all([this.owner(event.venueId), this.ports.inquiries.findById(event.inquiryId)]);
    if (!found || !inquiry) return [];
    const settings = await settingsOf(this.ports, found.venue.id);
    const autoResponse: Mail[] =
      settings.autoResponseEnabled && settings.autoResponseMessage
        ? [
            {
              to: inquiry.email,
              template: 'venue-message',
              data: {
                venueName: found.venue.name,
                subject: `Thank you for your inquiry to ${found.venue.name}`,
                content: settings.autoResponseMessage,
                values: inquiryTemplateValues(inquiry, found.venue.name),
                purpose: 'auto-response',
              },
              attribution: autoResponseMailAttribution(found.venue.id, settings),
            },
          ]
        : [];
    if (!found.account || !settings.emailNotifications) return autoResponse;
    return [
      ...autoResponse,
      {
        to: found.account.email,
        template: 'inquiry-received',
        data: {
          ownerName: displayName(found.account),
          venueName: found.venue.name,
          coupleName: inquiry.coupleName,
          coupleEmail: inquiry.email,
          couplePhone: inquiry.phone,
          weddingDate: inquiry.weddingDate,
          guestCount: inquiry.guestCount,
          message: inquiry.message,
          dashboardPath: DASHBOARD_PATH,
        },
      },
    ];
  }

  /**
   * The venue's own confirmation, when the owner keeps one active and has confirmations on; it
   * carries the link to the booking the site's confirmation would have given.
   */
  private async confirmationTemplateMail(venue: { id: string; name: string }, booking: Booking): Promise<Mail | null> {
    const settings = await settingsOf(this.ports, venue.id);
    if (!settings.bookingConfirmations) return null;
    const template = latestActive(await venueTemplates(this.ports, venue.id), 'booking_confirmation');
    if (!template) return null;
    const pkg = booking.packageId ? (await this.ports.venues.packagesOf(venue.id)).find((p) => p.id === booking.packageId) : null;
    return {
      to: booking.customerEmail,
      template: 'venue-message',
      data: {
        venueName: venue.name,
        subject: template.subject,
        content: template.content,
        values: bookingTemplateValues(booking, venue.name, pkg?.name ?? null),
        purpose: 'booking',
        confirmation: {
          totalCents: booking.totalCents,
          depositCents: booking.depositCents,
          balanceCents: balanceDue(booking.totalCents),
          balanceDueDate: balanceDueDate(booking.eventDate, calendarDateIn(booking.createdAt)),
          bookingPath: bookingPagePath(booking),
        },
      },
      attribution: templateMailAttribution(template, settings),
    };
  }

  private async listingMails(event: Extract<RecordedEvent, { type: 'listing.approved' }>): Promise<Mail[]> {
    const found = await this.owner(event.venueId);
    if (!found?.account) return [];
    return [
      {
        to: found.account.email,
        template: 'listing-approved',
        data: { ownerName: displayName(found.account), venueName: found.venue.name, venuePath: `/venues/${found.venue.id}`, dashboardPath: DASHBOARD_PATH },
      },
    ];
  }
}

/** The template of this type the venue uses: the active one edited last. */
function latestActive(templates: readonly NotificationTemplate[], type: TemplateType): NotificationTemplate | null {
  const active = templates.filter((t) => t.isActive && t.type === type);
  return active.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0] ?? null;
}
