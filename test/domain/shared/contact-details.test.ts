import { describe, expect, it } from '@jest/globals';
import { INQUIRY_LIMITS, INQUIRY_RATE_LIMIT } from '../../../domain/inquiries/inquiry.js';
import { checkContactDetails, CONTACT_LIMITS, CONTACT_RATE_LIMIT, type ContactErrorCodes } from '../../../domain/shared/contact-details.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

const now = new Date('2026-11-21T18:00:00Z');
const codes: ContactErrorCodes = { invalid: 'VENDOR_LEAD.INVALID_DETAILS', dateInPast: 'VENDOR_LEAD.DATE_IN_PAST', rateLimited: 'VENDOR_LEAD.RATE_LIMITED' };

describe('checkContactDetails', () => {
  it('trims the name, lowercases the email and stores blank optional text as absent', () => {
    expect(checkContactDetails({ coupleName: ' Ana ', email: ' Ana@Example.COM ', phone: '  ', message: '', weddingDate: '2026-11-21', guestCount: 5000 }, now, codes)).toEqual({
      coupleName: 'Ana',
      email: 'ana@example.com',
      phone: null,
      weddingDate: '2026-11-21',
      guestCount: 5000,
      message: null,
    });
  });

  it.each([
    ['coupleName', { coupleName: '   ' }],
    ['weddingDate', { weddingDate: '2026-11-20' }],
    ['guestCount', { guestCount: 0 }],
    ['guestCount', { guestCount: CONTACT_LIMITS.maxGuestCount + 1 }],
  ])('refuses a bad %s with the form’s own code', (field, change) => {
    const run = () => checkContactDetails({ coupleName: 'Ana', email: 'ana@example.com', ...change }, now, codes);
    expect(run).toThrow(InvalidInputError);
    try {
      run();
    } catch (error) {
      expect((error as InvalidInputError).field).toBe(field);
      expect((error as InvalidInputError).code).toMatch(/^VENDOR_LEAD\./);
    }
  });

  it('is the one rule venue inquiries use too', () => {
    expect(INQUIRY_LIMITS).toBe(CONTACT_LIMITS);
    expect(INQUIRY_RATE_LIMIT).toBe(CONTACT_RATE_LIMIT);
  });
});
