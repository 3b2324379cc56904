// Shapes of the venue-page reads that only this feature shows.

import type { VendorCategory } from '../../../../domain/vendors/vendor.js';

export type { VendorCategory };

export interface AvailabilityDay {
  /** YYYY-MM-DD */
  date: string;
  isAvailable: boolean;
  /** Decimal string, e.g. "12500.00". */
  price: string;
}

export interface VenuePackage {
  id: string;
  name: string;
  description: string;
  basePrice: string;
  maxGuests: number;
  includedServices: string[];
  isPopular: boolean;
}

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
