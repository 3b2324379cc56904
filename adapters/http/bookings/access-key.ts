import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

// An anonymous booking belongs to the browser that made it: that browser holds a random
// secret in an httpOnly cookie, and the booking stores only its hash.
export const ACCESS_COOKIE = 'hcw_access';
const TWO_YEARS_MS = 2 * 365 * 86_400_000;

export function hashAccessKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function cookieKey(req: Request): string | null {
  const value = (req.cookies as Record<string, string> | undefined)?.[ACCESS_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** The hash of this browser's key, or null when it has none. */
export function readAccessKeyHash(req: Request): string | null {
  const key = cookieKey(req);
  return key ? hashAccessKey(key) : null;
}

/** The hash of this browser's key, giving it one first if it has none. */
export function ensureAccessKeyHash(req: Request, res: Response): string {
  const existing = cookieKey(req);
  if (existing) return hashAccessKey(existing);
  const key = randomBytes(32).toString('base64url');
  res.cookie(ACCESS_COOKIE, key, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/api', maxAge: TWO_YEARS_MS });
  return hashAccessKey(key);
}

/** Signing out forgets this browser's bookings made without an account (a shared computer). */
export function forgetAccessKey(req: Request, res: Response): void {
  res.clearCookie(ACCESS_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/api' });
}
