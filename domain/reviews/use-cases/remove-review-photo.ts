import type { Actor } from '../../accounts/account.js';
import { ReviewPhotoNotFoundError } from '../review.errors.js';
import { loadReviewForPhotos, type ReviewPhotoPorts } from './add-review-photo.js';

/** The couple takes a photo off their review, under the same rules as adding one. */
export class RemoveReviewPhoto {
  constructor(private readonly ports: ReviewPhotoPorts) {}

  async execute(actor: Actor | null, reviewId: string, photoId: string): Promise<void> {
    const review = await loadReviewForPhotos(this.ports, actor, reviewId);
    if (!(await this.ports.reviewPhotos.delete(review.id, photoId))) throw new ReviewPhotoNotFoundError();
  }
}
