import type { ListingField } from '../types';

export interface WizardStep {
  title: string;
  /** Under the dot of the step indicator. */
  short: string;
  intro: string;
  fields: readonly ListingField[];
}

/** Spec: six steps, one at a time. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    title: 'Venue Details',
    short: 'Details',
    intro: 'Tell couples what your place is and where to find it.',
    fields: ['name', 'description', 'location', 'city', 'state', 'zipCode', 'venueType'],
  },
  {
    title: 'Capacity & Pricing',
    short: 'Capacity',
    intro: 'How many guests fit, how much room there is and what a wedding starts at.',
    fields: ['maxGuests', 'minGuests', 'indoorCapacity', 'outdoorCapacity', 'squareFootage', 'numberOfRooms', 'price', 'priceIncludes', 'additionalFees'],
  },
  {
    title: 'Contact Information',
    short: 'Contact',
    intro: 'Who couples and our team reach about weddings and bookings.',
    fields: ['contactName', 'contactTitle', 'contactEmail', 'contactPhone', 'alternatePhone', 'website', 'socialMedia', 'businessHours', 'yearsInBusiness'],
  },
  {
    title: 'Amenities & Services',
    short: 'Amenities',
    intro: 'What the venue offers. The first eight amenities are the ones couples filter search by.',
    fields: ['amenities', 'cateringServices', 'rentalItems', 'cateringOptions', 'alcoholPolicy', 'musicRestrictions', 'decorRestrictions'],
  },
  {
    title: 'Availability & Terms',
    short: 'Terms',
    intro: 'When you host weddings and on what terms.',
    fields: [
      'availableDays',
      'seasonalAvailability',
      'bookingLeadTime',
      'minimumRental',
      'setupTime',
      'eventDuration',
      'cancellationPolicy',
      'depositAmount',
      'paymentTerms',
      'insuranceRequirements',
    ],
  },
  {
    title: 'Photos & Final Details',
    short: 'Photos',
    intro: 'Pictures and the practical details couples ask about.',
    fields: ['images', 'virtualTourUrl', 'parkingDetails', 'accessibilityFeatures', 'nearbyAccommodations', 'specialFeatures', 'awards', 'cleanupRequirements'],
  },
];

export const TOTAL_STEPS = WIZARD_STEPS.length;

/**
 * How far the listing is: the steps done, with sending it as the last part, so 100 % shows only
 * once it is submitted, never for a step merely passed with Next.
 */
export function percentComplete(stepsDone: number, submitted: boolean): number {
  if (submitted) return 100;
  return Math.round((Math.min(stepsDone, TOTAL_STEPS) / (TOTAL_STEPS + 1)) * 100);
}

export function stepOfField(field: ListingField): number {
  const index = WIZARD_STEPS.findIndex((step) => step.fields.includes(field));
  return index < 0 ? 1 : index + 1;
}

/** The step of the earliest field in the list (1 when the list is empty). */
export function firstStepOf(fields: readonly ListingField[]): number {
  return fields.length ? Math.min(...fields.map(stepOfField)) : 1;
}
