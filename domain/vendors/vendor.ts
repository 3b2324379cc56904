import type { Cents } from '../shared/money.js';

/** The spec's five categories; the demo catalogue has vendors in each. */
export const VENDOR_CATEGORIES = ['photographer', 'caterer', 'florist', 'band', 'baker'] as const;
/** The other kinds of service sign-up offers, so every vendor is filed as what they are (a DJ is not a band). */
export const MORE_VENDOR_CATEGORIES = ['videographer', 'dj', 'planner', 'transportation', 'decor', 'beauty', 'officiant', 'rentals', 'security', 'other'] as const;
/** Every category a vendor may have and the Vendors tab may filter on. */
export const ALL_VENDOR_CATEGORIES = [...VENDOR_CATEGORIES, ...MORE_VENDOR_CATEGORIES] as const;
export type VendorCategory = (typeof ALL_VENDOR_CATEGORIES)[number];

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
