import type { CalendarDate } from '../../shared/calendar-date.js';
import { checkContactDetails, limitContactRate, optionalText, type ContactErrorCodes } from '../../shared/contact-details.js';
import { InvalidInputError, NotFoundError } from '../../shared/domain-error.js';
import { GetVenue } from '../../venues/use-cases/get-venue.js';
import type { Ports } from '../../ports.js';
import { VENDOR_LEAD_VENUE_NAME_MAX_LENGTH, type VendorLead } from '../vendor-lead.js';

export interface VendorLeadRequest {
  vendorId: string;
  coupleName: string;
  email: string;
  phone?: string | null;
  weddingDate?: CalendarDate | null;
  /** The venue page the couple writes from; its name goes with the lead. */
  venueId?: string | null;
  /** Or the venue as the couple names it. */
  venueName?: string | null;
  guestCount?: number | null;
  message?: string | null;
  /** Who is asking (a network address), for the rate limit. */
  clientKey: string;
}

export const VENDOR_LEAD_ERRORS: ContactErrorCodes = {
  invalid: 'VENDOR_LEAD.INVALID_DETAILS',
  dateInPast: 'VENDOR_LEAD.DATE_IN_PAST',
  rateLimited: 'VENDOR_LEAD.RATE_LIMITED',
};

/** Where the mail sends the vendor to answer. */
export const VENDOR_LEADS_PATH = '/vendor-dashboard?tab=leads';

/**
 * A couple contacts a vendor, with the protections of a venue inquiry (the same checks, the same
 * rate limit per client). The vendor is mailed at once, with the couple's details.
 */
export class SubmitVendorLead {
  constructor(private readonly ports: Pick<Ports, 'vendorLeads' | 'venues' | 'rateLimiter' | 'mailer' | 'uow' | 'clock' | 'ids'>) {}

  async execute(request: VendorLeadRequest): Promise<VendorLead> {
    const { vendorLeads, venues, rateLimiter, mailer, uow, clock, ids } = this.ports;
    const now = clock.now();
    const details = checkContactDetails(request, now, VENDOR_LEAD_ERRORS);
    const typedVenue = optionalText(request.venueName);
    if (typedVenue && typedVenue.length > VENDOR_LEAD_VENUE_NAME_MAX_LENGTH) {
      throw new InvalidInputError('VENDOR_LEAD.INVALID_DETAILS', 'venueName', `venueName must be at most ${VENDOR_LEAD_VENUE_NAME_MAX_LENGTH} characters`);
    }
    const contact = await vendorLeads.contactOf(request.vendorId);
    if (!contact) throw new NotFoundError('VENDOR.NOT_FOUND', 'Vendor');
    const venue = request.venueId ? await new GetVenue(venues).execute(request.venueId) : null;
    await limitContactRate(rateLimiter, `vendor-lead:${request.clientKey}`, VENDOR_LEAD_ERRORS.rateLimited, 'messages to vendors');
    const lead: VendorLead = {
      id: ids.next(),
      vendorId: contact.vendorId,
      ...details,
      venueId: venue?.id ?? null,
      venueName: venue?.name ?? typedVenue,
      status: 'new',
      createdAt: now,
      repliedAt: null,
    };
    await uow.run(async () => {
      await vendorLeads.add(lead);
      await mailer.send({
        to: contact.email,
        template: 'vendor-lead-received',
        key: `vendor-lead-received:${lead.id}`,
        data: {
          vendorName: contact.vendorName,
          coupleName: lead.coupleName,
          coupleEmail: lead.email,
          couplePhone: lead.phone,
          weddingDate: lead.weddingDate,
          venueName: lead.venueName,
          guestCount: lead.guestCount,
          message: lead.message,
          dashboardPath: VENDOR_LEADS_PATH,
        },
      });
    });
    return lead;
  }
}
