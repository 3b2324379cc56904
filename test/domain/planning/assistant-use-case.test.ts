import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Account, Actor } from '../../../domain/accounts/account.js';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { Guest } from '../../../domain/guests/guest.js';
import type { AssistantQuestion, AssistantReply, PlanningAssistant } from '../../../domain/planning/assistant/planning-assistant.js';
import { AskPlanningAssistant } from '../../../domain/planning/use-cases/ask-planning-assistant.js';
import type { Ports } from '../../../domain/ports.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryTimelineTaskRepository, InMemoryWeddingRepository } from '../../support/in-memory-planning-repositories.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { InMemoryVenueRepository } from '../../support/in-memory-venue-repository.js';
import { VenueMother } from '../../support/venue-mother.js';
import { MOTHER_NOW, PlanningMother } from './planning-mother.js';

/** Answers with whatever it is told to, and keeps the question it was asked. */
class ScriptedAssistant implements PlanningAssistant {
  asked: AssistantQuestion[] = [];
  constructor(private readonly answer: AssistantReply) {}
  async reply(question: AssistantQuestion) {
    this.asked.push(question);
    return this.answer;
  }
}

const PLAIN_REPLY: AssistantReply = { content: 'Hello', suggestions: ['What should I do next?'], quickActions: [{ label: 'Open your timeline', action: '/timeline', icon: 'checklist' }] };

let account: Account;
let couple: Actor;
let assistant: ScriptedAssistant;
let bookings: InMemoryBookingRepository;
let tasks: InMemoryTimelineTaskRepository;
let venues: InMemoryVenueRepository;
let guests: Guest[];
let weddings: InMemoryWeddingRepository;

function booking(overrides: Partial<Booking>): Booking {
  return {
    id: 'booking', venueId: venues.venues[0].id, customerName: 'Sarah Johnson', customerEmail: 'sarah@example.com', customerPhone: '830 555 0142',
    eventDate: '2027-10-16', guestCount: 120, packageId: null, totalCents: 1_180_000, depositCents: 295_000, specialRequests: null,
    depositPaid: false, finalPaymentPaid: false, status: 'confirmed', createdAt: MOTHER_NOW, accessKeyHash: null, customerId: account.id, holdExpiresAt: null,
    ...overrides,
  };
}

function guest(bookingId: string, rsvpStatus: Guest['rsvpStatus']): Guest {
  return { id: `guest-${guests.length}`, bookingId, rsvpStatus, name: 'Guest', email: null, phone: null, dietaryRestrictions: null, plusOne: false, invitedAt: null, respondedAt: null, createdAt: MOTHER_NOW } as Guest;
}

function useCase(answer: AssistantReply = PLAIN_REPLY) {
  assistant = new ScriptedAssistant(answer);
  let counter = 0;
  const given: Partial<Ports> = {
    accounts: { findById: async (id: string) => (id === account.id ? account : null) } as Ports['accounts'],
    weddings,
    timelineTasks: tasks,
    bookings,
    venues,
    guests: { listByBooking: async (id: string) => guests.filter((g) => g.bookingId === id) } as unknown as Ports['guests'],
    assistant,
    clock: new FixedClock(MOTHER_NOW),
    ids: { next: () => `id-${++counter}` },
  };
  return new AskPlanningAssistant(inMemoryPorts(given).ports);
}

beforeEach(() => {
  account = PlanningMother.account();
  couple = { accountId: account.id, accountType: 'customer', emailVerified: true };
  bookings = new InMemoryBookingRepository();
  tasks = new InMemoryTimelineTaskRepository();
  venues = new InMemoryVenueRepository();
  venues.venues = [VenueMother.create({ name: 'Cypress Creek Gardens' })];
  guests = [];
  weddings = new InMemoryWeddingRepository();
  weddings.weddings = [PlanningMother.wedding({ id: 'wedding-1', accountId: account.id })];
});

describe('AskPlanningAssistant', () => {
  it.each([
    ['a blank', '   '],
    ['a control-character', '\u0007 beep'],
    ['an overlong', 'x'.repeat(1001)],
  ])('refuses %s message, naming the field, and asks nobody', async (_, message) => {
    await expect(useCase().execute(couple, { message }, { scope: {} })).rejects.toMatchObject({ code: 'PLANNING.INVALID_CHAT_MESSAGE', field: 'message' });
    expect(assistant.asked).toEqual([]);
  });

  it('refuses anyone signed out', async () => {
    await expect(useCase().execute(null, { message: 'hi' }, { scope: {} })).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
  });

  it("asks with the trimmed message and a snapshot of the couple's wedding, timeline and guest list", async () => {
    await bookings.add(booking({ id: 'cancelled', status: 'cancelled', eventDate: '2027-09-18' }));
    await bookings.add(booking({ id: 'standing' }));
    guests = [guest('standing', 'confirmed'), guest('standing', 'pending'), guest('cancelled', 'declined')];
    tasks.tasks = [
      PlanningMother.task({ weddingId: 'wedding-1', title: 'Later', dueDate: '2027-03-01' }),
      PlanningMother.task({ weddingId: 'wedding-1', title: 'Sooner', dueDate: '2027-01-01', isCompleted: true }),
      PlanningMother.task({ weddingId: 'elsewhere', title: "Another couple's task", dueDate: '2026-12-01' }),
    ];
    await useCase().execute(couple, { message: '  What should I do next?  ' }, { scope: {} });
    const asked = assistant.asked[0];
    expect(asked.message).toBe('What should I do next?');
    expect(asked.snapshot).toMatchObject({
      today: '2026-11-21',
      coupleName: 'Sarah Johnson & Michael Chen',
      wedding: { weddingDate: '2027-10-16', estimatedGuests: 150, town: 'Fredericksburg', budgetTotalCents: 2_500_000 },
      // The wedding's own tasks, due first.
      tasks: [
        { title: 'Sooner', dueDate: '2027-01-01', isCompleted: true, priority: 'medium' },
        { title: 'Later', dueDate: '2027-03-01', isCompleted: false, priority: 'medium' },
      ],
      // The first booking that still stands, not the cancelled one.
      booking: { id: 'standing', venueName: 'Cypress Creek Gardens', guests: { total: 2, confirmed: 1, pending: 1, declined: 0 } },
    });
  });

  it('reads the guest list of the booking the question is asked through', async () => {
    await bookings.add(booking({ id: 'cancelled', status: 'cancelled', eventDate: '2027-09-18' }));
    guests = [guest('cancelled', 'declined')];
    await useCase().execute(couple, { message: 'rsvp' }, { bookingId: 'cancelled' });
    expect(assistant.asked[0].snapshot.booking).toMatchObject({ id: 'cancelled', guests: { total: 1, declined: 1 } });
  });

  it('answers as the assistant, with an id and the time', async () => {
    const reply = await useCase().execute(couple, { message: 'hello' }, { scope: {} });
    expect(reply).toEqual({ id: expect.stringMatching(/^id-/), type: 'ai', timestamp: MOTHER_NOW, ...PLAIN_REPLY });
  });

  it('passes on only links into the app, and at most five suggestions and four quick actions', async () => {
    const reply = await useCase({
      content: 'x'.repeat(5000),
      suggestions: ['a', 'b', '', 'c', 'd', 'e', 'f'],
      quickActions: [
        { label: 'Elsewhere', action: 'https://elsewhere.example/search', icon: 'search' },
        { label: 'Admin', action: '/admin', icon: 'search' },
        { label: 'Search', action: '/search?location=Wimberley', icon: 'search' },
        { label: 'Odd icon', action: '/timeline', icon: 'rocket' as never },
        { label: 'Compare', action: '/compare', icon: 'compare' },
        { label: 'Plan', action: '/planning', icon: 'calendar' },
        { label: 'Timeline', action: '/timeline', icon: 'checklist' },
        { label: 'One more', action: '/search', icon: 'search' },
      ],
    }).execute(couple, { message: 'hello' }, { scope: {} });
    expect(reply.content).toHaveLength(4000);
    expect(reply.suggestions).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(reply.quickActions.map((action) => action.label)).toEqual(['Search', 'Compare', 'Plan', 'Timeline']);
  });
});
