import useSWR, { mutate as globalMutate } from 'swr';
import { REVIEW_PHOTO_LIMITS } from '@domain/reviews/review-photo';
import { apiGet, apiRequest, apiRequestWithHeaders, apiUpload } from '@/lib/api-client';
import { venueKey } from '@/shared/api/venue';
import type { components } from '@/types/api.generated';

// One file for the reviews resource: its shapes, keys, fetchers and hooks. The venue page and the
// owner's dashboard both read it (each composed by its page: features do not import each other).

export type Review = components['schemas']['ReviewResponse'];
export type ReviewPhoto = components['schemas']['ReviewPhotoResponse'];
export type ReviewSummary = components['schemas']['ReviewSummaryResponse'];
export type MyReviewStatus = components['schemas']['MyReviewStatusResponse'];
export type ReportReason = components['schemas']['ReportReviewDto']['reason'];

export interface ReviewDraft {
  stars: number;
  title: string;
  text: string;
}

/** Reviews per page on the venue page and in the dashboard. */
export const REVIEWS_PAGE_SIZE = 5;

const base = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}/reviews`;

export interface ReviewPage {
  reviews: Review[];
  /** From X-Total-Count: every visible review of the venue. */
  total: number;
}

export const reviewPageKey = (venueId: string, page: number) => [base(venueId), page] as const;
export const reviewSummaryKey = (venueId: string) => `${base(venueId)}/summary`;
export const myReviewKey = (venueId: string) => `${base(venueId)}/mine`;

export async function getReviewPage(venueId: string, page: number): Promise<ReviewPage> {
  const { data, headers } = await apiRequestWithHeaders<Review[]>('GET', `${base(venueId)}?page=${page}&pageSize=${REVIEWS_PAGE_SIZE}`);
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { reviews: data, total: Number.isFinite(total) ? total : data.length };
}

export function useReviewPage(venueId: string, page: number) {
  return useSWR<ReviewPage, Error>(reviewPageKey(venueId, page), () => getReviewPage(venueId, page), { keepPreviousData: true });
}

export function useReviewSummary(venueId: string) {
  return useSWR<ReviewSummary, Error>(reviewSummaryKey(venueId), () => apiGet<ReviewSummary>(reviewSummaryKey(venueId)));
}

/** Only asked for a signed-in couple (anyone else has nothing to write). */
export function useMyReview(venueId: string, enabled: boolean) {
  return useSWR<MyReviewStatus, Error>(enabled ? myReviewKey(venueId) : null, () => apiGet<MyReviewStatus>(myReviewKey(venueId)));
}

/** After a review changes: its pages, the figures, the couple's status and the venue itself. */
export async function refreshVenueReviews(venueId: string): Promise<void> {
  await globalMutate((key) => (Array.isArray(key) ? key[0] === base(venueId) : typeof key === 'string' && key.startsWith(base(venueId))));
  await globalMutate(venueKey(venueId));
}

export function postReview(venueId: string, draft: ReviewDraft): Promise<Review> {
  return apiRequest<Review>('POST', base(venueId), draft);
}

export function editReview(reviewId: string, draft: Partial<ReviewDraft>): Promise<Review> {
  return apiRequest<Review>('PATCH', `/api/reviews/${encodeURIComponent(reviewId)}`, draft);
}

export function replyToReview(reviewId: string, text: string): Promise<Review> {
  return apiRequest<Review>('POST', `/api/reviews/${encodeURIComponent(reviewId)}/reply`, { text });
}

export function reportReview(reviewId: string, reason: ReportReason, details: string): Promise<unknown> {
  return apiRequest('POST', `/api/reviews/${encodeURIComponent(reviewId)}/report`, { reason, details: details.trim() || null });
}

/** What the photo picker offers; the server checks the content itself. */
export const REVIEW_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const MAX_REVIEW_PHOTOS = REVIEW_PHOTO_LIMITS.maxPerReview;
export const MAX_REVIEW_PHOTO_MB = REVIEW_PHOTO_LIMITS.maxUploadBytes / (1024 * 1024);

const photosPath = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}/photos`;

/** POST /api/reviews/{id}/photos: one photo, as multipart/form-data. */
export function addReviewPhoto(reviewId: string, file: File): Promise<ReviewPhoto> {
  return apiUpload<ReviewPhoto>(photosPath(reviewId), file);
}

export function removeReviewPhoto(reviewId: string, photoId: string): Promise<void> {
  return apiRequest<void>('DELETE', `${photosPath(reviewId)}/${encodeURIComponent(photoId)}`);
}
