import type { ReviewPhoto, ReviewPhotoRepository } from '../../domain/reviews/review-photo.js';
import type { InMemoryReviewRepository } from './in-memory-review-repository.js';

/** The port's behaviour without a database; a hidden review's photos are not found, as in PostgreSQL. */
export class InMemoryReviewPhotoRepository implements ReviewPhotoRepository {
  photos: ReviewPhoto[] = [];
  locks: string[] = [];

  constructor(private readonly reviews: InMemoryReviewRepository) {}

  async lockReview(reviewId: string) {
    this.locks.push(reviewId);
  }

  async add(photo: ReviewPhoto) {
    this.photos.push({ ...photo });
  }

  async findVisibleById(id: string) {
    const photo = this.photos.find((p) => p.id === id);
    const review = photo && this.reviews.reviews.find((r) => r.id === photo.reviewId);
    return photo && review && review.hiddenAt === null ? { ...photo } : null;
  }

  async countByReview(reviewId: string) {
    return this.photos.filter((p) => p.reviewId === reviewId).length;
  }

  async listByReviews(reviewIds: readonly string[]) {
    return this.photos
      .filter((p) => reviewIds.includes(p.reviewId))
      .sort((a, b) => a.reviewId.localeCompare(b.reviewId) || a.createdAt.getTime() - b.createdAt.getTime())
      .map(({ bytes: _bytes, ...info }) => info);
  }

  async delete(reviewId: string, photoId: string) {
    const before = this.photos.length;
    this.photos = this.photos.filter((p) => !(p.id === photoId && p.reviewId === reviewId));
    return this.photos.length < before;
  }
}
