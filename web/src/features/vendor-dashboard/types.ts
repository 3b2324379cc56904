// Shapes of the vendor's own reads and writes.

import type { VendorCategory } from '@domain/vendors/vendor';

export type { VendorCategory };

/** GET /api/my/vendor-profile */
export interface VendorProfile {
  id: string;
  name: string;
  category: VendorCategory;
  description: string;
  specialties: string[];
  serviceArea: string[];
  /** Decimal string, e.g. "3200.00". */
  startingPrice: string;
  portfolio: string[];
  rating: number;
  reviewCount: number;
  published: boolean;
}

/** PUT /api/my/vendor-profile */
export interface VendorProfilePayload {
  name: string;
  category: VendorCategory;
  description: string;
  specialties: string[];
  serviceArea: string[];
  /** Whole dollars. */
  startingPrice: number;
  portfolio: string[];
  published: boolean;
}

export type VendorLeadStatus = 'new' | 'replied' | 'booked' | 'declined';

/** A couple's message, as GET /api/my/vendor-leads lists it. */
export interface VendorLead {
  id: string;
  vendorId: string;
  coupleName: string;
  email: string;
  phone: string | null;
  weddingDate: string | null;
  venueId: string | null;
  venueName: string | null;
  guestCount: number | null;
  message: string | null;
  status: VendorLeadStatus;
  createdAt: string;
  repliedAt: string | null;
}

export interface VendorResponseFigures {
  inquiryCount: number;
  responseRate: number | null;
  typicalReplyMinutes: number | null;
}

/** GET /api/my/vendor-leads */
export interface VendorLeadList {
  leads: VendorLead[];
  stats: VendorResponseFigures;
}
