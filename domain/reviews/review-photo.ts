import { MOODBOARD_IMAGE_LIMITS } from '../planning/moodboard-image.js';
import { isEditable, type Review } from './review.js';

export const REVIEW_PHOTO_LIMITS = {
  /** A review shows at most this many photos of the day. */
  maxPerReview: 4,
  /** The same upload limit as a board picture: what a phone photo weighs. */
  maxUploadBytes: MOODBOARD_IMAGE_LIMITS.maxUploadBytes,
  /** Stored photos are at most this wide: enough to open full size on a laptop. */
  maxStoredWidth: 1600,
} as const;

/**
 * A couple's photo of their wedding, on their review: re-encoded as WebP without its metadata (a
 * phone photo's EXIF holds where it was taken), kept with the review and gone with it.
 */
export interface ReviewPhoto {
  /** Random and unguessable, as a board picture's. */
  id: string;
  reviewId: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  createdAt: Date;
}

/** A photo as a review lists it: everything but its bytes. */
export type ReviewPhotoInfo = Omit<ReviewPhoto, 'bytes'>;

/** Where the API serves a review photo. */
export function reviewPhotoPath(id: string): string {
  return `/api/review-photos/${id}`;
}

/**
 * Only the review's author changes its photos, and only while the review may still be edited
 * (the edit window of review.ts); a hidden review's photos are frozen with it.
 */
export function mayChangePhotos(review: Pick<Review, 'authorId' | 'createdAt' | 'hiddenAt'>, accountId: string, now: Date): 'yes' | 'not-author' | 'window-closed' {
  if (review.hiddenAt !== null || review.authorId === null || review.authorId !== accountId) return 'not-author';
  return isEditable(review, now) ? 'yes' : 'window-closed';
}

export function hasRoomForPhoto(photoCount: number): boolean {
  return photoCount < REVIEW_PHOTO_LIMITS.maxPerReview;
}

export interface ReviewPhotoRepository {
  /** Locks the review's row for the unit of work, so two uploads at once cannot pass the limit. */
  lockReview(reviewId: string): Promise<void>;
  add(photo: ReviewPhoto): Promise<void>;
  /** The photo with its bytes, only while its review is visible (a hidden review's photos are not served). */
  findVisibleById(id: string): Promise<ReviewPhoto | null>;
  countByReview(reviewId: string): Promise<number>;
  /** The photos of these reviews, oldest first within each review, in one query. */
  listByReviews(reviewIds: readonly string[]): Promise<ReviewPhotoInfo[]>;
  /** false when the review holds no such photo. */
  delete(reviewId: string, photoId: string): Promise<boolean>;
}
