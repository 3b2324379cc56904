import type { CalendarDate } from '../shared/calendar-date.js';

/**
 * new: not answered yet; replied: the vendor answered by mail; booked or declined: the vendor's
 * outcome. A lead's reply time (repliedAt) is kept whatever its status, for the response figures.
 */
export const VENDOR_LEAD_STATUSES = ['new', 'replied', 'booked', 'declined'] as const;
export type VendorLeadStatus = (typeof VENDOR_LEAD_STATUSES)[number];

/** What a vendor may set by hand: the outcome, or "open" to take a decided lead back. */
export const VENDOR_LEAD_STATUS_CHANGES = ['booked', 'declined', 'open'] as const;
export type VendorLeadStatusChange = (typeof VENDOR_LEAD_STATUS_CHANGES)[number];

/** The longest reply a vendor may mail, as for a venue's reply to an inquiry. */
export const VENDOR_LEAD_REPLY_MAX_LENGTH = 4000;
/** A venue's name typed by the couple (when they did not come from a venue page). */
export const VENDOR_LEAD_VENUE_NAME_MAX_LENGTH = 120;

export interface VendorLead {
  id: string;
  vendorId: string;
  coupleName: string;
  email: string;
  phone: string | null;
  weddingDate: CalendarDate | null;
  /** The venue whose page the couple wrote from, when they did. */
  venueId: string | null;
  /** The venue's name, as the page showed it or as the couple typed it; null when not chosen yet. */
  venueName: string | null;
  guestCount: number | null;
  message: string | null;
  status: VendorLeadStatus;
  createdAt: Date;
  /** The first reply; later replies leave it as it was. */
  repliedAt: Date | null;
}

/** Where a lead stands after a change: "open" takes it back to where its conversation stood. */
export function leadStatusAfterChange(lead: Pick<VendorLead, 'repliedAt'>, change: VendorLeadStatusChange): VendorLeadStatus {
  if (change === 'open') return lead.repliedAt ? 'replied' : 'new';
  return change;
}

/** A reply keeps a decided lead's outcome; a new lead becomes replied. */
export function leadStatusAfterReply(lead: Pick<VendorLead, 'status'>): VendorLeadStatus {
  return lead.status === 'new' ? 'replied' : lead.status;
}

/** Who gets a lead's mail, and under what name: the vendor's account, or the listed contact address. */
export interface VendorContact {
  vendorId: string;
  vendorName: string;
  ownerId: string | null;
  email: string;
}
