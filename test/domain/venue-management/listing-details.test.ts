import { describe, expect, it } from '@jest/globals';
import { applyListingFacts, cleanListingFacts, LISTING_FACT_FIELDS, listingFactsOf } from '../../../domain/venue-management/listing-details.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

const fieldOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.field;
    throw error;
  }
  return undefined;
};

describe('listingFactsOf', () => {
  it("reads the wizard's answers from the listing details, every other field as not given", () => {
    const facts = listingFactsOf({ contactName: ' Rosa ', parkingDetails: 'Lot for 60 cars', squareFootage: 2400, listingType: 'barn', alcoholPolicy: '' });
    expect(Object.keys(facts).sort()).toEqual([...LISTING_FACT_FIELDS].sort());
    expect(facts).toMatchObject({ contactName: 'Rosa', parkingDetails: 'Lot for 60 cars', alcoholPolicy: null, accessibilityFeatures: null });
    expect(facts).not.toHaveProperty('squareFootage');
  });
});

describe('cleanListingFacts', () => {
  it('trims answers, makes a website absolute and turns a blank answer into a removal', () => {
    expect(cleanListingFacts({ contactTitle: ' Owner ', website: 'cedar.example/tour', parkingDetails: '   ', awards: 'x' } as never)).toEqual({
      contactTitle: 'Owner',
      website: 'https://cedar.example/tour',
      parkingDetails: null,
    });
  });

  it('refuses what the wizard refuses, naming the field', () => {
    expect(fieldOf(() => cleanListingFacts({ contactEmail: 'rosa at example' }))).toBe('listingDetails.contactEmail');
    expect(fieldOf(() => cleanListingFacts({ website: 'ftp://cedar.example' }))).toBe('listingDetails.website');
    expect(fieldOf(() => cleanListingFacts({ businessHours: 'x'.repeat(201) }))).toBe('listingDetails.businessHours');
    expect(fieldOf(() => cleanListingFacts({ cancellationPolicy: 'x'.repeat(2001) }))).toBe('listingDetails.cancellationPolicy');
    expect(fieldOf(() => cleanListingFacts({ cancellationPolicy: 'x'.repeat(2000) }))).toBeUndefined();
  });

  it('keeps the required contact answers from being removed', () => {
    for (const field of ['contactName', 'contactEmail', 'contactPhone'] as const) {
      expect(fieldOf(() => cleanListingFacts({ [field]: null }))).toBe(`listingDetails.${field}`);
    }
  });
});

describe('applyListingFacts', () => {
  it('changes the answers given, removes the cleared ones and keeps every other detail', () => {
    const next = applyListingFacts({ listingType: 'barn', squareFootage: 2400, parkingDetails: 'Old', paymentTerms: 'Net 30' }, { parkingDetails: 'New', paymentTerms: null });
    expect(next).toEqual({ listingType: 'barn', squareFootage: 2400, parkingDetails: 'New' });
  });
});
