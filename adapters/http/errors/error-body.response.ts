import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '../../../domain/shared/error-codes.js';
import { ApiInteger } from '../shared/api-response-properties.js';
import type { ErrorBody } from './http-exception.filter.js';

/** The one JSON error body every refusal carries (see HttpExceptionFilter). */
export class ErrorBodyResponse implements ErrorBody {
  @ApiInteger({ example: 404 })
  statusCode!: number;

  @ApiProperty({ example: 'Not Found' })
  error!: string;

  @ApiProperty({ enum: ERROR_CODES, enumName: 'ErrorCode', description: 'What went wrong, for clients to decide on' })
  code!: ErrorCode;

  @ApiProperty({ description: 'For people; never decide on it' })
  message!: string;

  @ApiPropertyOptional({ description: 'The input field at fault, when one is' })
  field?: string;
}

/**
 * The error answers every operation may give, with the shared body. Put on a controller class,
 * it covers each of its operations (test/api/openapi.api.test.ts checks that none is missed).
 */
export const ApiErrorResponses = () =>
  applyDecorators(
    ApiResponse({ status: '4XX', description: 'Refused: bad input (400), sign-in needed (401), not allowed (403), not found (404), conflict (409), too large (413), rate limited (429)', type: ErrorBodyResponse }),
    ApiResponse({ status: '5XX', description: 'Our fault; the body never holds a stack trace or SQL', type: ErrorBodyResponse }),
  );
