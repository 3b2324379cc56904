import type { Ports } from '../../ports.js';
import { ReviewNotFoundError } from '../review.errors.js';
import { validHideReason, type Review } from '../review.js';
import type { ReportedReview } from '../review-repository.js';
import { refreshVenueRating } from './review-access.js';

/** Operators (`hcw reviews`): the reported reviews, and hiding one with a reason. */
export class ModerateReviews {
  constructor(private readonly ports: Pick<Ports, 'reviews' | 'uow' | 'clock'>) {}

  listReported(page: { limit: number; offset: number }): Promise<{ reviews: ReportedReview[]; total: number }> {
    return this.ports.reviews.listReported(page);
  }

  /** Takes the review off the page and out of the venue's rating; hiding it again changes nothing. */
  async hide(reviewId: string, reason: unknown): Promise<Review> {
    const why = validHideReason(reason);
    const review = await this.ports.reviews.findById(reviewId);
    if (!review) throw new ReviewNotFoundError();
    if (review.hiddenAt) return review;
    const hidden: Review = { ...review, hiddenAt: this.ports.clock.now(), hiddenReason: why };
    await this.ports.uow.run(async () => {
      await this.ports.reviews.update(hidden);
      await refreshVenueRating(this.ports.reviews, review.venueId);
    });
    return hidden;
  }
}
