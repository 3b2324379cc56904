/**
 * Timed work the core asks for, by name, with the facts it needs. A name without its data
 * shape here does not compile; the composition root gives each name its handler.
 */
export interface ScheduledWork {
  /** Cancels a booking still pending when its hold runs out (ExpirePendingBooking). */
  'booking.expire-hold': { bookingId: string };
  /** Mails a collaborator what changed on the wedding since their last digest (SendPlanningDigest). */
  'planning.send-digest': { memberId: string };
  /** Mails a confirmed booking's couple one of the venue's scheduled reminder templates (SendBookingReminder). */
  'notifications.send-reminder': { bookingId: string; templateId: string };
  /** Snapshots every published venue's rating at the start of a month, for the rating trend (SnapshotVenueRatings). */
  'analytics.snapshot-ratings': { month: string };
  /** Mails the couple a link to review the venue, the day after their wedding (SendReviewRequest). */
  'reviews.request': { bookingId: string };
}

export type ScheduledWorkName = keyof ScheduledWork;

/**
 * Runs work later, at or soon after `at` as the Clock port tells time. Inside a unit of work the
 * request is kept in its transaction: the work exists exactly when the change that asked for it does.
 */
export interface Scheduler {
  schedule<K extends ScheduledWorkName>(name: K, data: ScheduledWork[K], at: Date): Promise<void>;
}
