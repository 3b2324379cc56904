import { requireAccountType, requireSignedIn } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import type { Booking } from '../../bookings/booking.js';
import type { Ports } from '../../ports.js';
import { calendarDateIn } from '../../shared/calendar-date.js';
import type { ReviewPhotoInfo } from '../review-photo.js';
import { AlreadyReviewedError, NotEligibleToReviewError } from '../review.errors.js';
import { editableUntil, isEditable, reviewerName, validReviewInput, weddingTookPlace, type Review, type ReviewInput } from '../review.js';
import { loadPublishedVenue, refreshVenueRating } from './review-access.js';

type ReviewPorts = Pick<Ports, 'venues' | 'bookings' | 'reviews' | 'reviewPhotos' | 'uow' | 'clock' | 'ids'>;

/** What the venue page needs to offer the signed-in couple a review form, or their own review. */
export interface MyReviewStatus {
  /** A booking of theirs took place and they have not reviewed the venue yet. */
  canReview: boolean;
  /** The wedding the new review would be verified by. */
  weddingDate: string | null;
  review: Review | null;
  /** The photos on their review. */
  photos: ReviewPhotoInfo[];
  editable: boolean;
  editableUntil: Date | null;
}

/** The couple's bookings of the venue whose wedding took place, latest wedding first. */
async function bookingsThatTookPlace(ports: Pick<Ports, 'bookings' | 'clock'>, customerId: string, venueId: string): Promise<Booking[]> {
  const today = calendarDateIn(ports.clock.now());
  const { bookings } = await ports.bookings.list({ customerId, venueId, limit: 1000, offset: 0 });
  return bookings.filter((b) => weddingTookPlace(b, today)).sort((a, b) => b.eventDate.localeCompare(a.eventDate));
}

/**
 * A couple reviews a venue they had their wedding at: one review per couple and venue, tied to the
 * booking that verifies it. The venue's rating and count move in the same transaction.
 */
export class PostReview {
  constructor(private readonly ports: ReviewPorts) {}

  async execute(actor: Actor | null, venueId: string, input: Partial<ReviewInput> & { bookingId?: string }): Promise<Review> {
    const couple = requireAccountType(actor, 'customer');
    const venue = await loadPublishedVenue(this.ports.venues, venueId);
    const valid = validReviewInput(input);
    const eligible = await bookingsThatTookPlace(this.ports, couple.accountId, venue.id);
    if (eligible.length === 0) throw new NotEligibleToReviewError();
    if (await this.ports.reviews.findByAuthor(venue.id, couple.accountId)) throw new AlreadyReviewedError();
    const booking = input.bookingId ? eligible.find((b) => b.id === input.bookingId) : eligible[0];
    if (!booking) throw new NotEligibleToReviewError();
    const now = this.ports.clock.now();
    const review: Review = {
      id: this.ports.ids.next(),
      venueId: venue.id,
      bookingId: booking.id,
      authorId: couple.accountId,
      authorName: reviewerName(booking.customerName),
      weddingDate: booking.eventDate,
      ...valid,
      createdAt: now,
      updatedAt: now,
      reply: null,
      hiddenAt: null,
      hiddenReason: null,
    };
    await this.ports.uow.run(async () => {
      await this.ports.reviews.add(review);
      await refreshVenueRating(this.ports.reviews, venue.id);
    });
    return review;
  }

  /** For the venue page: may the signed-in couple review, and what they already wrote. */
  async status(actor: Actor | null, venueId: string): Promise<MyReviewStatus> {
    const signedIn = requireSignedIn(actor);
    const venue = await loadPublishedVenue(this.ports.venues, venueId);
    const none: MyReviewStatus = { canReview: false, weddingDate: null, review: null, photos: [], editable: false, editableUntil: null };
    if (signedIn.accountType !== 'customer') return none;
    const review = await this.ports.reviews.findByAuthor(venue.id, signedIn.accountId);
    if (review) {
      const visible = review.hiddenAt === null;
      const photos = visible ? await this.ports.reviewPhotos.listByReviews([review.id]) : [];
      return { ...none, review, photos, editable: visible && isEditable(review, this.ports.clock.now()), editableUntil: editableUntil(review) };
    }
    const [booking] = await bookingsThatTookPlace(this.ports, signedIn.accountId, venue.id);
    return booking ? { ...none, canReview: true, weddingDate: booking.eventDate } : none;
  }
}
