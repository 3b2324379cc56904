import { describe, expect, it } from '@jest/globals';
import { assertSignUpDetails, SIGN_UP_DETAIL_LIMITS, signUpDetailTextLimit } from '../../../domain/accounts/account-limits.js';

const refusal = (details: Record<string, unknown>) => {
  try {
    assertSignUpDetails(details);
    return null;
  } catch (error) {
    return error as { code: string; field: string };
  }
};

describe('assertSignUpDetails', () => {
  it('takes details within their bounds, and leaves empty numbers alone', () => {
    expect(refusal({ venueName: 'Pecan Creek Barn', maxCapacity: 180, startingPrice: null, venueDescription: 'x'.repeat(2000) })).toBeNull();
  });

  it('refuses a number out of range, naming the detail', () => {
    expect(refusal({ estimatedGuests: SIGN_UP_DETAIL_LIMITS.maxGuests + 1 })).toMatchObject({ code: 'ACCOUNT.INVALID_DETAILS', field: 'details.estimatedGuests' });
    expect(refusal({ yearsExperience: -1 })).toMatchObject({ field: 'details.yearsExperience' });
    expect(refusal({ maxCapacity: '180' })).toMatchObject({ field: 'details.maxCapacity' });
  });

  it('refuses text longer than its kind allows: a description may run longer than a name', () => {
    expect(signUpDetailTextLimit('venueDescription')).toBeGreaterThan(signUpDetailTextLimit('venueName'));
    expect(refusal({ venueName: 'x'.repeat(SIGN_UP_DETAIL_LIMITS.textLength + 1) })).toMatchObject({ field: 'details.venueName' });
    expect(refusal({ specialties: Array.from({ length: SIGN_UP_DETAIL_LIMITS.specialties + 1 }, (_, i) => `Style ${i}`) })).toMatchObject({ field: 'details.specialties' });
  });
});
