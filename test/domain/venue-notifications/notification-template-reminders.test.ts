import { describe, expect, it } from '@jest/globals';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../domain/venue-notifications/notification-settings.js';
import { isReminderTemplate, reminderEnabled, reminderTime } from '../../../domain/venue-notifications/reminders.js';

describe('reminderTime', () => {
  it('falls scheduleDays before the event, in the Hill Country morning', () => {
    expect(reminderTime('2027-05-15', 7).toISOString()).toBe('2027-05-08T15:00:00.000Z');
    expect(reminderTime('2027-05-15', 0).toISOString()).toBe('2027-05-15T15:00:00.000Z');
  });
});

describe('isReminderTemplate', () => {
  it('takes only scheduled payment and event reminders', () => {
    expect(isReminderTemplate({ type: 'event_reminder', sendTiming: 'schedule', scheduleDays: 7 })).toBe(true);
    expect(isReminderTemplate({ type: 'payment_reminder', sendTiming: 'schedule', scheduleDays: 37 })).toBe(true);
    expect(isReminderTemplate({ type: 'event_reminder', sendTiming: 'immediate', scheduleDays: null })).toBe(false);
    expect(isReminderTemplate({ type: 'custom', sendTiming: 'schedule', scheduleDays: 3 })).toBe(false);
  });
});

describe('reminderEnabled', () => {
  it('follows the setting of its own kind', () => {
    const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, paymentReminders: false };
    expect(reminderEnabled(settings, 'payment_reminder')).toBe(false);
    expect(reminderEnabled(settings, 'event_reminder')).toBe(true);
  });
});
