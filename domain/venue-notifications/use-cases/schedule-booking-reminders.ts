import type { RecordedEvent } from '../../events/domain-event.js';
import type { Ports } from '../../ports.js';
import type { NotificationTemplate } from '../notification-template.js';
import { remindersDue } from '../reminders.js';
import { venueTemplates } from './venue-templates.js';

/** The events that book reminders: a confirmation. */
export const REMINDER_EVENT_TYPES = ['booking.confirmed'] as const;

/** Confirmed bookings are read a page at a time when a template changes. */
const BOOKINGS_PAGE = 200;

type ReminderPorts = Pick<Ports, 'bookings' | 'notificationTemplates' | 'scheduler' | 'uow' | 'clock' | 'ids'>;

/**
 * When the owner confirms a booking, each of the venue's active scheduled reminders (payment and
 * event) is booked on the job queue for `scheduleDays` before the event; those whose time has
 * already passed are left out. The jobs live in the database, so they survive restarts; the mail
 * they send carries a key, so a job that runs twice mails once.
 */
export class ScheduleBookingReminders {
  constructor(private readonly ports: ReminderPorts) {}

  async handle(event: RecordedEvent): Promise<number> {
    if (event.type !== 'booking.confirmed') return 0;
    const booking = await this.ports.bookings.findById(event.bookingId);
    if (!booking || booking.status !== 'confirmed') return 0;
    const templates = await venueTemplates(this.ports, booking.venueId);
    const due = remindersDue(templates, [booking], this.ports.clock.now());
    if (due.length === 0) return 0;
    await this.ports.uow.run(() => scheduleAll(this.ports, due));
    return due.length;
  }
}

/**
 * A reminder template created, switched on or moved after bookings were confirmed reaches those
 * bookings too. Called inside the template's unit of work. A reminder booked twice (the old
 * timing and the new) still mails once: the job re-checks the timing and the mail has a key.
 */
export async function bookTemplateReminders(ports: Pick<Ports, 'bookings' | 'scheduler' | 'clock'>, template: NotificationTemplate): Promise<number> {
  const now = ports.clock.now();
  let booked = 0;
  for (let offset = 0; ; offset += BOOKINGS_PAGE) {
    const page = await ports.bookings.list({ venueId: template.venueId, status: 'confirmed', limit: BOOKINGS_PAGE, offset });
    const due = remindersDue([template], page.bookings, now);
    await scheduleAll(ports, due);
    booked += due.length;
    if (offset + BOOKINGS_PAGE >= page.total || page.bookings.length === 0) return booked;
  }
}

async function scheduleAll(ports: Pick<Ports, 'scheduler'>, due: ReturnType<typeof remindersDue>): Promise<void> {
  for (const { booking, template, at } of due) {
    await ports.scheduler.schedule('notifications.send-reminder', { bookingId: booking.id, templateId: template.id }, at);
  }
}

