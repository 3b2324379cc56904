import { describe, expect, it } from '@jest/globals';
import { listingPrefillFromSignUp } from '../../../domain/venue-management/listing-prefill.js';

describe('listingPrefillFromSignUp', () => {
  it("starts a listing from the venue details and the owner's contact given at sign-up", () => {
    const prefill = listingPrefillFromSignUp({
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa@oakhollow.example',
      phone: '(830) 555-0100',
      details: { venueName: ' Oak Hollow ', venueType: 'country club', maxCapacity: 180, startingPrice: 7499.5, venueLocation: 'Wimberley, tx', venueDescription: 'Live oaks.' },
    }, 0);
    expect(prefill).toEqual({
      name: 'Oak Hollow',
      venueType: 'country club',
      maxGuests: 180,
      price: 7500,
      city: 'Wimberley',
      state: 'TX',
      description: 'Live oaks.',
      contactName: 'Rosa Delgado',
      contactEmail: 'rosa@oakhollow.example',
      contactPhone: '(830) 555-0100',
    });
  });

  it('leaves out what sign-up did not give or the wizard would not take', () => {
    const prefill = listingPrefillFromSignUp({ email: 'x@example.com', phone: null, details: { venueName: 'X', venueType: 'spaceship', maxCapacity: 0, startingPrice: 'a lot', venueLocation: 'Hill Country' } }, 0);
    expect(prefill).toEqual({ name: 'X', city: 'Hill Country', contactEmail: 'x@example.com' });
  });

  it('gives nothing for an account without details', () => {
    expect(listingPrefillFromSignUp({ details: {} }, 0)).toEqual({});
  });

  it('starts a blank listing for an owner who already has venues (sign-up described the first one)', () => {
    expect(listingPrefillFromSignUp({ firstName: 'Rosa', email: 'rosa@example.com', details: { venueName: 'Oak Hollow' } }, 1)).toEqual({});
  });
});
