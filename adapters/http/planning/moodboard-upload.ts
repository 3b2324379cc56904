import { HttpException, HttpStatus, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, type Observable } from 'rxjs';
import { MOODBOARD_IMAGE_LIMITS } from '../../../domain/planning/moodboard-image.js';
import { codedHttpException } from '../errors/coded-http-exception.js';

/** The form field a board picture travels in. */
export const MOODBOARD_UPLOAD_FIELD = 'file';

/**
 * The only API routes that take multipart/form-data: the input gate lets such a body through
 * here alone, and multer reads it in the route (one file, no other field, at most 5 MB).
 */
const MOODBOARD_UPLOAD_PATH = /^\/api\/(?:bookings\/[^/]+|my)\/moodboard\/images\/?$/;

export function isMoodboardUploadPath(path: string): boolean {
  return MOODBOARD_UPLOAD_PATH.test(path);
}

/** multer, kept in memory (the picture is re-encoded before anything is stored). */
export const MoodboardFileInterceptor = FileInterceptor(MOODBOARD_UPLOAD_FIELD, {
  limits: { fileSize: MOODBOARD_IMAGE_LIMITS.maxUploadBytes, files: 1, fields: 0, parts: 1 },
});

function uploadRefusal(error: HttpException): HttpException {
  const response = error.getResponse();
  if (typeof response === 'object' && response !== null && 'code' in response) return error;
  const cause = (error.cause ?? {}) as { code?: unknown };
  switch (error.getStatus()) {
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return codedHttpException(HttpStatus.PAYLOAD_TOO_LARGE, 'PLANNING.MOODBOARD_IMAGE_TOO_LARGE', 'The picture must be at most 5 MB', MOODBOARD_UPLOAD_FIELD);
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return codedHttpException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'REQUEST.UNSUPPORTED', 'Send the picture as multipart/form-data', 'content-type');
    case HttpStatus.BAD_REQUEST:
      if (cause.code === 'LIMIT_UNEXPECTED_FILE' || cause.code === 'LIMIT_FILE_COUNT') {
        return codedHttpException(HttpStatus.BAD_REQUEST, 'PLANNING.MOODBOARD_IMAGE_REQUIRED', `Send one picture, in the form field "${MOODBOARD_UPLOAD_FIELD}"`, MOODBOARD_UPLOAD_FIELD);
      }
      return codedHttpException(HttpStatus.BAD_REQUEST, 'REQUEST.INVALID_INPUT', `The upload could not be read: send one picture in the form field "${MOODBOARD_UPLOAD_FIELD}" and nothing else`, MOODBOARD_UPLOAD_FIELD);
    default:
      return error;
  }
}

/** Gives multer's refusals (too large, a stray field, a broken form) the API's codes; put it before MoodboardFileInterceptor. */
export class MoodboardUploadErrors implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof HttpException ? uploadRefusal(error) : error;
      }),
    );
  }
}
