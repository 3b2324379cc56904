import type { Request } from 'express';
import type { RequestWithActor } from '../auth/current-actor.js';
import type { BookingReader } from '../../../domain/bookings/booking.js';
import { readAccessKeyHash } from '../bookings/access-key.js';

/** Who is asking to see a booking's guests: the same check as GET /api/bookings/:id. */
export function bookingReader(req: Request): BookingReader {
  return { accessKeyHash: readAccessKeyHash(req), accountId: (req as RequestWithActor).actor?.accountId ?? null };
}
