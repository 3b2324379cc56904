import type { Booking } from '../../../domain/bookings/booking.js';
import type { Guest } from '../../../domain/guests/guest.js';

let sequence = 0;

/** Test guests and bookings: sensible defaults, override what the test is about. */
export const GuestMother = {
  create(overrides: Partial<Guest> = {}): Guest {
    sequence += 1;
    return {
      id: `guest-${sequence}`,
      bookingId: 'booking-1',
      name: `Guest ${sequence}`,
      email: null,
      phone: null,
      dietaryRestrictions: null,
      plusOne: false,
      tableAssignment: null,
      specialRequests: null,
      household: null,
      plusOneName: null,
      meal: null,
      rsvpStatus: 'pending',
      invitedAt: null,
      respondedAt: null,
      createdAt: new Date('2026-11-01T12:00:00Z'),
      ...overrides,
    };
  },

  booking(overrides: Partial<Booking> = {}): Booking {
    sequence += 1;
    return {
      id: `booking-${sequence}`,
      venueId: 'venue-1',
      customerName: 'Sarah Johnson',
      customerEmail: 'sarah@example.com',
      customerPhone: '(830) 555-0142',
      eventDate: '2027-06-12',
      guestCount: 120,
      packageId: null,
      totalCents: 1_200_000,
      depositCents: 300_000,
      specialRequests: null,
      depositPaid: false,
      finalPaymentPaid: false,
      status: 'confirmed',
      createdAt: new Date('2026-10-01T12:00:00Z'),
      accessKeyHash: 'couple-key',
      customerId: null,
      holdExpiresAt: null,
      ...overrides,
    };
  },
};
