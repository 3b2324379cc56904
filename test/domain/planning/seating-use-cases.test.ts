import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Account, Actor } from '../../../domain/accounts/account.js';
import type { Booking } from '../../../domain/bookings/booking.js';
import type { Guest } from '../../../domain/guests/guest.js';
import type { InvitableRole } from '../../../domain/planning/collaborator-role.js';
import { GetSeating } from '../../../domain/planning/use-cases/get-seating.js';
import { SaveSeating } from '../../../domain/planning/use-cases/save-seating.js';
import type { Ports } from '../../../domain/ports.js';
import { FixedClock } from '../../support/fixed-clock.js';
import { InMemoryBookingRepository } from '../../support/in-memory-booking-repository.js';
import { InMemoryWeddingRepository } from '../../support/in-memory-planning-repositories.js';
import { inMemoryPorts } from '../../support/in-memory-ports.js';
import { InMemoryWeddingMemberRepository } from '../../support/in-memory-wedding-members.js';
import { GuestMother } from '../guests/guest-mother.js';
import { InMemoryGuestRepository } from '../guests/in-memory-guest-repository.js';
import { MOTHER_NOW, PlanningMother } from './planning-mother.js';
import { InMemorySeatingRepository } from './seating-test-ports.js';

let counter = 0;
let couple: Account;
let booking: Booking;
let guests: Guest[];
let setup: ReturnType<typeof build>;
const actor = (account: Account): Actor => ({ accountId: account.id, accountType: account.accountType, emailVerified: true });

function build(accounts: Account[]) {
  const guestRepo = new InMemoryGuestRepository();
  const repos = {
    bookings: new InMemoryBookingRepository(),
    weddings: new InMemoryWeddingRepository(),
    weddingMembers: new InMemoryWeddingMemberRepository(),
    guests: guestRepo,
    seating: new InMemorySeatingRepository(guestRepo),
  };
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const given: Partial<Ports> = {
    ...repos,
    accounts: { findById: async (id: string) => byId.get(id) ?? null } as Ports['accounts'],
    venues: { findById: async () => ({ name: 'Gruene Hall' }) } as unknown as Ports['venues'],
    clock: new FixedClock(MOTHER_NOW),
    ids: { next: () => `id-${++counter}` },
  };
  const built = inMemoryPorts(given);
  repos.seating.uow = built.uow;
  return { ...built, repos };
}

const other = PlanningMother.account({ email: 'other@example.com' });
const helper = PlanningMother.account({ email: 'helper@example.com', firstName: 'Hal' });

beforeEach(async () => {
  couple = PlanningMother.account();
  setup = build([couple, other, helper]);
  booking = PlanningMother.booking({ customerId: couple.id });
  await setup.repos.bookings.add(booking);
  guests = [
    GuestMother.create({ bookingId: booking.id, name: 'Ana García', household: 'The Garcías', plusOne: true }),
    GuestMother.create({ bookingId: booking.id, name: 'Luis García', household: 'The Garcías' }),
    GuestMother.create({ bookingId: booking.id, name: 'Rose Diaz', rsvpStatus: 'declined' }),
  ];
  await setup.repos.guests.addMany(booking.id, guests, 1000);
});

const save = (who: Account, input: Parameters<SaveSeating['execute']>[2]) => new SaveSeating(setup.ports).execute(actor(who), booking.id, input);
const read = (who: Account) => new GetSeating(setup.ports).execute(actor(who), booking.id);
const tableOf = async (guestId: string) => (await setup.repos.guests.findById(guestId))!.tableAssignment;

/** The helper accepted an invitation to the couple's wedding with this role. */
async function join(role: InvitableRole) {
  await read(couple);
  const weddingId = setup.repos.weddings.weddings.find((w) => w.accountId === couple.id)!.id;
  await setup.repos.weddingMembers.save({
    id: `member-${++counter}`, weddingId, email: helper.email, role, accountId: helper.id, inviteTokenHash: null,
    invitedById: couple.id, invitedAt: MOTHER_NOW, acceptedAt: MOTHER_NOW, dailyDigest: false, lastDigestAt: null,
  });
}

describe('SaveSeating', () => {
  it("adds tables, then seats guests at them by writing the guests' tableAssignment, in one unit of work", async () => {
    const first = await save(couple, { tables: [{ name: 'Table 1', seats: 4 }, { name: 'Head Table', seats: 2 }] });
    const [t1, head] = first.chart.tables.map((t) => t.table);
    const view = await save(couple, {
      tables: [{ id: t1.id, name: 'Table 1', seats: 4 }, { id: head.id, name: 'Head Table', seats: 2 }],
      assignments: [{ guestId: guests[0].id, tableId: t1.id }, { guestId: guests[1].id, tableId: t1.id }],
    });
    expect(view.chart.tables.map((t) => [t.table.name, t.guests.map((g) => g.name), t.seatsUsed])).toEqual([
      ['Table 1', ['Ana García', 'Luis García'], 3],
      ['Head Table', [], 0],
    ]);
    expect(await tableOf(guests[0].id)).toBe('Table 1');
    expect((await read(couple)).chart.tables[0].guests.map((g) => g.id)).toEqual([guests[0].id, guests[1].id]);
    expect(setup.repos.seating.writesOutsideUnitOfWork).toBe(0);
    expect(setup.repos.guests.locked).toEqual([booking.id, booking.id]);
  });

  it("renames a table and its guests' tableAssignment with it; removing it unseats them", async () => {
    const { chart } = await save(couple, { tables: [{ name: 'Table 1', seats: 8 }] });
    const id = chart.tables[0].table.id;
    await save(couple, { tables: [{ id, name: 'Table 1', seats: 8 }], assignments: [{ guestId: guests[0].id, tableId: id }] });
    const renamed = await save(couple, { tables: [{ id, name: 'Sweetheart', seats: 8 }] });
    expect(renamed.chart.tables[0]).toMatchObject({ table: { id, name: 'Sweetheart' }, seatsUsed: 2 });
    expect(await tableOf(guests[0].id)).toBe('Sweetheart');
    const removed = await save(couple, { tables: [] });
    expect(await tableOf(guests[0].id)).toBeNull();
    expect(removed.chart.unassigned).toHaveLength(3);
  });

  it('seats a declined guest when asked, and warns about it and an over-full table', async () => {
    const id = (await save(couple, { tables: [{ name: 'Small', seats: 2 }] })).chart.tables[0].table.id;
    const view = await save(couple, { tables: [{ id, name: 'Small', seats: 2 }], assignments: [guests[0], guests[2]].map((g) => ({ guestId: g.id, tableId: id })) });
    expect(view.chart.warnings.map((w) => w.type)).toEqual(['over-capacity', 'declined-guest']);
  });

  it('writes nothing when the plan is refused', async () => {
    await save(couple, { tables: [{ name: 'Table 1', seats: 8 }] });
    await expect(save(couple, { tables: [{ name: 'New', seats: 8 }], assignments: [{ guestId: 'nobody', tableId: null }] })).rejects.toMatchObject({
      code: 'SEATING.INVALID_PLAN',
      field: 'assignments[0].guestId',
    });
    expect(setup.repos.seating.tables.map((t) => t.name)).toEqual(['Table 1']);
  });

  it('lets a planner change the plan, and refuses family, who may only read it', async () => {
    await join('family');
    expect((await read(helper)).canEdit).toBe(false);
    await expect(save(helper, { tables: [] })).rejects.toMatchObject({ kind: 'FORBIDDEN', code: 'PLANNING.PERMISSION_DENIED' });
    setup.repos.weddingMembers.members[0].role = 'planner';
    expect((await save(helper, { tables: [{ name: 'Planner table', seats: 6 }] })).chart.tables).toHaveLength(1);
  });
});

describe('GetSeating', () => {
  it('heads the chart with the couple, the date and the venue', async () => {
    expect(await read(couple)).toMatchObject({ coupleName: 'Sarah Johnson & Michael Chen', eventDate: '2027-06-12', venueName: 'Gruene Hall', canEdit: true });
  });

  it('reads as not found for another couple, and for someone not on the team', async () => {
    await expect(read(other)).rejects.toMatchObject({ kind: 'NOT_FOUND', code: 'BOOKING.NOT_FOUND' });
    await expect(read(helper)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});
