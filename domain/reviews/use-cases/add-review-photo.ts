import { requireSignedIn } from '../../accounts/access-rules.js';
import type { Actor } from '../../accounts/account.js';
import { detectUploadType } from '../../planning/moodboard-image.js';
import type { Ports } from '../../ports.js';
import { InvalidInputError } from '../../shared/domain-error.js';
import { hasRoomForPhoto, mayChangePhotos, REVIEW_PHOTO_LIMITS, reviewPhotoPath } from '../review-photo.js';
import { EditWindowClosedError, ReviewNotFoundError, ReviewPhotoLimitError } from '../review.errors.js';
import { REVIEW_EDIT_DAYS, type Review } from '../review.js';
import { loadVisibleReview } from './review-access.js';

export type ReviewPhotoPorts = Pick<Ports, 'reviews' | 'reviewPhotos' | 'clock'>;

export interface AddedReviewPhoto {
  id: string;
  path: string;
  width: number;
  height: number;
}

/** The form field a review photo travels in (as a board picture). */
export const REVIEW_PHOTO_FIELD = 'file';

/** The signed-in author's own visible review, while they may still change its photos; anyone else's reads as not found. */
export async function loadReviewForPhotos(ports: ReviewPhotoPorts, actor: Actor | null, reviewId: string): Promise<Review> {
  const signedIn = requireSignedIn(actor);
  const review = await loadVisibleReview(ports.reviews, reviewId);
  const may = mayChangePhotos(review, signedIn.accountId, ports.clock.now());
  if (may === 'not-author') throw new ReviewNotFoundError();
  if (may === 'window-closed') throw new EditWindowClosedError(REVIEW_EDIT_DAYS);
  return review;
}

/**
 * The couple adds a photo of their day to their review: a JPEG, PNG or WebP by its content, at
 * most 5 MB, stored by the board pictures' pipeline as a WebP without its metadata. A review holds
 * at most REVIEW_PHOTO_LIMITS.maxPerReview photos.
 */
export class AddReviewPhoto {
  constructor(private readonly ports: ReviewPhotoPorts & Pick<Ports, 'moodboardImageProcessor' | 'secretTokens' | 'uow'>) {}

  async execute(actor: Actor | null, reviewId: string, bytes: Uint8Array | null): Promise<AddedReviewPhoto> {
    const review = await loadReviewForPhotos(this.ports, actor, reviewId);
    if (!bytes || bytes.length === 0) throw new InvalidInputError('REVIEW.PHOTO_REQUIRED', REVIEW_PHOTO_FIELD, `Choose a photo to upload (the form field "${REVIEW_PHOTO_FIELD}")`);
    if (bytes.length > REVIEW_PHOTO_LIMITS.maxUploadBytes) throw new InvalidInputError('REVIEW.PHOTO_TOO_LARGE', REVIEW_PHOTO_FIELD, 'The photo must be at most 5 MB');
    // Refused before the work of decoding when the review is already full.
    if (!hasRoomForPhoto(await this.ports.reviewPhotos.countByReview(review.id))) throw new ReviewPhotoLimitError(REVIEW_PHOTO_LIMITS.maxPerReview);
    const type = detectUploadType(bytes);
    const processed = type ? await this.ports.moodboardImageProcessor.toStoredWebp(bytes, type, REVIEW_PHOTO_LIMITS.maxStoredWidth) : null;
    if (!processed) throw new InvalidInputError('REVIEW.UNSUPPORTED_PHOTO', REVIEW_PHOTO_FIELD, 'The file must be a JPEG, PNG or WebP picture');
    const id = this.ports.secretTokens.create().token;
    await this.ports.uow.run(async () => {
      await this.ports.reviewPhotos.lockReview(review.id);
      if (!hasRoomForPhoto(await this.ports.reviewPhotos.countByReview(review.id))) throw new ReviewPhotoLimitError(REVIEW_PHOTO_LIMITS.maxPerReview);
      await this.ports.reviewPhotos.add({ id, reviewId: review.id, ...processed, createdAt: this.ports.clock.now() });
    });
    return { id, path: reviewPhotoPath(id), width: processed.width, height: processed.height };
  }
}
