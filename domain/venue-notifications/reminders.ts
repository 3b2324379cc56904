import type { Booking } from '../bookings/booking.js';
import { addDays, type CalendarDate } from '../shared/calendar-date.js';
import type { NotificationTemplate, TemplateType } from './notification-template.js';
import type { NotificationSettings } from './notification-settings.js';

/** The templates that go out on a timer, and the setting that turns each kind off. */
export const REMINDER_TYPES = ['payment_reminder', 'event_reminder'] as const satisfies readonly TemplateType[];
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** 15:00 UTC is 9 or 10 in the morning in the Hill Country: a reminder arrives in working hours. */
export const REMINDER_HOUR_UTC = 15;

export function isReminderTemplate(template: Pick<NotificationTemplate, 'type' | 'sendTiming' | 'scheduleDays'>): template is typeof template & { type: ReminderType; scheduleDays: number } {
  return (REMINDER_TYPES as readonly string[]).includes(template.type) && template.sendTiming === 'schedule' && template.scheduleDays !== null;
}

/** When a reminder sent `scheduleDays` before the event goes out. */
export function reminderTime(eventDate: CalendarDate, scheduleDays: number): Date {
  return new Date(`${addDays(eventDate, -scheduleDays)}T${String(REMINDER_HOUR_UTC).padStart(2, '0')}:00:00Z`);
}

export function reminderEnabled(settings: Pick<NotificationSettings, 'paymentReminders' | 'eventReminders'>, type: ReminderType): boolean {
  return type === 'payment_reminder' ? settings.paymentReminders : settings.eventReminders;
}

/**
 * The reminders still to come for these bookings: each confirmed booking with each active scheduled
 * reminder template of its venue, at its time, when that time is still ahead.
 */
export function remindersDue(
  templates: readonly NotificationTemplate[],
  bookings: readonly Booking[],
  now: Date,
): { booking: Booking; template: NotificationTemplate; at: Date }[] {
  const due: { booking: Booking; template: NotificationTemplate; at: Date }[] = [];
  for (const template of templates) {
    if (!template.isActive || !isReminderTemplate(template)) continue;
    for (const booking of bookings) {
      if (booking.status !== 'confirmed' || booking.venueId !== template.venueId) continue;
      const at = reminderTime(booking.eventDate, template.scheduleDays);
      if (at.getTime() > now.getTime()) due.push({ booking, template, at });
    }
  }
  return due;
}
