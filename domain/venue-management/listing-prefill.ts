import { listingTypeProfile } from './listing-types.js';

/** What a venue owner told sign-up (account.details, step 3), and who they are. */
export interface VenueOwnerSignUp {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  details: Record<string, unknown>;
}

/** The listing wizard's answers sign-up already gave; numbers as numbers, whole dollars. */
export interface ListingPrefill {
  name?: string;
  venueType?: string;
  maxGuests?: number;
  price?: number;
  city?: string;
  state?: string;
  description?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const wholeNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value.trim()) : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.round(n) : undefined;
};

/**
 * A new listing starts from the venue details given at sign-up, so the owner types nothing twice.
 * Those details describe the venue the owner signed up with: they start the first listing only,
 * and an owner who already has venues starts a blank one. Sign-up asks for "City, TX": the town
 * goes to city, a two-letter state to state.
 */
export function listingPrefillFromSignUp(owner: VenueOwnerSignUp, venuesOwned: number): ListingPrefill {
  const { details } = owner;
  const prefill: ListingPrefill = {};
  if (venuesOwned > 0) return prefill;
  const name = text(details.venueName);
  if (name) prefill.name = name;
  const type = text(details.venueType).toLowerCase();
  if (type && listingTypeProfile(type)) prefill.venueType = type;
  const maxGuests = wholeNumber(details.maxCapacity);
  if (maxGuests) prefill.maxGuests = maxGuests;
  const price = wholeNumber(details.startingPrice);
  if (price) prefill.price = price;
  const [town, state] = text(details.venueLocation).split(',').map((part) => part.trim());
  if (town) prefill.city = town;
  if (state && /^[a-z]{2}$/i.test(state)) prefill.state = state.toUpperCase();
  const description = text(details.venueDescription);
  if (description) prefill.description = description;
  const contactName = [text(owner.firstName), text(owner.lastName)].filter(Boolean).join(' ');
  if (contactName) prefill.contactName = contactName;
  if (text(owner.email)) prefill.contactEmail = text(owner.email);
  if (text(owner.phone)) prefill.contactPhone = text(owner.phone);
  return prefill;
}
