import type { RecordedEvent } from '../../events/domain-event.js';
import type { Ports } from '../../ports.js';
import { isReminderTemplate, reminderTime } from '../reminders.js';

/** The events that book reminders: a confirmation. */
export const REMINDER_EVENT_TYPES = ['booking.confirmed'] as const;

/**
 * When the owner confirms a booking, each of the venue's active scheduled reminders (payment and
 * event) is booked on the job queue for `scheduleDays` before the event; those whose time has
 * already passed are left out. The jobs live in the database, so they survive restarts; the mail
 * they send carries a key, so a job that runs twice mails once.
 */
export class ScheduleBookingReminders {
  constructor(private readonly ports: Pick<Ports, 'bookings' | 'notificationTemplates' | 'scheduler' | 'uow' | 'clock'>) {}

  async handle(event: RecordedEvent): Promise<number> {
    if (event.type !== 'booking.confirmed') return 0;
    const booking = await this.ports.bookings.findById(event.bookingId);
    if (!booking || booking.status !== 'confirmed') return 0;
    const now = this.ports.clock.now();
    const due = (await this.ports.notificationTemplates.listByVenue(booking.venueId))
      .filter((template) => template.isActive && isReminderTemplate(template))
      .map((template) => ({ template, at: reminderTime(booking.eventDate, template.scheduleDays!) }))
      .filter(({ at }) => at.getTime() > now.getTime());
    if (due.length === 0) return 0;
    await this.ports.uow.run(async () => {
      for (const { template, at } of due) await this.ports.scheduler.schedule('notifications.send-reminder', { bookingId: booking.id, templateId: template.id }, at);
    });
    return due.length;
  }
}
