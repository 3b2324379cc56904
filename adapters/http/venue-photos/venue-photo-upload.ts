import { PHOTO_LIMITS } from '../../../domain/venue-management/photos.js';
import { singleFileUpload } from '../shared/single-file-upload.js';

/** The form field a venue photo travels in. */
export const VENUE_PHOTO_FIELD = 'file';

/** The one venue route that takes multipart/form-data: the input gate lets such a body through here. */
const VENUE_PHOTO_UPLOAD_PATH = /^\/api\/venues\/[^/]+\/photos\/?$/;

export function isVenuePhotoUploadPath(path: string): boolean {
  return VENUE_PHOTO_UPLOAD_PATH.test(path);
}

export const { Interceptor: VenuePhotoFileInterceptor, Errors: VenuePhotoUploadErrors } = singleFileUpload({
  field: VENUE_PHOTO_FIELD,
  noun: 'photo',
  maxBytes: PHOTO_LIMITS.maxUploadBytes,
  maxLabel: '15 MB',
  tooLargeCode: 'VENUE.PHOTO_TOO_LARGE',
  requiredCode: 'VENUE.PHOTO_REQUIRED',
});
