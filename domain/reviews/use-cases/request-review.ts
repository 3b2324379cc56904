import type { RecordedEvent } from '../../events/domain-event.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import { startOfDayIn } from '../../venue-analytics/analytics-period.js';
import { reviewRequestDate, weddingTookPlace } from '../review.js';

/** The events that book a review request: a confirmation. */
export const REVIEW_REQUEST_EVENT_TYPES = ['booking.confirmed'] as const;

/** Mid-morning in Texas, the day after the wedding. */
const REQUEST_HOUR = 10;

export function reviewRequestTime(eventDate: string): Date {
  return new Date(startOfDayIn(reviewRequestDate(eventDate)).getTime() + REQUEST_HOUR * 3_600_000);
}

/** When the owner confirms a booking, the review request is booked for the day after the wedding. */
export class ScheduleReviewRequest {
  constructor(private readonly ports: Pick<Ports, 'bookings' | 'scheduler' | 'uow'>) {}

  async handle(event: RecordedEvent): Promise<boolean> {
    if (event.type !== 'booking.confirmed') return false;
    const booking = await this.ports.bookings.findById(event.bookingId);
    if (!booking || booking.status !== 'confirmed') return false;
    await this.ports.uow.run(() => this.ports.scheduler.schedule('reviews.request', { bookingId: booking.id }, reviewRequestTime(booking.eventDate)));
    return true;
  }
}

export type ReviewRequestOutcome = 'sent' | 'skipped' | 'not-yet';

/**
 * Mails the couple a link to review the venue, once their wedding took place (the booking completed,
 * or still confirmed with its date passed: see weddingTookPlace). Only a booking held by a couple's
 * account is asked, since only an account can review; a cancelled or already reviewed one is not.
 * The mail's key makes it go out once however often the job runs.
 */
export class SendReviewRequest {
  constructor(private readonly ports: Pick<Ports, 'bookings' | 'venues' | 'reviews' | 'mailer' | 'scheduler' | 'uow' | 'clock'>) {}

  async execute({ bookingId }: { bookingId: string }): Promise<ReviewRequestOutcome> {
    const booking = await this.ports.bookings.findById(bookingId);
    if (!booking || !booking.customerId || booking.status === 'cancelled' || booking.status === 'pending') return 'skipped';
    const now = this.ports.clock.now();
    const at = reviewRequestTime(booking.eventDate);
    if (at.getTime() > now.getTime()) {
      // Woken early (the queue's clock runs ahead of ours): ask again at the right time.
      await this.ports.uow.run(() => this.ports.scheduler.schedule('reviews.request', { bookingId }, at));
      return 'not-yet';
    }
    if (!weddingTookPlace(booking, calendarDateIn(now))) return 'skipped';
    if (await this.ports.reviews.findByBooking(booking.id)) return 'skipped';
    if (await this.ports.reviews.findByAuthor(booking.venueId, booking.customerId)) return 'skipped';
    const venue = await this.ports.venues.findById(booking.venueId);
    if (!venue) return 'skipped';
    await this.ports.uow.run(() =>
      this.ports.mailer.send({
        to: booking.customerEmail,
        template: 'review-request',
        data: { coupleName: booking.customerName, venueName: venue.name, weddingDate: booking.eventDate, reviewPath: `/venue/${venue.id}?review=write#reviews` },
        key: `review-request:${booking.id}`,
      }),
    );
    return 'sent';
  }
}
