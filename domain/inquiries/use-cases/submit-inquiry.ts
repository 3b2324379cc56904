import { calendarDateIn, daysBetween, type CalendarDate } from '../../shared/calendar-date.js';
import { InvalidInputError, RateLimitedError } from '../../shared/domain-error.js';
import { GetVenue } from '../../venues/use-cases/get-venue.js';
import type { Ports } from '../../ports.js';
import { INQUIRY_LIMITS, INQUIRY_RATE_LIMIT, type Inquiry } from '../inquiry.js';

export interface InquiryRequest {
  venueId: string;
  coupleName: string;
  email: string;
  phone?: string | null;
  weddingDate?: CalendarDate | null;
  guestCount?: number | null;
  message?: string | null;
  /** Who is asking (a network address), for the rate limit. */
  clientKey: string;
}

/** Blank optional text is stored as absent, not as an empty string. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export class SubmitInquiry {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'inquiries' | 'rateLimiter' | 'events' | 'uow' | 'clock' | 'ids'>) {}

  async execute(request: InquiryRequest): Promise<Inquiry> {
    const coupleName = request.coupleName.trim();
    if (!coupleName) throw new InvalidInputError('INQUIRY.INVALID_DETAILS', 'coupleName', 'coupleName must not be blank');
    const email = request.email.trim().toLowerCase();
    const { venues, inquiries, rateLimiter, events, uow, clock, ids } = this.ports;
    const now = clock.now();
    if (request.weddingDate && daysBetween(calendarDateIn(now), request.weddingDate) < 0) {
      throw new InvalidInputError('INQUIRY.DATE_IN_PAST', 'weddingDate', 'weddingDate must not be in the past');
    }
    const guestCount = request.guestCount ?? null;
    if (guestCount !== null && (!Number.isInteger(guestCount) || guestCount < 1 || guestCount > INQUIRY_LIMITS.maxGuestCount)) {
      throw new InvalidInputError('INQUIRY.INVALID_DETAILS', 'guestCount', `guestCount must be a whole number from 1 to ${INQUIRY_LIMITS.maxGuestCount}`);
    }
    await new GetVenue(venues).execute(request.venueId);
    const limit = await rateLimiter.hit(`inquiry:${request.clientKey}`, INQUIRY_RATE_LIMIT.attempts, INQUIRY_RATE_LIMIT.windowSeconds);
    if (!limit.allowed) {
      throw new RateLimitedError(
        'INQUIRY.RATE_LIMITED',
        `You have sent several inquiries in a short time. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
        limit.retryAfterSeconds,
      );
    }
    const inquiry: Inquiry = {
      id: ids.next(),
      venueId: request.venueId,
      coupleName,
      email,
      phone: optionalText(request.phone),
      weddingDate: request.weddingDate ?? null,
      guestCount,
      message: optionalText(request.message),
      status: 'pending',
      createdAt: now,
      repliedAt: null,
    };
    await uow.run(async () => {
      await inquiries.add(inquiry);
      await events.record({
        type: 'inquiry.received',
        venueId: inquiry.venueId,
        inquiryId: inquiry.id,
        weddingDate: inquiry.weddingDate,
        guestCount: inquiry.guestCount,
        homeCity: null,
      });
    });
    return inquiry;
  }
}
