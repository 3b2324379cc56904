/** The spec's vendor specialties: sign-up offers them, and the vendor's profile form too. */
export const VENDOR_SPECIALTIES: readonly string[] = [
  'Rustic Style',
  'Modern Style',
  'Vintage Style',
  'Bohemian Style',
  'Classic Style',
  'Outdoor Weddings',
  'Indoor Weddings',
  'Small Weddings',
  'Large Weddings',
  'Destination Weddings',
  'Elopements',
  'Cultural Ceremonies',
];
