import type { Ports } from '../../ports.js';
import type { ReviewPage } from '../review-repository.js';
import { ratingSummary, type RatingSummary, type StarDistribution } from '../review.js';
import { loadPublishedVenue } from './review-access.js';

export const REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

export interface ReviewSummary extends RatingSummary {
  distribution: StarDistribution;
}

/** A published venue's visible reviews, newest first, a page at a time, and their star figures. */
export class ListVenueReviews {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'reviews'>) {}

  async execute(venueId: string, { page = 1, pageSize = REVIEWS_PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<ReviewPage> {
    const venue = await loadPublishedVenue(this.ports.venues, venueId);
    const limit = Math.min(Math.max(1, pageSize), MAX_REVIEWS_PAGE_SIZE);
    return this.ports.reviews.listVisible(venue.id, { limit, offset: (Math.max(1, page) - 1) * limit });
  }

  async summary(venueId: string): Promise<ReviewSummary> {
    const venue = await loadPublishedVenue(this.ports.venues, venueId);
    const distribution = await this.ports.reviews.distribution(venue.id);
    return { ...ratingSummary(distribution), distribution };
  }
}
