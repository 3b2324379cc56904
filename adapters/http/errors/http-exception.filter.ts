import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import { DomainError, RateLimitedError } from '../../../domain/shared/domain-error.js';
import { isErrorCode, type ErrorCode } from '../../../domain/shared/error-codes.js';
import { statusForDomainError } from './domain-error-status.js';

export interface ErrorBody {
  statusCode: number;
  error: string;
  /** What went wrong, for clients to decide on (see domain/shared/error-codes.ts). */
  code: ErrorCode;
  message: string;
  /** The input field at fault, when one is. */
  field?: string;
}

/** Database errors that are the caller's fault rather than ours. */
const PG_CONFLICT_CODES = new Set(['23505', '23P01']);
/**
 * Values PostgreSQL refused (bad text representation or byte sequence, number out of range, text
 * too long, a check constraint, a character the encoding lacks). The input gate and the DTOs stop
 * nearly all of them; whatever still gets through is the caller's input, not our fault.
 */
const PG_INVALID_INPUT_CODES = new Set(['22P02', '22021', '22003', '22001', '23514', '22P05']);

/** Refusals by the framework itself (unknown route, body parser) carry no code of their own. */
function codeForHttpStatus(statusCode: number): ErrorCode {
  if (statusCode >= 500) return 'SERVER.ERROR';
  if (statusCode === 400) return 'REQUEST.INVALID_INPUT';
  if (statusCode === 404) return 'REQUEST.NOT_FOUND';
  if (statusCode === 409) return 'REQUEST.CONFLICT';
  if (statusCode === 413) return 'REQUEST.TOO_LARGE';
  return 'REQUEST.UNSUPPORTED';
}

function isDatabaseRefusal(exception: unknown): boolean {
  if (exception instanceof DomainError || exception instanceof HttpException) return false;
  const pgCode = (exception as { code?: string } | null)?.code;
  return pgCode !== undefined && PG_INVALID_INPUT_CODES.has(pgCode);
}

export function errorBodyFor(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    const statusCode = statusForDomainError(exception.kind);
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code: exception.code, message: exception.message, field: exception.field };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const details = typeof response === 'object' ? (response as { message?: unknown; field?: string; code?: unknown }) : {};
    const raw = typeof response === 'string' ? response : details.message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
    const code = isErrorCode(details.code) ? details.code : codeForHttpStatus(statusCode);
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message, field: details.field };
  }
  const pgCode = (exception as { code?: string } | null)?.code;
  if (pgCode && PG_CONFLICT_CODES.has(pgCode)) {
    return {
      statusCode: 409,
      error: 'Conflict',
      code: 'REQUEST.CONFLICT',
      message: 'That conflicts with something saved just now. Please reload and try again.',
    };
  }
  if (isDatabaseRefusal(exception)) {
    return { statusCode: 400, error: 'Bad Request', code: 'REQUEST.INVALID_INPUT', message: 'Some of the values sent cannot be stored. Please check them and try again.' };
  }
  return { statusCode: 500, error: 'Internal Server Error', code: 'SERVER.ERROR', message: 'Something went wrong on our side. Please try again.' };
}

/** One translator for every error leaving the API: JSON, no stack, no SQL. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = errorBodyFor(exception);
    if (body.statusCode >= HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    } else if (isDatabaseRefusal(exception)) {
      // The caller's fault, but also a value the input gate and the DTOs should have stopped.
      this.logger.warn(`The database refused a value (${(exception as { code: string }).code}); check the input gate`);
    }
    if (response.headersSent) return;
    if (exception instanceof RateLimitedError) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }
}
