import type { MikroORM } from '@mikro-orm/core';
import { NOTIFYING_EVENT_TYPES } from '../../domain/notifications/use-cases/notify-parties.js';
import { ACTIVITY_EVENT_TYPES } from '../../domain/planning/activity.js';
import type { ScheduledWork, ScheduledWorkName } from '../../domain/shared/scheduler.js';
import { loadEvent, type EventJob, type EventSubscription } from '../events/postgres-event-recorder.js';
import type { JobDefinition } from '../jobs/pg-boss-job-queue.js';
import type { MailDelivery } from '../mail/mail-delivery.js';
import { MAIL_SEND_RETRY_LIMIT, SEND_MAIL_QUEUE, type SendMailJob } from '../mail/queued-mailer.js';
import type { UseCases } from './build-use-cases.js';
import { REMINDER_EVENT_TYPES } from '../../domain/venue-notifications/use-cases/schedule-booking-reminders.js';
import { REVIEW_REQUEST_EVENT_TYPES } from '../../domain/reviews/use-cases/request-review.js';

export const NOTIFY_PARTIES_QUEUE = 'event.notify-parties';
export const RECORD_ACTIVITY_QUEUE = 'event.record-activity';
export const SCHEDULE_REMINDERS_QUEUE = 'event.schedule-reminders';
export const SCHEDULE_REVIEW_REQUEST_QUEUE = 'event.schedule-review-request';

/** Which handler hears which events: each gets a job per event, queued with the change. */
export const EVENT_SUBSCRIPTIONS: readonly EventSubscription[] = [
  { queue: NOTIFY_PARTIES_QUEUE, handles: NOTIFYING_EVENT_TYPES },
  { queue: RECORD_ACTIVITY_QUEUE, handles: ACTIVITY_EVENT_TYPES },
  { queue: SCHEDULE_REMINDERS_QUEUE, handles: REMINDER_EVENT_TYPES },
  { queue: SCHEDULE_REVIEW_REQUEST_QUEUE, handles: REVIEW_REQUEST_EVENT_TYPES },
];

/**
 * Work the Scheduler books for a time (ScheduledWork): due later than it is queued, so its queue is
 * polled rather than woken at queueing (dueLater).
 */
function scheduledJob<K extends ScheduledWorkName>(name: K, run: (data: ScheduledWork[K]) => Promise<void>): JobDefinition<ScheduledWork[K]> {
  return { name, dueLater: true, run };
}

/** The background work of the app: event handlers, timed work, then mail delivery. */
export function jobDefinitions({ orm, useCases, delivery }: { orm: MikroORM; useCases: UseCases; delivery: MailDelivery }): JobDefinition<never>[] {
  const notifyParties: JobDefinition<EventJob> = {
    name: NOTIFY_PARTIES_QUEUE,
    run: async ({ eventId }) => {
      const event = await loadEvent(orm.em, eventId);
      if (event) await useCases.notifyParties.handle(event);
    },
  };
  const recordActivity: JobDefinition<EventJob> = {
    name: RECORD_ACTIVITY_QUEUE,
    run: async ({ eventId }) => {
      const event = await loadEvent(orm.em, eventId);
      if (event) await useCases.recordActivity.handle(event);
    },
  };
  // Scheduled by CreateBooking for the end of the request's hold.
  const expireHold = scheduledJob('booking.expire-hold', async ({ bookingId }) => {
    await useCases.expirePendingBooking.execute(bookingId);
  });
  // Booked by ChangeCollaborator when someone asks for the digest, then by each run for the next day.
  const sendDigest = scheduledJob('planning.send-digest', async ({ memberId }) => {
    await useCases.sendPlanningDigest.execute(memberId);
  });
  // The venue's payment and event reminders, booked when the owner confirms a booking.
  const scheduleReminders: JobDefinition<EventJob> = {
    name: SCHEDULE_REMINDERS_QUEUE,
    run: async ({ eventId }) => {
      const event = await loadEvent(orm.em, eventId);
      if (event) await useCases.scheduleBookingReminders.handle(event);
    },
  };
  const sendReminder = scheduledJob('notifications.send-reminder', async (data) => {
    await useCases.sendBookingReminder.execute(data);
  });
  // Booked by SnapshotVenueRatings for the start of each month (and at start-up for a missed month).
  const snapshotRatings = scheduledJob('analytics.snapshot-ratings', async () => {
    await useCases.snapshotVenueRatings.execute();
  });
  // The couple's review request, booked for the day after the wedding when the owner confirms.
  const scheduleReviewRequest: JobDefinition<EventJob> = {
    name: SCHEDULE_REVIEW_REQUEST_QUEUE,
    run: async ({ eventId }) => {
      const event = await loadEvent(orm.em, eventId);
      if (event) await useCases.scheduleReviewRequest.handle(event);
    },
  };
  const requestReview = scheduledJob('reviews.request', async (data) => {
    await useCases.sendReviewRequest.execute(data);
  });
  const sendMail: JobDefinition<SendMailJob> = {
    name: SEND_MAIL_QUEUE,
    run: ({ mailId }) => delivery.deliver(mailId),
    retryLimit: MAIL_SEND_RETRY_LIMIT,
  };
  return [notifyParties, recordActivity, scheduleReminders, expireHold, sendDigest, sendReminder, snapshotRatings, scheduleReviewRequest, requestReview, sendMail] as JobDefinition<never>[];
}
