import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';

/**
 * What happened that others care about: the owner's and couple's mail, and later analytics,
 * activity feeds and reminders. Each event carries its venue and the facts an owner would
 * chart, so a handler rarely needs to read anything else.
 */
export type DomainEvent =
  | BookingEvent<'booking.requested'>
  | BookingEvent<'booking.confirmed'>
  | (BookingEvent<'booking.cancelled'> & { cancelledBy: BookingCanceller })
  | BookingEvent<'booking.completed'>
  | {
      type: 'inquiry.received';
      venueId: string;
      inquiryId: string;
      weddingDate: CalendarDate | null;
      guestCount: number | null;
      homeCity: string | null;
    }
  | { type: 'inquiry.replied'; venueId: string; inquiryId: string; responseMinutes: number }
  | { type: 'listing.submitted'; venueId: string; ownerId: string; city: string; venueType: string }
  | { type: 'listing.approved'; venueId: string; ownerId: string | null }
  | {
      type: 'guest.responded';
      venueId: string;
      bookingId: string;
      guestId: string;
      rsvpStatus: string;
      plusOne: boolean;
    }
  | PlanningEvent<'planning.task-completed', { taskId: string; title: string }>
  | PlanningEvent<'planning.expense-added', { expenseId: string; categoryId: string; amountCents: Cents; description: string }>
  | PlanningEvent<'planning.comment-added', { commentId: string; section: string; excerpt: string }>
  | PlanningEvent<'planning.collaborator-joined', { memberId: string; role: string }>;

/** A couple's planning step: it concerns their wedding, not a venue. */
type PlanningEvent<T extends string, Facts> = {
  type: T;
  venueId: null;
  weddingId: string;
  /** The account that acted: the couple's, or a collaborator's. */
  accountId: string;
} & Facts;

/**
 * Who ended a booking: the couple, the venue's owner, or an operator at the terminal; 'expired'
 * when nobody did and a pending request's hold ran out before the owner confirmed it.
 */
export type BookingCanceller = 'couple' | 'owner' | 'operator' | 'expired';

interface BookingEvent<T extends string> {
  type: T;
  venueId: string;
  bookingId: string;
  eventDate: CalendarDate;
  guestCount: number;
  amountCents: Cents;
  /** The couple's home town when their account says it. */
  homeCity: string | null;
}

export type DomainEventType = DomainEvent['type'];

/** An event as stored: with its id and the moment it was recorded. */
export type RecordedEvent = DomainEvent & { id: string; occurredAt: Date };
