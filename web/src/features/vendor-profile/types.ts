// Shapes of a vendor's public page and a couple's message to the vendor.

import type { VendorCategory } from '@domain/vendors/vendor';

/** GET /api/vendors/{id} */
export interface PublicVendor {
  id: string;
  name: string;
  category: VendorCategory;
  rating: number;
  reviewCount: number;
  portfolio: string[];
  description: string;
  serviceArea: string[];
  specialties: string[];
  /** Decimal string, e.g. "3200.00". */
  startingPrice: string;
}

/** POST /api/vendors/{id}/leads */
export interface VendorLeadPayload {
  coupleName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD or null. */
  weddingDate: string | null;
  /** The venue page the couple writes from. */
  venueId: string | null;
  /** Or the venue as the couple names it. */
  venueName: string | null;
  guestCount: number | null;
  message: string;
  /** Honeypot: people leave it empty, bots fill it. */
  website: string;
}

export interface CreatedVendorLead {
  id: string;
  vendorId: string;
  status: string;
  createdAt: string;
}
