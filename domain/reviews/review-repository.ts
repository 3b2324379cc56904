import type { RatingSummary, ReportReason, Review, StarDistribution } from './review.js';

export interface ReviewPage {
  reviews: Review[];
  total: number;
}

export interface ReviewReport {
  reason: ReportReason;
  details: string | null;
  /** Who reported: an account id, or a key for a client without an account. */
  reporter: string;
  createdAt: Date;
}

/** A reported review as operators see it, with its venue and the reports' reasons. */
export interface ReportedReview {
  review: Review;
  venueName: string;
  reports: { reason: ReportReason; details: string | null; createdAt: Date }[];
}

/** The couples' verified reviews, their reports, and the venue rating kept from them. */
export interface ReviewRepository {
  findById(id: string): Promise<Review | null>;
  findByBooking(bookingId: string): Promise<Review | null>;
  /** Any review (hidden ones too) an account wrote of a venue. */
  findByAuthor(venueId: string, authorId: string): Promise<Review | null>;
  /** The visible reviews of a venue, newest first. */
  listVisible(venueId: string, page: { limit: number; offset: number }): Promise<ReviewPage>;
  /** How many visible reviews give each star count. */
  distribution(venueId: string): Promise<StarDistribution>;
  /** Throws AlreadyReviewedError when the booking already has a review. */
  add(review: Review): Promise<void>;
  /** Writes stars, title, text, updatedAt, reply and the hidden fields. */
  update(review: Review): Promise<void>;
  /**
   * Sets the reply only if the review has none yet (a compare-and-set); false when it had one,
   * so two answers at once still make one.
   */
  setReplyOnce(reviewId: string, reply: { text: string; repliedAt: Date }): Promise<boolean>;
  /** Records one report; the same reporter reporting the same review again counts once. */
  addReport(reviewId: string, report: ReviewReport): Promise<void>;
  /** Visible reviews with at least one report, most reported first. */
  listReported(page: { limit: number; offset: number }): Promise<{ reviews: ReportedReview[]; total: number }>;
  /**
   * Writes the venue's rating and review count (columns other code reads) from its visible
   * reviews. Called in the unit of work of every review write and hide.
   */
  setVenueRating(venueId: string, summary: RatingSummary): Promise<void>;
}
