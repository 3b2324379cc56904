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
