import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Actor } from '../../../domain/accounts/account.js';
import type { RecordedEvent } from '../../../domain/events/domain-event.js';
import { AddExpense } from '../../../domain/planning/use-cases/add-expense.js';
import { ClaimBookings } from '../../../domain/planning/use-cases/claim-bookings.js';
import { GenerateWeddingTimeline } from '../../../domain/planning/use-cases/generate-wedding-timeline.js';
import { GetSharedTimeline } from '../../../domain/planning/use-cases/get-shared-timeline.js';
import { GetWedding } from '../../../domain/planning/use-cases/get-wedding.js';
import { RecordActivity } from '../../../domain/planning/use-cases/record-activity.js';
import { RevokeTimelineShare } from '../../../domain/planning/use-cases/revoke-timeline-share.js';
import { ShareTimeline } from '../../../domain/planning/use-cases/share-timeline.js';
import { UpdateTimelineTask } from '../../../domain/planning/use-cases/update-timeline-task.js';
import type { Ports } from '../../../domain/ports.js';
import type { Account } from '../../../domain/accounts/account.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import {
  InMemoryActivityRepository,
  InMemoryBudgetRepository,
  InMemoryTimelineShareRepository,
  InMemoryTimelineTaskRepository,
  InMemoryWeddingRepository,
} from '../../support/in-memory-planning-repositories.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { MOTHER_NOW, PlanningMother } from './planning-mother.js';

let counter = 0;
let account: Account;
let couple: Actor;
let setup: ReturnType<typeof build>;

function build() {
  const accounts = new Map<string, Account>([[account.id, account]]);
  const repos = {
    weddings: new InMemoryWeddingRepository(),
    timelineTasks: new InMemoryTimelineTaskRepository(),
    timelineShares: new InMemoryTimelineShareRepository(),
    budget: new InMemoryBudgetRepository(),
    activities: new InMemoryActivityRepository(),
    bookings: new InMemoryBookingRepository(),
  };
  const tokens = { create: () => ({ token: `token-${++counter}`, hash: `hash-of-token-${counter}` }), hash: (token: string) => `hash-of-${token}` };
  const given: Partial<Ports> = {
    ...repos,
    accounts: { findById: async (id: string) => accounts.get(id) ?? null } as Ports['accounts'],
    venues: { findById: async () => null } as unknown as Ports['venues'],
    guests: { findById: async () => ({ name: 'José García' }) } as unknown as Ports['guests'],
    secretTokens: tokens,
    clock: new FixedClock(MOTHER_NOW),
    ids: { next: () => `id-${++counter}` },
  };
  return { ...inMemoryPorts(given), repos };
}

beforeEach(() => {
  account = PlanningMother.account();
  couple = { accountId: account.id, accountType: 'customer', emailVerified: true };
  setup = build();
});

describe('the wedding', () => {
  it('is made once from the account, and only for a couple', async () => {
    const first = await new GetWedding(setup.ports).execute(couple);
    const second = await new GetWedding(setup.ports).execute(couple);
    expect(second.wedding.id).toBe(first.wedding.id);
    expect(setup.repos.weddings.weddings).toHaveLength(1);
    expect(first).toMatchObject({ coupleName: 'Sarah Johnson & Michael Chen', bookings: [], countdown: { daysLeft: 329 } });
    await expect(new GetWedding(setup.ports).execute(null)).rejects.toMatchObject({ kind: 'UNAUTHENTICATED' });
    await expect(new GetWedding(setup.ports).execute({ ...couple, accountType: 'venue' })).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it("claims only this browser's bookings that no account holds", async () => {
    const mine = PlanningMother.booking({ accessKeyHash: 'browser', venueId: 'venue-1' });
    const held = PlanningMother.booking({ accessKeyHash: 'browser', customerId: 'someone', venueId: 'venue-2' });
    const other = PlanningMother.booking({ accessKeyHash: 'other-browser', venueId: 'venue-3' });
    for (const b of [mine, held, other]) await setup.repos.bookings.add(b);
    const claimed = await new ClaimBookings(setup.ports).execute(couple, 'browser');
    expect(claimed.map((b) => b.id)).toEqual([mine.id]);
    expect((await setup.repos.bookings.findById(held.id))!.customerId).toBe('someone');
    expect(await new ClaimBookings(setup.ports).execute(couple, null)).toEqual([]);
  });
});

describe('the timeline', () => {
  it('is generated in one unit of work, under the wedding lock', async () => {
    const view = await new GenerateWeddingTimeline(setup.ports).execute(couple, { venueType: 'outdoor' });
    expect(view.tasks).toHaveLength(21);
    expect(setup.uow.runs).toBe(1);
    expect(setup.repos.weddings.locked).toEqual([view.wedding.id]);
  });

  it("refuses another couple's booking as not found, before writing anything", async () => {
    const booking = PlanningMother.booking({ customerId: 'someone-else' });
    await setup.repos.bookings.add(booking);
    await expect(new GenerateWeddingTimeline(setup.ports).execute(couple, { bookingId: booking.id })).rejects.toMatchObject({ code: 'BOOKING.NOT_FOUND' });
    expect(setup.repos.timelineTasks.tasks).toEqual([]);
  });

  it('records a task-completed event inside the unit of work, only when the task becomes completed', async () => {
    const { tasks } = await new GenerateWeddingTimeline(setup.ports).execute(couple, {});
    const update = new UpdateTimelineTask(setup.ports);
    await update.execute(couple, tasks[0].id, { notes: 'no event' });
    await update.execute(couple, tasks[0].id, { isCompleted: true });
    await update.execute(couple, tasks[0].id, { isCompleted: true });
    expect(setup.events.events).toEqual([
      expect.objectContaining({ type: 'planning.task-completed', venueId: null, accountId: account.id, taskId: tasks[0].id, title: tasks[0].title, inUnitOfWork: true }),
    ]);
  });

  it('shares a link that only its token opens, until revoked', async () => {
    await new GenerateWeddingTimeline(setup.ports).execute(couple, {});
    const { token } = await new ShareTimeline(setup.ports).execute(couple);
    expect(setup.repos.timelineShares.shares).toEqual([{ weddingId: expect.any(String), tokenHash: `hash-of-${token}`, createdAt: MOTHER_NOW }]);
    const shared = await new GetSharedTimeline(setup.ports).execute(token);
    expect(shared).toMatchObject({ coupleName: 'Sarah Johnson & Michael Chen', weddingDate: '2027-10-16' });
    await expect(new GetSharedTimeline(setup.ports).execute('token-guess')).rejects.toMatchObject({ code: 'PLANNING.SHARED_TIMELINE_NOT_FOUND' });
    await new RevokeTimelineShare(setup.ports).execute(couple);
    await expect(new GetSharedTimeline(setup.ports).execute(token)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('the budget and the activity feed', () => {
  it('records an expense-added event with the expense, in its unit of work', async () => {
    const expense = await new AddExpense(setup.ports).execute(couple, { categoryId: 'music', amount: '1800', description: 'DJ' });
    expect(setup.events.events).toEqual([expect.objectContaining({ type: 'planning.expense-added', expenseId: expense.id, amountCents: 180_000, description: 'DJ', inUnitOfWork: true })]);
    await expect(new AddExpense(setup.ports).execute(couple, { categoryId: 'music', amount: 0, description: 'x' })).rejects.toMatchObject({ field: 'amount' });
    expect(setup.repos.budget.expenses).toHaveLength(1);
  });

  it('writes one feed entry per event, in the words of the feed', async () => {
    const wedding = (await new GetWedding(setup.ports).execute(couple)).wedding;
    const booking = PlanningMother.booking({ customerId: account.id });
    await setup.repos.bookings.add(booking);
    const at = (id: string): Pick<RecordedEvent, 'id' | 'occurredAt'> => ({ id, occurredAt: MOTHER_NOW });
    const record = new RecordActivity(setup.ports);
    const expenseEvent = { ...at('e1'), type: 'planning.expense-added', venueId: null, weddingId: wedding.id, accountId: account.id, expenseId: 'x', categoryId: 'music', amountCents: 125_050, description: 'DJ deposit' } as RecordedEvent;
    await record.handle(expenseEvent);
    await record.handle(expenseEvent);
    await record.handle({ ...at('e2'), type: 'guest.responded', venueId: 'v', bookingId: booking.id, guestId: 'g', rsvpStatus: 'declined', plusOne: false });
    await record.handle({ ...at('e3'), type: 'booking.confirmed', venueId: 'v', bookingId: booking.id, eventDate: '2027-06-12', guestCount: 1, amountCents: 1, homeCity: null });
    expect(setup.repos.activities.activities.map((a) => [a.type, a.userName, a.action, a.details, a.weddingId])).toEqual([
      ['budget', 'Sarah Johnson', 'added an expense', '$1,250.50 for DJ deposit', wedding.id],
      ['guest', 'José García', 'declined the invitation', '', wedding.id],
    ]);
  });
});
