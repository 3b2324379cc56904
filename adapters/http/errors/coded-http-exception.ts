import { HttpException } from '@nestjs/common';
import type { ErrorCode } from '../../../domain/shared/error-codes.js';

/** For refusals the HTTP layer makes itself (no domain rule behind them), with their code. */
export function codedHttpException(status: number, code: ErrorCode, message: string, field?: string): HttpException {
  return new HttpException({ code, message, field }, status);
}
