import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';
import { DomainError, RateLimitedError } from '../../../domain/shared/domain-error.js';
import { statusForDomainError } from './domain-error-status.js';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** The input field at fault, when one is. */
  field?: string;
}

/** Database errors that are the caller's fault rather than ours. */
const PG_CONFLICT_CODES = new Set(['23505', '23P01']);

export function errorBodyFor(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    const statusCode = statusForDomainError(exception.code);
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: exception.message, field: exception.field };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : String(raw ?? exception.message);
    const field = typeof response === 'object' ? (response as { field?: string }).field : undefined;
    return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, field };
  }
  const code = (exception as { code?: string } | null)?.code;
  if (code && PG_CONFLICT_CODES.has(code)) {
    return { statusCode: 409, error: 'Conflict', message: 'That conflicts with something saved just now. Please reload and try again.' };
  }
  return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' };
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
    }
    if (response.headersSent) return;
    if (exception instanceof RateLimitedError) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }
}
