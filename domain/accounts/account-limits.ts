import { InvalidInputError } from '../shared/domain-error.js';

/** The sign-up form's bounds: the API checks them and the web form offers no more. */
export const ACCOUNT_LIMITS = {
  nameLength: 60,
  emailLength: 254,
  phoneLength: 30,
} as const;

/** Sign-up step 3: the longest text of each kind, and the ranges of its numbers. */
export const SIGN_UP_DETAIL_LIMITS = {
  textLength: 120,
  descriptionLength: 2000,
  urlLength: 2000,
  maxGuests: 100_000,
  maxPriceDollars: 10_000_000,
  maxYears: 100,
  specialties: 12,
} as const;

const TEXT_LIMIT: Record<string, number> = {
  venueDescription: SIGN_UP_DETAIL_LIMITS.descriptionLength,
  portfolioUrl: SIGN_UP_DETAIL_LIMITS.urlLength,
};

/** The largest number each numeric detail may hold (the smallest is 0). */
export const SIGN_UP_DETAIL_MAXIMUM: Record<string, number> = {
  estimatedGuests: SIGN_UP_DETAIL_LIMITS.maxGuests,
  maxCapacity: SIGN_UP_DETAIL_LIMITS.maxGuests,
  startingPrice: SIGN_UP_DETAIL_LIMITS.maxPriceDollars,
  yearsExperience: SIGN_UP_DETAIL_LIMITS.maxYears,
};

/** The longest text a detail may hold. */
export function signUpDetailTextLimit(field: string): number {
  return TEXT_LIMIT[field] ?? SIGN_UP_DETAIL_LIMITS.textLength;
}

/** Refuses a detail beyond its bound with a 400 naming it (details.maxCapacity ...). */
export function assertSignUpDetails(details: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(details)) {
    const at = `details.${field}`;
    if (typeof value === 'string' && value.length > signUpDetailTextLimit(field)) {
      throw new InvalidInputError('ACCOUNT.INVALID_DETAILS', at, `${field} must be at most ${signUpDetailTextLimit(field)} characters`);
    }
    const maximum = SIGN_UP_DETAIL_MAXIMUM[field];
    if (maximum !== undefined && value !== null && value !== undefined && (typeof value !== 'number' || !(value >= 0 && value <= maximum))) {
      throw new InvalidInputError('ACCOUNT.INVALID_DETAILS', at, `${field} must be a number from 0 to ${maximum.toLocaleString('en-US')}`);
    }
    if (Array.isArray(value)) {
      if (value.length > SIGN_UP_DETAIL_LIMITS.specialties) throw new InvalidInputError('ACCOUNT.INVALID_DETAILS', at, `${field} may hold at most ${SIGN_UP_DETAIL_LIMITS.specialties} items`);
      if (value.some((item) => typeof item !== 'string' || item.length > SIGN_UP_DETAIL_LIMITS.textLength)) {
        throw new InvalidInputError('ACCOUNT.INVALID_DETAILS', at, `each of ${field} must be text of at most ${SIGN_UP_DETAIL_LIMITS.textLength} characters`);
      }
    }
  }
}
