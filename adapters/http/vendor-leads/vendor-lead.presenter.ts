import type { VendorLeads } from '../../../domain/vendor-leads/use-cases/manage-vendor-leads.js';
import type { VendorLead } from '../../../domain/vendor-leads/vendor-lead.js';

/** What the couple who wrote gets back: no more than that it arrived. */
export function presentVendorLeadReceipt(lead: VendorLead) {
  return { id: lead.id, vendorId: lead.vendorId, status: lead.status, createdAt: lead.createdAt.toISOString() };
}

/** A lead as its vendor reads it. */
export function presentVendorLead(lead: VendorLead) {
  return {
    id: lead.id,
    vendorId: lead.vendorId,
    coupleName: lead.coupleName,
    email: lead.email,
    phone: lead.phone,
    weddingDate: lead.weddingDate,
    venueId: lead.venueId,
    venueName: lead.venueName,
    guestCount: lead.guestCount,
    message: lead.message,
    status: lead.status,
    createdAt: lead.createdAt.toISOString(),
    repliedAt: lead.repliedAt?.toISOString() ?? null,
  };
}

/** The vendor's leads with the response figures couples see. */
export function presentVendorLeads(result: VendorLeads) {
  return { leads: result.leads.map(presentVendorLead), stats: result.stats };
}
