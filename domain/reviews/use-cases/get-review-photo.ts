import type { Ports } from '../../ports.js';
import type { ReviewPhoto, ReviewPhotoInfo } from '../review-photo.js';
import { ReviewPhotoNotFoundError } from '../review.errors.js';

/** A review photo for anyone with its address, while its review is visible; a hidden review's reads as not found. */
export class GetReviewPhoto {
  constructor(private readonly ports: Pick<Ports, 'reviewPhotos'>) {}

  async execute(photoId: string): Promise<ReviewPhoto> {
    const photo = await this.ports.reviewPhotos.findVisibleById(photoId);
    if (!photo) throw new ReviewPhotoNotFoundError();
    return photo;
  }

  /** The photos a review shows, oldest first (what a review response carries). */
  async ofReview(reviewId: string): Promise<ReviewPhotoInfo[]> {
    return this.ports.reviewPhotos.listByReviews([reviewId]);
  }
}
