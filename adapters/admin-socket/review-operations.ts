import type { Review } from '../../domain/reviews/review.js';
import type { OperationContext } from './operator-operations.js';

// The operators' side of reviews (`hcw reviews ...`): reported reviews, and hiding one with a reason.
// Rules live in ModerateReviews; this only shapes plain JSON.

type Params = Record<string, unknown>;

function presentReviewForOperators(review: Review) {
  return {
    id: review.id,
    venueId: review.venueId,
    authorName: review.authorName,
    stars: review.stars,
    title: review.title,
    text: review.text,
    weddingDate: review.weddingDate,
    createdAt: review.createdAt.toISOString(),
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
    hiddenReason: review.hiddenReason,
  };
}

export const REVIEW_OPERATIONS = {
  'reviews.list-reported': async ({ app }: OperationContext, p: Params) => {
    const limit = typeof p.limit === 'number' ? p.limit : 100;
    const offset = typeof p.offset === 'number' ? p.offset : 0;
    const { reviews, total } = await app.useCases.moderateReviews.listReported({ limit, offset });
    return {
      total,
      reviews: reviews.map(({ review, venueName, reports }) => ({
        ...presentReviewForOperators(review),
        venueName,
        reportCount: reports.length,
        reports: reports.map((r) => ({ reason: r.reason, details: r.details, createdAt: r.createdAt.toISOString() })),
      })),
    };
  },
  'reviews.hide': async ({ app }: OperationContext, p: Params) => {
    const review = await app.useCases.moderateReviews.hide(String(p.id ?? ''), p.reason);
    const venue = await app.ports.venues.findById(review.venueId);
    return { ...presentReviewForOperators(review), venueRating: venue?.rating ?? null, venueReviewCount: venue?.reviewCount ?? null };
  },
};
