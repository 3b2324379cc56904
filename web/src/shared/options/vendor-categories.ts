import { ALL_VENDOR_CATEGORIES, type VendorCategory } from '@domain/vendors/vendor';

/** How a vendor's category reads: on the Vendors tab, a vendor card and the vendor's profile form. */
export const VENDOR_CATEGORY_LABELS: Record<VendorCategory, string> = {
  photographer: 'Photographer',
  caterer: 'Caterer',
  florist: 'Florist',
  band: 'Band',
  baker: 'Baker',
  videographer: 'Videographer',
  dj: 'DJ',
  planner: 'Wedding Planner',
  transportation: 'Transportation',
  decor: 'Decoration',
  beauty: 'Hair & Makeup',
  officiant: 'Officiant',
  rentals: 'Rentals',
  security: 'Security',
  other: 'Other',
};

export const VENDOR_CATEGORY_OPTIONS = ALL_VENDOR_CATEGORIES.map((value) => ({ value, label: VENDOR_CATEGORY_LABELS[value] }));
