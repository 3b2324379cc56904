import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { codedHttpException } from '../errors/coded-http-exception.js';
import { isMoodboardUploadPath } from '../planning/moodboard-upload.js';
import { isReviewPhotoUploadPath } from '../reviews/review-photo-upload.js';
import { isVenuePhotoUploadPath } from '../venue-photos/venue-photo-upload.js';
import { DEFAULT_INPUT_LIMITS, findInputProblem, textProblem, type InputLimits, type InputProblem } from './input-gate.js';

/** The media types the body parsers read; a body of any other type would reach a route as nothing. */
const READABLE_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

const checked = new WeakSet<Request>();

/** A picture upload (mood board, venue photos, review photos), the only kinds of route that read multipart/form-data (multer, in the route). */
function isUpload(req: Request): boolean {
  const path = req.originalUrl.split('?')[0];
  return req.method === 'POST' && typeof req.is('multipart/form-data') === 'string' && (isMoodboardUploadPath(path) || isVenuePhotoUploadPath(path) || isReviewPhotoUploadPath(path));
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function pathProblem(req: Request): InputProblem | null {
  const path = req.originalUrl.split('?')[0];
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { code: 'REQUEST.MALFORMED_TEXT', field: 'path', message: 'The address holds an invalid percent-encoding' };
    }
    const problem = textProblem(decoded, 'path', 'The address');
    if (problem) return problem;
  }
  return null;
}

function bodyProblem(body: unknown, limits: InputLimits): InputProblem | null {
  if (body === undefined) return null;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { code: 'REQUEST.INVALID_INPUT', field: 'body', message: 'The request body must be a JSON object' };
  }
  return findInputProblem(body, 'body', limits);
}

/**
 * One gate for every API request, after the body parsers and before any route, pipe or DTO: the
 * address, query and body must hold only storable text (no NUL or other control characters, no
 * lone surrogates), numbers in range, and shallow nesting. The first problem is a 400 naming the
 * field, so nothing downstream (class-transformer's recursion, PostgreSQL) ever sees it.
 */
export function inputGate(limits: InputLimits = DEFAULT_INPUT_LIMITS) {
  return function checkInput(req: Request, _res: Response, next: NextFunction): void {
    if (checked.has(req)) return next();
    checked.add(req);
    if (hasBody(req) && !req.is(READABLE_BODY_TYPES) && !isUpload(req)) {
      return next(codedHttpException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'REQUEST.UNSUPPORTED', 'Send the request body as application/json', 'content-type'));
    }
    const problem = pathProblem(req) ?? findInputProblem(req.query, 'query', limits) ?? bodyProblem(req.body, limits);
    next(problem ? codedHttpException(HttpStatus.BAD_REQUEST, problem.code, problem.message, problem.field) : undefined);
  };
}

/** Turns the JSON parser's own refusal (whose message quotes the input) into a plain, coded 400. */
export function malformedBodyError(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') {
    return next(codedHttpException(HttpStatus.BAD_REQUEST, 'REQUEST.MALFORMED_JSON', 'The request body is not valid JSON', 'body'));
  }
  next(error);
}
