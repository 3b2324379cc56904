// The bounds of what people type about venues: the API checks them (DTOs and use cases) and the
// web's forms offer no more, so a field the page lets you fill is one the server accepts.

/** A venue's own fields, in the listing wizard and the owner's Venue tab alike. Money in whole dollars. */
export const VENUE_LIMITS = {
  nameLength: 200,
  descriptionLength: 5000,
  locationLength: 300,
  cityLength: 100,
  venueTypeLength: 60,
  maxGuests: 100_000,
  maxPriceDollars: 10_000_000,
  contactEmailLength: 254,
  amenityLength: 80,
  amenities: 60,
  imageUrlLength: 2000,
  images: 20,
} as const;

/** The listing wizard's other answers (contact, terms, policies ...), kept as given in the listing details. */
export const LISTING_DETAIL_LIMITS = {
  /** One-line answers: a phone, a title, a ZIP code. */
  shortTextLength: 200,
  /** Any answer, paragraphs included. */
  textLength: 2000,
  itemLength: 80,
  items: 60,
  maxNumber: 10_000_000,
} as const;

/** A wedding package. Money in whole dollars. */
export const PACKAGE_LIMITS = {
  nameLength: 120,
  descriptionLength: 2000,
  maxPriceDollars: 10_000_000,
  maxGuests: 100_000,
  serviceLength: 120,
  services: 30,
} as const;

/** What a search may ask. Money in whole dollars. */
export const VENUE_SEARCH_LIMITS = {
  locationLength: 100,
  maxGuestCount: 100_000,
  maxBudgetDollars: 10_000_000,
  amenityLength: 60,
  amenities: 30,
} as const;
