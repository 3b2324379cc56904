// Shapes of the vendor's own reads and writes.

import type { AccountType } from '../../../../domain/accounts/account.js';
import type { VendorCategory } from '../../../../domain/vendors/vendor.js';

export type { VendorCategory };

/** The part of GET /api/auth/me this page reads. */
export interface SignedInAccount {
  id: string;
  accountType: AccountType;
  firstName: string;
  /** Sign-up step 3; a vendor's holds businessName and, optionally, vendorType, serviceArea, specialties. */
  details: Record<string, unknown>;
}

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
