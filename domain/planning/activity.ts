import type { DomainEventType } from '../events/domain-event.js';

export const ACTIVITY_TYPES = ['task', 'budget', 'guest', 'vendor', 'timeline', 'comment'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The events the couple's activity feed shows. */
export const ACTIVITY_EVENT_TYPES = ['planning.task-completed', 'planning.expense-added', 'planning.comment-added', 'planning.collaborator-joined', 'guest.responded'] as const satisfies readonly DomainEventType[];

/** How many entries the feed shows, newest first. */
export const ACTIVITY_FEED_LENGTH = 50;

/** One entry of the spec's activity feed, written from a recorded event. */
export interface Activity {
  id: string;
  /** The wedding it concerns; null for a guest's answer to a booking no account holds (yet). */
  weddingId: string | null;
  bookingId: string | null;
  /** The event it was written from: writing it twice keeps one. */
  eventId: string;
  type: ActivityType;
  /** The account that acted; null when a guest did (guests have no account). */
  userId: string | null;
  userName: string;
  action: string;
  details: string;
  occurredAt: Date;
}

/** The feed's words for a guest's answer. */
export function rsvpAction(rsvpStatus: string): string {
  if (rsvpStatus === 'confirmed') return 'accepted the invitation';
  if (rsvpStatus === 'declined') return 'declined the invitation';
  return 'answered the invitation';
}
