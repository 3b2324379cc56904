/** Every text and number answer of the wizard, kept as typed; numbers are parsed on submit. */
export const TEXT_FIELDS = [
  // 1. Description and place
  'name', 'description', 'location', 'city', 'state', 'zipCode', 'venueType',
  // 2. Capacity, size and price
  'maxGuests', 'minGuests', 'indoorCapacity', 'outdoorCapacity', 'squareFootage', 'numberOfRooms',
  'price', 'priceIncludes', 'additionalFees',
  // 3. Contact
  'contactName', 'contactTitle', 'contactEmail', 'contactPhone', 'alternatePhone', 'website', 'socialMedia',
  'businessHours', 'yearsInBusiness',
  // 4. Offer
  'cateringOptions', 'alcoholPolicy', 'musicRestrictions', 'decorRestrictions',
  // 5. Availability and terms
  'seasonalAvailability', 'bookingLeadTime', 'minimumRental', 'setupTime', 'eventDuration',
  'cancellationPolicy', 'depositAmount', 'paymentTerms', 'insuranceRequirements',
  // 6. Media and other
  'virtualTourUrl', 'parkingDetails', 'accessibilityFeatures', 'nearbyAccommodations', 'specialFeatures', 'awards',
  'cleanupRequirements',
] as const;

export const LIST_FIELDS = ['amenities', 'cateringServices', 'rentalItems', 'availableDays', 'images'] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export type ListField = (typeof LIST_FIELDS)[number];
export type ListingField = TextField | ListField;

export type ListingForm = Record<TextField, string> & Record<ListField, string[]>;

export type ListingErrors = Partial<Record<ListingField, string>>;

/** POST /api/venues: the searchable core at the top, every other answer in details. */
export interface VenueListingRequest {
  name: string;
  description: string;
  location: string;
  city: string;
  venueType: string;
  maxGuests: number;
  indoorCapacity?: number;
  /** Whole dollars. */
  price: number;
  contactEmail: string;
  amenities: string[];
  /** Empty: the server shows a placeholder picture. */
  images: string[];
  details: Record<string, string | number | string[]>;
}

/** The 201 answer: the new venue, waiting in review. */
export interface ListedVenue {
  id: string;
  name: string;
  status: 'published' | 'review';
}
