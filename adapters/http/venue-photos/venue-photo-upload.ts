import { HttpException, HttpStatus, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, type Observable } from 'rxjs';
import { PHOTO_LIMITS } from '../../../domain/venue-management/photos.js';
import { codedHttpException } from '../errors/coded-http-exception.js';

/** The form field a venue photo travels in. */
export const VENUE_PHOTO_FIELD = 'file';

/** The one venue route that takes multipart/form-data: the input gate lets such a body through here. */
const VENUE_PHOTO_UPLOAD_PATH = /^\/api\/venues\/[^/]+\/photos\/?$/;

export function isVenuePhotoUploadPath(path: string): boolean {
  return VENUE_PHOTO_UPLOAD_PATH.test(path);
}

/** multer, kept in memory (the photo is re-encoded before anything is stored): one file, no other field. */
export const VenuePhotoFileInterceptor = FileInterceptor(VENUE_PHOTO_FIELD, {
  limits: { fileSize: PHOTO_LIMITS.maxUploadBytes, files: 1, fields: 0, parts: 1 },
});

function uploadRefusal(error: HttpException): HttpException {
  const response = error.getResponse();
  if (typeof response === 'object' && response !== null && 'code' in response) return error;
  const cause = (error.cause ?? {}) as { code?: unknown };
  switch (error.getStatus()) {
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return codedHttpException(HttpStatus.PAYLOAD_TOO_LARGE, 'VENUE.PHOTO_TOO_LARGE', 'The photo must be at most 15 MB', VENUE_PHOTO_FIELD);
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return codedHttpException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'REQUEST.UNSUPPORTED', 'Send the photo as multipart/form-data', 'content-type');
    case HttpStatus.BAD_REQUEST:
      if (cause.code === 'LIMIT_UNEXPECTED_FILE' || cause.code === 'LIMIT_FILE_COUNT') {
        return codedHttpException(HttpStatus.BAD_REQUEST, 'VENUE.PHOTO_REQUIRED', `Send one photo, in the form field "${VENUE_PHOTO_FIELD}"`, VENUE_PHOTO_FIELD);
      }
      return codedHttpException(HttpStatus.BAD_REQUEST, 'REQUEST.INVALID_INPUT', `The upload could not be read: send one photo in the form field "${VENUE_PHOTO_FIELD}" and nothing else`, VENUE_PHOTO_FIELD);
    default:
      return error;
  }
}

/** Gives multer's refusals (too large, a stray field, a broken form) the API's codes; put it before VenuePhotoFileInterceptor. */
export class VenuePhotoUploadErrors implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof HttpException ? uploadRefusal(error) : error;
      }),
    );
  }
}
