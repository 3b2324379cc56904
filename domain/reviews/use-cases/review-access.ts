import type { Ports } from '../../ports.js';
import { NotFoundError } from '../../shared/domain-error.js';
import type { Venue } from '../../venues/venue.js';
import { ReviewNotFoundError } from '../review.errors.js';
import { ratingSummary, type RatingSummary, type Review } from '../review.js';

/** A venue the public can see; one in review or unknown reads as not found. */
export async function loadPublishedVenue(venues: Ports['venues'], venueId: string): Promise<Venue> {
  const venue = await venues.findById(venueId);
  if (!venue || venue.status !== 'published') throw new NotFoundError('VENUE.NOT_FOUND', 'Venue');
  return venue;
}

/** A review the public can see: hidden ones read as not found. */
export async function loadVisibleReview(reviews: Ports['reviews'], reviewId: string): Promise<Review> {
  const review = await reviews.findById(reviewId);
  if (!review || review.hiddenAt) throw new ReviewNotFoundError();
  return review;
}

/**
 * Recomputes the venue's rating and review count from its visible reviews and writes them to the
 * venue. Call it inside the unit of work of the review change, so the figures move with it.
 */
export async function refreshVenueRating(reviews: Ports['reviews'], venueId: string): Promise<RatingSummary> {
  const summary = ratingSummary(await reviews.distribution(venueId));
  await reviews.setVenueRating(venueId, summary);
  return summary;
}
