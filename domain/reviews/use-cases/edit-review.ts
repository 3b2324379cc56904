import { requireSignedIn } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { EditWindowClosedError, ReviewNotFoundError } from '../review.errors.js';
import { isEditable, REVIEW_EDIT_DAYS, validReviewInput, type Review, type ReviewInput } from '../review.js';
import { loadVisibleReview, refreshVenueRating } from './review-access.js';

/** The couple changes their own review, within REVIEW_EDIT_DAYS of posting it; another's reads as not found. */
export class EditReview {
  constructor(private readonly ports: Pick<Ports, 'reviews' | 'uow' | 'clock'>) {}

  async execute(actor: Actor | null, reviewId: string, changes: Partial<ReviewInput>): Promise<Review> {
    const signedIn = requireSignedIn(actor);
    const review = await loadVisibleReview(this.ports.reviews, reviewId);
    if (review.authorId === null || review.authorId !== signedIn.accountId) throw new ReviewNotFoundError();
    const now = this.ports.clock.now();
    if (!isEditable(review, now)) throw new EditWindowClosedError(REVIEW_EDIT_DAYS);
    if (changes.stars === undefined && changes.title === undefined && changes.text === undefined) return review;
    const valid = validReviewInput({
      stars: changes.stars ?? review.stars,
      title: changes.title ?? review.title,
      text: changes.text ?? review.text,
    });
    const updated: Review = { ...review, ...valid, updatedAt: now };
    await this.ports.uow.run(async () => {
      await this.ports.reviews.update(updated);
      await refreshVenueRating(this.ports.reviews, review.venueId);
    });
    return updated;
  }
}
