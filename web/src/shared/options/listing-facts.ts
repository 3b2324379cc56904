import { LISTING_FACT_GROUPS, type ListingFactField, type ListingFactGroup } from '@domain/venue-management/listing-details';

/** The listing wizard's words for its answers: the venue page and the owner's Venue tab read them alike. */
export const LISTING_FACT_LABELS: Record<ListingFactField, string> = {
  contactName: 'Contact Name',
  contactTitle: 'Title',
  contactEmail: 'Contact Email',
  contactPhone: 'Phone',
  alternatePhone: 'Alternate Phone',
  website: 'Website',
  businessHours: 'Business Hours',
  bookingLeadTime: 'Booking Lead Time',
  minimumRental: 'Minimum Rental',
  depositAmount: 'Deposit',
  paymentTerms: 'Payment Terms',
  cancellationPolicy: 'Cancellation Policy',
  insuranceRequirements: 'Insurance Requirements',
  alcoholPolicy: 'Alcohol Policy',
  musicRestrictions: 'Music Restrictions',
  decorRestrictions: 'Decor Restrictions',
  cleanupRequirements: 'Cleanup Requirements',
  parkingDetails: 'Parking',
  accessibilityFeatures: 'Accessibility',
};

export const LISTING_FACT_GROUP_TITLES: Record<ListingFactGroup, string> = {
  contact: 'Contact',
  terms: 'Terms & payment',
  policies: 'Policies',
  parking: 'Parking',
  accessibility: 'Accessibility',
};

export { LISTING_FACT_GROUPS };
export type { ListingFactField, ListingFactGroup };
