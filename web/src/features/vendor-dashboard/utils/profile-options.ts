import { VENDOR_CATEGORIES, type VendorCategory } from '@domain/vendors/vendor';

// The choices the profile form offers. Vendors may add their own specialty or town besides these.

export const CATEGORY_LABELS: Record<VendorCategory, string> = {
  photographer: 'Photographer',
  caterer: 'Caterer',
  florist: 'Florist',
  band: 'Band',
  baker: 'Baker',
};

export const CATEGORY_OPTIONS = VENDOR_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** Towns with wedding venues across the Hill Country; a venue page lists vendors serving its town. */
export const HILL_COUNTRY_TOWNS: readonly string[] = [
  'Fredericksburg',
  'Wimberley',
  'Dripping Springs',
  'Boerne',
  'New Braunfels',
  'Kerrville',
  'Marble Falls',
  'Johnson City',
  'Bandera',
  'Comfort',
  'Driftwood',
  'Spicewood',
  'Blanco',
  'Canyon Lake',
  'Burnet',
];

/** Sign-up's service types that match a profile category ("DJ/Music" plays as a band). */
export const SIGN_UP_VENDOR_TYPES: Record<string, VendorCategory> = {
  photographer: 'photographer',
  caterer: 'caterer',
  florist: 'florist',
  baker: 'baker',
  'dj/music': 'band',
};

/** The server fills an empty portfolio with this scene, so the preview shows it too. */
export const PLACEHOLDER_PORTFOLIO_IMAGE = '/media/scenes/table-1.svg';
