import { VENDOR_CATEGORY_LABELS, VENDOR_CATEGORY_OPTIONS } from '@/shared/options/vendor-categories';

// The choices the profile form offers. Vendors may add their own specialty or town besides these.

export const CATEGORY_LABELS = VENDOR_CATEGORY_LABELS;

export const CATEGORY_OPTIONS = VENDOR_CATEGORY_OPTIONS;

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

/** The server fills an empty portfolio with this scene, so the preview shows it too. */
export const PLACEHOLDER_PORTFOLIO_IMAGE = '/media/scenes/table-1.svg';
