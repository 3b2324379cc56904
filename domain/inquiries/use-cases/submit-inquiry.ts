import type { CalendarDate } from '../../shared/calendar-date.js';
import { checkContactDetails, limitContactRate, type ContactErrorCodes } from '../../shared/contact-details.js';
import { GetVenue } from '../../venues/use-cases/get-venue.js';
import type { Ports } from '../../ports.js';
import type { Inquiry } from '../inquiry.js';

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

const INQUIRY_ERRORS: ContactErrorCodes = { invalid: 'INQUIRY.INVALID_DETAILS', dateInPast: 'INQUIRY.DATE_IN_PAST', rateLimited: 'INQUIRY.RATE_LIMITED' };

export class SubmitInquiry {
  constructor(private readonly ports: Pick<Ports, 'venues' | 'inquiries' | 'rateLimiter' | 'events' | 'uow' | 'clock' | 'ids'>) {}

  async execute(request: InquiryRequest): Promise<Inquiry> {
    const { venues, inquiries, rateLimiter, events, uow, clock, ids } = this.ports;
    const now = clock.now();
    const details = checkContactDetails(request, now, INQUIRY_ERRORS);
    await new GetVenue(venues).execute(request.venueId);
    await limitContactRate(rateLimiter, `inquiry:${request.clientKey}`, INQUIRY_ERRORS.rateLimited, 'inquiries');
    const inquiry: Inquiry = {
      id: ids.next(),
      venueId: request.venueId,
      ...details,
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
