import { REVIEW_PHOTO_LIMITS } from '../../../domain/reviews/review-photo.js';
import { REVIEW_PHOTO_FIELD } from '../../../domain/reviews/use-cases/add-review-photo.js';
import { singleFileUpload } from '../shared/single-file-upload.js';

export { REVIEW_PHOTO_FIELD };

/** The review route that takes multipart/form-data: the input gate lets such a body through here. */
const REVIEW_PHOTO_UPLOAD_PATH = /^\/api\/reviews\/[^/]+\/photos\/?$/;

export function isReviewPhotoUploadPath(path: string): boolean {
  return REVIEW_PHOTO_UPLOAD_PATH.test(path);
}

export const { Interceptor: ReviewPhotoFileInterceptor, Errors: ReviewPhotoUploadErrors } = singleFileUpload({
  field: REVIEW_PHOTO_FIELD,
  noun: 'photo',
  maxBytes: REVIEW_PHOTO_LIMITS.maxUploadBytes,
  maxLabel: '5 MB',
  tooLargeCode: 'REVIEW.PHOTO_TOO_LARGE',
  requiredCode: 'REVIEW.PHOTO_REQUIRED',
});
