import type { Ports } from '../../ports.js';
import { isReminderTemplate, reminderEnabled, reminderTime } from '../reminders.js';
import { bookingTemplateValues } from '../template-values.js';
import { settingsOf } from './get-notification-settings.js';
import { templateMailAttribution } from '../email-analytics.js';

export type ReminderOutcome = 'sent' | 'skipped' | 'not-yet';

/**
 * Mails one scheduled reminder, if it still applies when its time comes: the booking is still
 * confirmed, the template still active and scheduled, the owner has that kind of reminder on, and
 * for a payment reminder the balance is not paid yet. The mail's key makes it go out once.
 */
export class SendBookingReminder {
  constructor(private readonly ports: Pick<Ports, 'bookings' | 'venues' | 'notificationTemplates' | 'notificationSettings' | 'mailer' | 'scheduler' | 'uow' | 'clock'>) {}

  async execute({ bookingId, templateId }: { bookingId: string; templateId: string }): Promise<ReminderOutcome> {
    const [booking, template] = await Promise.all([this.ports.bookings.findById(bookingId), this.ports.notificationTemplates.findById(templateId)]);
    if (!booking || booking.status !== 'confirmed' || !template || template.venueId !== booking.venueId) return 'skipped';
    if (!template.isActive || !isReminderTemplate(template)) return 'skipped';
    const at = reminderTime(booking.eventDate, template.scheduleDays);
    if (at.getTime() > this.ports.clock.now().getTime()) {
      // Woken early (the queue's clock runs ahead of ours, or the owner moved the reminder later).
      await this.ports.uow.run(() => this.ports.scheduler.schedule('notifications.send-reminder', { bookingId, templateId }, at));
      return 'not-yet';
    }
    const settings = await settingsOf(this.ports, booking.venueId);
    if (!reminderEnabled(settings, template.type)) return 'skipped';
    if (template.type === 'payment_reminder' && booking.finalPaymentPaid) return 'skipped';
    const venue = await this.ports.venues.findById(booking.venueId);
    if (!venue) return 'skipped';
    const packageName = booking.packageId ? ((await this.ports.venues.packagesOf(venue.id)).find((p) => p.id === booking.packageId)?.name ?? null) : null;
    await this.ports.uow.run(() =>
      this.ports.mailer.send({
        to: booking.customerEmail,
        template: 'venue-message',
        data: { venueName: venue.name, subject: template.subject, content: template.content, values: bookingTemplateValues(booking, venue.name, packageName), purpose: 'booking' },
        key: `reminder:${booking.id}:${template.id}`,
        attribution: templateMailAttribution(template, settings),
      }),
    );
    return 'sent';
  }
}
