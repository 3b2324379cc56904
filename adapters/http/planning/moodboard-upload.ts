import { MOODBOARD_IMAGE_LIMITS } from '../../../domain/planning/moodboard-image.js';
import { singleFileUpload } from '../shared/single-file-upload.js';

/** The form field a board picture travels in. */
export const MOODBOARD_UPLOAD_FIELD = 'file';

/**
 * The board's picture uploads take multipart/form-data: the input gate lets such a body through
 * here, and multer reads it in the route (one file, no other field, at most 5 MB).
 */
const MOODBOARD_UPLOAD_PATH = /^\/api\/(?:bookings\/[^/]+|my)\/moodboard\/images\/?$/;

export function isMoodboardUploadPath(path: string): boolean {
  return MOODBOARD_UPLOAD_PATH.test(path);
}

export const { Interceptor: MoodboardFileInterceptor, Errors: MoodboardUploadErrors } = singleFileUpload({
  field: MOODBOARD_UPLOAD_FIELD,
  noun: 'picture',
  maxBytes: MOODBOARD_IMAGE_LIMITS.maxUploadBytes,
  maxLabel: '5 MB',
  tooLargeCode: 'PLANNING.MOODBOARD_IMAGE_TOO_LARGE',
  requiredCode: 'PLANNING.MOODBOARD_IMAGE_REQUIRED',
});
