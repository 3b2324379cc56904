import type { Account } from '../../../domain/accounts/account.js';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { Expense } from '../../../domain/planning/expense.js';
import type { TimelineTask } from '../../../domain/planning/timeline-task.js';
import type { Wedding } from '../../../domain/planning/wedding.js';

let sequence = 0;
const next = (prefix: string) => `${prefix}-${++sequence}`;
export const MOTHER_NOW = new Date('2026-11-21T18:00:00Z');

/** Test data for planning: sensible defaults, override what the test is about. */
export const PlanningMother = {
  account(overrides: Partial<Account> = {}): Account {
    return {
      id: next('account'),
      email: 'sarah@example.com',
      passwordHash: 'hash',
      accountType: 'customer',
      firstName: 'Sarah',
      lastName: 'Johnson',
      phone: null,
      details: { partnerName: 'Michael Chen', weddingDate: '2027-10-16', estimatedGuests: 150, budget: '25k-50k', location: 'Fredericksburg' },
      createdAt: MOTHER_NOW,
      emailVerifiedAt: MOTHER_NOW,
      ...overrides,
    };
  },

  wedding(overrides: Partial<Wedding> = {}): Wedding {
    return {
      id: next('wedding'),
      accountId: next('account'),
      weddingDate: '2027-10-16',
      partnerName: 'Michael Chen',
      estimatedGuests: 150,
      budgetRange: '25k-50k',
      town: 'Fredericksburg',
      countdownHidden: false,
      budgetTotalCents: 2_500_000,
      createdAt: MOTHER_NOW,
      updatedAt: MOTHER_NOW,
      ...overrides,
    };
  },

  task(overrides: Partial<TimelineTask> = {}): TimelineTask {
    return {
      id: next('task'),
      weddingId: 'wedding-1',
      bookingId: null,
      templateKey: null,
      title: 'Book the harpist',
      description: '',
      category: 'music',
      priority: 'medium',
      weeksBeforeWedding: null,
      estimatedDuration: '',
      dueDate: '2027-05-01',
      isCompleted: false,
      completedAt: null,
      notes: '',
      position: 10_000,
      revision: 0,
      createdAt: MOTHER_NOW,
      updatedAt: MOTHER_NOW,
      ...overrides,
    };
  },

  expense(overrides: Partial<Expense> = {}): Expense {
    return {
      id: next('expense'),
      weddingId: 'wedding-1',
      categoryId: 'music',
      subcategoryId: null,
      amountCents: 10_000,
      description: 'DJ deposit',
      vendor: null,
      paid: false,
      date: '2026-11-21',
      createdAt: MOTHER_NOW,
      ...overrides,
    };
  },

  booking(overrides: Partial<Booking> = {}): Booking {
    return {
      id: next('booking'),
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
      createdAt: MOTHER_NOW,
      accessKeyHash: null,
      customerId: null,
      holdExpiresAt: null,
      ...overrides,
    };
  },
};
