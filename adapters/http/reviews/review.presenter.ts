import { reviewPhotoPath, type ReviewPhotoInfo } from '../../../domain/reviews/review-photo.js';
import type { Review } from '../../../domain/reviews/review.js';
import type { ReviewSummary } from '../../../domain/reviews/use-cases/list-venue-reviews.js';
import type { MyReviewStatus } from '../../../domain/reviews/use-cases/post-review.js';

export function presentReviewPhoto(photo: Pick<ReviewPhotoInfo, 'id' | 'width' | 'height'>) {
  return { id: photo.id, url: reviewPhotoPath(photo.id), width: photo.width, height: photo.height };
}

/** A review as the public sees it: no account or booking id, the wedding's month only, and its photos. */
export function presentReview(review: Review, photos: readonly ReviewPhotoInfo[]) {
  return {
    id: review.id,
    venueId: review.venueId,
    authorName: review.authorName,
    stars: review.stars,
    title: review.title,
    text: review.text,
    verifiedBooking: true,
    weddingMonth: review.weddingDate.slice(0, 7),
    createdAt: review.createdAt.toISOString(),
    edited: review.updatedAt.getTime() !== review.createdAt.getTime(),
    reply: review.reply ? { text: review.reply.text, repliedAt: review.reply.repliedAt.toISOString() } : null,
    photos: photos.filter((p) => p.reviewId === review.id).map(presentReviewPhoto),
  };
}

export function presentReviewSummary(summary: ReviewSummary) {
  const d = summary.distribution;
  return { rating: summary.rating, reviewCount: summary.reviewCount, distribution: { '1': d[1], '2': d[2], '3': d[3], '4': d[4], '5': d[5] } };
}

export function presentMyReviewStatus(status: MyReviewStatus) {
  return {
    canReview: status.canReview,
    weddingMonth: status.weddingDate?.slice(0, 7) ?? null,
    review: status.review && !status.review.hiddenAt ? presentReview(status.review, status.photos) : null,
    editable: status.editable,
    editableUntil: status.editableUntil?.toISOString() ?? null,
  };
}
