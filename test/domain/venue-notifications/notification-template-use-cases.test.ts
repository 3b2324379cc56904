import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Actor } from '../../../domain/accounts/account.js';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { RecordedEvent } from '../../../domain/events/domain-event.js';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../domain/venue-notifications/notification-settings.js';
import type { NotificationTemplate } from '../../../domain/venue-notifications/notification-template.js';
import { CreateNotificationTemplate } from '../../../domain/venue-notifications/use-cases/create-notification-template.js';
import { ListNotificationTemplates } from '../../../domain/venue-notifications/use-cases/list-notification-templates.js';
import { ScheduleBookingReminders } from '../../../domain/venue-notifications/use-cases/schedule-booking-reminders.js';
import { SendBookingReminder } from '../../../domain/venue-notifications/use-cases/send-booking-reminder.js';
import { UpdateNotificationTemplate } from '../../../domain/venue-notifications/use-cases/update-notification-template.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryNotificationSettingsRepository, InMemoryNotificationTemplateRepository } from '../../support/in-memory-notification-repositories.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';

const OWNER: Actor = { accountId: 'owner-1', accountType: 'venue', emailVerified: true };
const COUPLE: Actor = { accountId: 'couple-1', accountType: 'customer', emailVerified: true };
const NOW = new Date('2027-01-10T12:00:00Z');

let counter = 0;
const ids = { next: () => `id-${++counter}` };

function setUp() {
  const venues = new InMemoryVenueRepository();
  const venue = VenueMother.create({ ownerId: OWNER.accountId, name: 'Cypress Creek Barn' });
  venues.venues.push(venue);
  const bookings = new InMemoryBookingRepository();
  const notificationTemplates = new InMemoryNotificationTemplateRepository();
  const notificationSettings = new InMemoryNotificationSettingsRepository();
  const clock = new FixedClock(NOW);
  const world = inMemoryPorts({ venues, bookings, notificationTemplates, notificationSettings, clock, ids });
  return { ...world, venue, bookings, notificationTemplates, notificationSettings, clock };
}

function aBooking(venueId: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id: `booking-${++counter}`,
    venueId,
    customerName: 'Maria Lopez',
    customerEmail: 'maria@example.com',
    customerPhone: '(830) 555-0142',
    eventDate: '2027-05-15',
    guestCount: 120,
    packageId: null,
    totalCents: 4_200_000,
    depositCents: 1_050_000,
    specialRequests: null,
    depositPaid: true,
    finalPaymentPaid: false,
    status: 'confirmed',
    createdAt: new Date('2026-12-01T12:00:00Z'),
    accessKeyHash: null,
    customerId: null,
    holdExpiresAt: null,
    ...overrides,
  };
}

function aReminder(venueId: string, overrides: Partial<NotificationTemplate> = {}): NotificationTemplate {
  return {
    id: `template-${++counter}`,
    venueId,
    name: 'Payment Reminder',
    type: 'payment_reminder',
    subject: 'Payment due for {{couple_name}}',
    content: 'Please pay {{amount}} by {{due_date}}.',
    isActive: true,
    sendTiming: 'schedule',
    scheduleDays: 37,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

describe('ListNotificationTemplates', () => {
  it('gives a venue the four samples on its first read, and only then', async () => {
    const world = setUp();
    const list = new ListNotificationTemplates(world.ports);
    expect(await list.execute(OWNER, world.venue.id)).toHaveLength(4);
    expect(await list.execute(OWNER, world.venue.id)).toHaveLength(4);
    expect(world.notificationTemplates.templates).toHaveLength(4);
  });

  it('refuses a couple', async () => {
    const world = setUp();
    await expect(new ListNotificationTemplates(world.ports).execute(COUPLE, world.venue.id)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });
});

describe('ScheduleBookingReminders', () => {
  it('books each active scheduled reminder for its days before the event, leaving out those already past', async () => {
    const world = setUp();
    const booking = aBooking(world.venue.id);
    await world.bookings.add(booking);
    const payment = aReminder(world.venue.id);
    world.notificationTemplates.templates.push(
      payment,
      aReminder(world.venue.id, { type: 'event_reminder', scheduleDays: 200 }),
      aReminder(world.venue.id, { type: 'event_reminder', isActive: false, scheduleDays: 7 }),
    );
    const event = { id: 'event-1', type: 'booking.confirmed', bookingId: booking.id, venueId: world.venue.id } as unknown as RecordedEvent;
    const count = await new ScheduleBookingReminders(world.ports).handle(event);
    expect(count).toBe(1);
    expect(world.scheduler.scheduled).toEqual([
      { name: 'notifications.send-reminder', data: { bookingId: booking.id, templateId: payment.id }, at: new Date('2027-04-08T15:00:00Z'), inUnitOfWork: true },
    ]);
  });
});

describe('a venue whose owner never opened the templates', () => {
  it('gets the samples on its first confirmation, and their reminders are booked', async () => {
    const world = setUp();
    const booking = aBooking(world.venue.id, { eventDate: '2027-09-18' });
    await world.bookings.add(booking);
    const event = { id: 'event-2', type: 'booking.confirmed', bookingId: booking.id, venueId: world.venue.id } as unknown as RecordedEvent;
    expect(await new ScheduleBookingReminders(world.ports).handle(event)).toBe(2);
    expect(world.notificationTemplates.templates).toHaveLength(4);
    expect(world.scheduler.scheduled.map((s) => s.at)).toEqual([new Date('2027-08-12T15:00:00Z'), new Date('2027-09-11T15:00:00Z')]);
  });
});

describe('reminder templates made after bookings were confirmed', () => {
  const reminderInput = {
    name: 'Balance reminder',
    type: 'payment_reminder',
    subject: 'Balance due',
    content: 'Please pay {{amount}} by {{due_date}}.',
    isActive: true,
    sendTiming: 'schedule',
    scheduleDays: 37,
  };

  it('books a new reminder for the venue\'s confirmed bookings still ahead, not for pending, cancelled or past ones', async () => {
    const world = setUp();
    const confirmed = aBooking(world.venue.id);
    await world.bookings.add(confirmed);
    await world.bookings.add(aBooking(world.venue.id, { status: 'pending', eventDate: '2027-06-12' }));
    await world.bookings.add(aBooking(world.venue.id, { status: 'cancelled', eventDate: '2027-06-19' }));
    await world.bookings.add(aBooking(world.venue.id, { eventDate: '2027-01-20' }));
    const template = await new CreateNotificationTemplate(world.ports).execute(OWNER, world.venue.id, reminderInput);
    expect(world.scheduler.scheduled).toEqual([
      { name: 'notifications.send-reminder', data: { bookingId: confirmed.id, templateId: template.id }, at: new Date('2027-04-08T15:00:00Z'), inUnitOfWork: true },
    ]);
  });

  it('books nothing for a template created switched off, and books it when it is switched on', async () => {
    const world = setUp();
    const confirmed = aBooking(world.venue.id);
    await world.bookings.add(confirmed);
    const template = await new CreateNotificationTemplate(world.ports).execute(OWNER, world.venue.id, { ...reminderInput, isActive: false });
    expect(world.scheduler.scheduled).toEqual([]);
    await new UpdateNotificationTemplate(world.ports).execute(OWNER, template.id, { isActive: true });
    expect(world.scheduler.scheduled).toEqual([expect.objectContaining({ data: { bookingId: confirmed.id, templateId: template.id } })]);
  });

  it('books again when the days before the event change, but not when only the words change', async () => {
    const world = setUp();
    await world.bookings.add(aBooking(world.venue.id));
    const template = await new CreateNotificationTemplate(world.ports).execute(OWNER, world.venue.id, reminderInput);
    await new UpdateNotificationTemplate(world.ports).execute(OWNER, template.id, { content: 'A friendly reminder: {{amount}} by {{due_date}}.' });
    expect(world.scheduler.scheduled).toHaveLength(1);
    await new UpdateNotificationTemplate(world.ports).execute(OWNER, template.id, { scheduleDays: 14 });
    expect(world.scheduler.scheduled.map((s) => s.at)).toEqual([new Date('2027-04-08T15:00:00Z'), new Date('2027-05-01T15:00:00Z')]);
  });
});

describe('SendBookingReminder', () => {
  const due = new Date('2027-04-08T16:00:00Z');

  it('mails the couple the filled-in reminder with a key, so it goes out once', async () => {
    const world = setUp();
    world.clock.set(due);
    const booking = aBooking(world.venue.id);
    await world.bookings.add(booking);
    const template = aReminder(world.venue.id);
    world.notificationTemplates.templates.push(template);
    expect(await new SendBookingReminder(world.ports).execute({ bookingId: booking.id, templateId: template.id })).toBe('sent');
    expect(world.mailer.sent).toEqual([
      expect.objectContaining({ to: 'maria@example.com', template: 'venue-message', key: `reminder:${booking.id}:${template.id}` }),
    ]);
    const [mail] = world.mailer.sent;
    expect(mail.template === 'venue-message' && mail.data.values.amount).toBe('$31,500');
    expect(mail.template === 'venue-message' && mail.data.values.due_date).toBe('Thursday, April 15, 2027');
  });

  it.each([
    ['the booking was cancelled', { status: 'cancelled' as const }, {}, {}],
    ['the balance is paid', { finalPaymentPaid: true }, {}, {}],
    ['the template was turned off', {}, { isActive: false }, {}],
    ['the owner turned payment reminders off', {}, {}, { paymentReminders: false }],
  ])('sends nothing when %s', async (_why, bookingChange, templateChange, settingsChange) => {
    const world = setUp();
    world.clock.set(due);
    const booking = aBooking(world.venue.id, bookingChange);
    await world.bookings.add(booking);
    const template = aReminder(world.venue.id, templateChange);
    world.notificationTemplates.templates.push(template);
    await world.notificationSettings.save(world.venue.id, { ...DEFAULT_NOTIFICATION_SETTINGS, ...settingsChange });
    expect(await new SendBookingReminder(world.ports).execute({ bookingId: booking.id, templateId: template.id })).toBe('skipped');
    expect(world.mailer.sent).toEqual([]);
  });

  it('asks again at the right time when woken early', async () => {
    const world = setUp();
    const booking = aBooking(world.venue.id);
    await world.bookings.add(booking);
    const template = aReminder(world.venue.id);
    world.notificationTemplates.templates.push(template);
    expect(await new SendBookingReminder(world.ports).execute({ bookingId: booking.id, templateId: template.id })).toBe('not-yet');
    expect(world.scheduler.scheduled.map((s) => s.at)).toEqual([new Date('2027-04-08T15:00:00Z')]);
    expect(world.mailer.sent).toEqual([]);
  });
});
