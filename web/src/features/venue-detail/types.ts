// Shapes of the venue-page reads that only this feature shows.

import type { VendorCategory } from '@domain/vendors/vendor';

export type { VendorCategory };

export interface Vendor {
  id: string;
  name: string;
  category: VendorCategory;
  rating: number;
  reviewCount: number;
  portfolio: string[];
  description: string;
  serviceArea: string[];
  specialties: string[];
  startingPrice: string;
}
