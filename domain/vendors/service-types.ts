import type { VendorCategory } from './vendor.js';

/** Sign-up's 14 service types, as the sign-up form stores them in account.details.vendorType (lower case). */
export const VENDOR_SERVICE_TYPES = [
  'photographer',
  'videographer',
  'florist',
  'caterer',
  'dj/music',
  'wedding planner',
  'baker',
  'transportation',
  'decoration',
  'hair & makeup',
  'officiant',
  'rentals',
  'security',
  'other',
] as const;
export type VendorServiceType = (typeof VENDOR_SERVICE_TYPES)[number];

/** The one mapping from what a vendor told sign-up to the category couples filter on. */
export const SERVICE_TYPE_CATEGORIES: Record<VendorServiceType, VendorCategory> = {
  photographer: 'photographer',
  videographer: 'videographer',
  florist: 'florist',
  caterer: 'caterer',
  // A DJ is filed as a DJ; a live band picks "band" in its profile.
  'dj/music': 'dj',
  'wedding planner': 'planner',
  baker: 'baker',
  transportation: 'transportation',
  decoration: 'decor',
  'hair & makeup': 'beauty',
  officiant: 'officiant',
  rentals: 'rentals',
  security: 'security',
  other: 'other',
};

/** The category for a sign-up service type, whatever its case or spacing; null for one sign-up never offered. */
export function categoryOfServiceType(serviceType: unknown): VendorCategory | null {
  if (typeof serviceType !== 'string') return null;
  const key = serviceType.trim().toLowerCase().replace(/\s+/g, ' ');
  return Object.hasOwn(SERVICE_TYPE_CATEGORIES, key) ? SERVICE_TYPE_CATEGORIES[key as VendorServiceType] : null;
}
