import type { Cents } from '../shared/money.js';

export const VENDOR_CATEGORIES = ['photographer', 'caterer', 'florist', 'band', 'baker'] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

export interface Vendor {
  id: string;
  name: string;
  category: VendorCategory;
  rating: number;
  reviewCount: number;
  portfolio: string[];
  description: string;
  /** Towns the vendor serves, e.g. ["Fredericksburg", "Kerrville"]. */
  serviceArea: string[];
  specialties: string[];
  startingPriceCents: Cents;
}
