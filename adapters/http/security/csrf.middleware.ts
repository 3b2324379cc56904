import type { NextFunction, Request, Response } from 'express';
import { ACCESS_COOKIE } from '../bookings/access-key.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import type { ErrorBody } from '../errors/http-exception.filter.js';

export const CSRF_HEADER = 'x-hcw-csrf';
export const CSRF_HEADER_MISSING_MESSAGE = 'This request is missing the X-HCW-CSRF header that protects your account from forged requests.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must carry the X-HCW-CSRF header. Browsers let another site send
 * our cookies but not set a custom header without our CORS consent (which we never give), so a
 * forged cross-site request is refused. Requests without our cookies have nothing to forge.
 */
export function csrfProtection(req: Request, res: Response, next: NextFunction): void {
  const cookies = (req.cookies ?? {}) as Record<string, string>;
  const authenticated = Boolean(cookies[SESSION_COOKIE] || cookies[ACCESS_COOKIE]);
  if (SAFE_METHODS.has(req.method) || !authenticated || req.get(CSRF_HEADER) === '1') return next();
  res.status(403).json({
    statusCode: 403,
    error: 'Forbidden',
    code: 'AUTH.CSRF_HEADER_MISSING',
    message: CSRF_HEADER_MISSING_MESSAGE,
    field: CSRF_HEADER,
  } satisfies ErrorBody);
}
