import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import { loadOwnedVenue } from '../../venue-management/use-cases/owned-venue.js';
import { AlreadyRepliedError, ReviewNotFoundError } from '../review.errors.js';
import { validReplyText, type Review } from '../review.js';
import { loadVisibleReview } from './review-access.js';

/** The venue's owner answers a review once, publicly. Another owner's review reads as not found. */
export class ReplyToReview {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'reviews' | 'clock'>) {}

  async execute(actor: Actor | null, reviewId: string, text: unknown): Promise<Review> {
    const review = await loadVisibleReview(this.ports.reviews, reviewId);
    try {
      await loadOwnedVenue(this.ports.venues, actor, review.venueId);
    } catch (error) {
      if (error instanceof NotFoundError) throw new ReviewNotFoundError();
      throw error;
    }
    if (review.reply) throw new AlreadyRepliedError();
    const reply = { text: validReplyText(text), repliedAt: this.ports.clock.now() };
    if (!(await this.ports.reviews.setReplyOnce(review.id, reply))) throw new AlreadyRepliedError();
    return { ...review, reply };
  }
}
