import type { Ports } from '../../ports.js';
import type { ReviewPhotoInfo } from '../review-photo.js';
import type { ReviewPage } from '../review-repository.js';
import { ratingSummary, type RatingSummary, type StarDistribution } from '../review.js';
import { loadPublishedVenue } from './review-access.js';

export const REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

/** A page of reviews and the photos they show, fetched for the whole page at once. */
export interface ReviewPageWithPhotos extends ReviewPage {
  photos: ReviewPhotoInfo[];
}

export interface ReviewSummary extends RatingSummary {
  distribution: StarDistribution;
}

/** A published venue's visible reviews, newest first, a page at a time, and their star figures. */
export class ListVenueReviews {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'reviews' | 'reviewPhotos'>) {}

  async execute(venueId: string, { page = 1, pageSize = REVIEWS_PAGE_SIZE }: { page?: number; pageSize?: number } = {}): Promise<ReviewPageWithPhotos> {
    const venue = await loadPublishedVenue(this.ports.venues, venueId);
    const limit = Math.min(Math.max(1, pageSize), MAX_REVIEWS_PAGE_SIZE);
    const found = await this.ports.reviews.listVisible(venue.id, { limit, offset: (Math.max(1, page) - 1) * limit });
    return { ...found, photos: await this.ports.reviewPhotos.listByReviews(found.reviews.map((r) => r.id)) };
  }

  async summary(venueId: string): Promise<ReviewSummary> {
    const venue = await loadPublishedVenue(this.ports.venues, venueId);
    const distribution = await this.ports.reviews.distribution(venue.id);
    return { ...ratingSummary(distribution), distribution };
  }
}
