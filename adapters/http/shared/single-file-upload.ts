import { HttpException, HttpStatus, type CallHandler, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, type Observable } from 'rxjs';
import type { ErrorCode } from '../../../domain/shared/error-codes.js';
import { codedHttpException } from '../errors/coded-http-exception.js';

/** One upload route's words and limits: its form field, what it takes, and its codes. */
export interface SingleFileUploadSpec {
  field: string;
  /** "picture", "photo": how the messages name the file. */
  noun: string;
  maxBytes: number;
  /** "5 MB": the limit as people read it. */
  maxLabel: string;
  tooLargeCode: ErrorCode;
  requiredCode: ErrorCode;
}

/**
 * An upload of exactly one file and no other field, read by multer into memory (the file is
 * re-encoded before anything is stored). `Interceptor` reads it; `Errors`, put before it, gives
 * multer's refusals (too large, a stray field, a broken form) the API's codes.
 */
export function singleFileUpload(spec: SingleFileUploadSpec): { Interceptor: Type<NestInterceptor>; Errors: Type<NestInterceptor> } {
  const { field, noun } = spec;
  const refusal = (error: HttpException): HttpException => {
    const response = error.getResponse();
    if (typeof response === 'object' && response !== null && 'code' in response) return error;
    const cause = (error.cause ?? {}) as { code?: unknown };
    switch (error.getStatus()) {
      case HttpStatus.PAYLOAD_TOO_LARGE:
        return codedHttpException(HttpStatus.PAYLOAD_TOO_LARGE, spec.tooLargeCode, `The ${noun} must be at most ${spec.maxLabel}`, field);
      case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
        return codedHttpException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'REQUEST.UNSUPPORTED', `Send the ${noun} as multipart/form-data`, 'content-type');
      case HttpStatus.BAD_REQUEST:
        if (cause.code === 'LIMIT_UNEXPECTED_FILE' || cause.code === 'LIMIT_FILE_COUNT') {
          return codedHttpException(HttpStatus.BAD_REQUEST, spec.requiredCode, `Send one ${noun}, in the form field "${field}"`, field);
        }
        return codedHttpException(HttpStatus.BAD_REQUEST, 'REQUEST.INVALID_INPUT', `The upload could not be read: send one ${noun} in the form field "${field}" and nothing else`, field);
      default:
        return error;
    }
  };
  class Errors implements NestInterceptor {
    intercept(_context: unknown, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(
        catchError((error: unknown) => {
          throw error instanceof HttpException ? refusal(error) : error;
        }),
      );
    }
  }
  const Interceptor = FileInterceptor(field, { limits: { fileSize: spec.maxBytes, files: 1, fields: 0, parts: 1 } });
  return { Interceptor, Errors };
}
