import { describe, expect, it } from '@jest/globals';
import { applySeatingPlan, readSeatingPlan, type SeatingPlanInput } from '../../../domain/planning/seating-plan.js';
import { seatingChart, seatsUsed, type SeatingTable } from '../../../domain/planning/seating.js';
import { GuestMother } from '../guests/guest-mother.js';

const NOW = new Date('2026-11-25T12:00:00Z');
let tableCount = 0;
const table = (name: string, seats = 8, overrides: Partial<SeatingTable> = {}): SeatingTable => ({
  id: `table-${++tableCount}`,
  bookingId: 'booking-1',
  name,
  seats,
  position: tableCount,
  createdAt: NOW,
  ...overrides,
});
const guest = GuestMother.create;

describe('seatsUsed', () => {
  it('counts a seat for every guest and another for each plus-one', () => {
    expect(seatsUsed([guest({ plusOne: true }), guest(), guest({ plusOne: true, plusOneName: 'Luis' })])).toBe(5);
    expect(seatsUsed([])).toBe(0);
  });
});

describe('seatingChart', () => {
  it('seats each guest at the table their tableAssignment names, whatever its case and spacing', () => {
    const head = table('Head Table');
    const ana = guest({ name: 'Ana', tableAssignment: 'head  table', plusOne: true });
    const zoe = guest({ name: 'Zoë', tableAssignment: 'Head Table' });
    const chart = seatingChart([head], [ana, zoe]);
    expect(chart.tables).toEqual([{ table: head, guests: [ana, zoe], seatsUsed: 3 }]);
    expect(chart.unassigned).toEqual([]);
    expect(chart.warnings).toEqual([]);
  });

  it('lists tables in their order and guests with no table as unassigned', () => {
    const second = table('Second', 8, { position: 2 });
    const first = table('First', 8, { position: 1 });
    const rose = guest({ name: 'Rose' });
    const chart = seatingChart([second, first], [rose]);
    expect(chart.tables.map((t) => t.table.name)).toEqual(['First', 'Second']);
    expect(chart.unassigned).toEqual([rose]);
  });

  it('keeps a household together, where its first guest stands on the list', () => {
    const ana = guest({ name: 'Ana', household: 'The Garcías' });
    const zoe = guest({ name: 'Zoë' });
    const luis = guest({ name: 'Luis', household: 'the garcías' });
    expect(seatingChart([], [ana, zoe, luis]).unassigned.map((g) => g.name)).toEqual(['Ana', 'Luis', 'Zoë']);
  });

  it('warns about a table with more guests and plus-ones than seats', () => {
    const small = table('Kids', 2);
    const chart = seatingChart([small], [guest({ tableAssignment: 'Kids', plusOne: true }), guest({ tableAssignment: 'Kids' })]);
    expect(chart.tables[0].seatsUsed).toBe(3);
    expect(chart.warnings).toEqual([{ type: 'over-capacity', tableId: small.id, message: 'Kids has 3 seats taken but only 2 seats.' }]);
  });

  it('does not warn about a table that is exactly full', () => {
    expect(seatingChart([table('Full', 2)], [guest({ tableAssignment: 'Full', plusOne: true })]).warnings).toEqual([]);
  });

  it('warns about a guest who declined but still has a seat, and not about one who declined without', () => {
    const t = table('Table 1');
    const rose = guest({ name: 'Rose', rsvpStatus: 'declined', tableAssignment: 'Table 1' });
    const chart = seatingChart([t], [rose, guest({ rsvpStatus: 'declined' })]);
    expect(chart.warnings).toEqual([{ type: 'declined-guest', tableId: t.id, guestId: rose.id, message: 'Rose declined but still has a seat at Table 1.' }]);
  });

  it('keeps a guest whose table is not on the plan among the unassigned, with a warning', () => {
    const ana = guest({ name: 'Ana', tableAssignment: 'Table 9' });
    const chart = seatingChart([table('Table 1')], [ana]);
    expect(chart.unassigned).toEqual([ana]);
    expect(chart.warnings).toEqual([{ type: 'unknown-table', guestId: ana.id, message: 'Ana is down for “Table 9”, which is not one of your tables.' }]);
  });

  it('lists over-full tables first, then declined guests, then unknown tables', () => {
    const t = table('T', 1);
    const chart = seatingChart([t], [guest({ tableAssignment: 'Nowhere' }), guest({ tableAssignment: 'T', rsvpStatus: 'declined', plusOne: true })]);
    expect(chart.warnings.map((w) => w.type)).toEqual(['over-capacity', 'declined-guest', 'unknown-table']);
  });
});

describe('readSeatingPlan', () => {
  const stored = [table('Table 1')];
  const guests = [guest(), guest()];
  const plan = (input: Partial<SeatingPlanInput>) => readSeatingPlan({ tables: [], ...input }, stored, guests);

  it('cleans names and keeps the order, ids and seats', () => {
    const read = plan({ tables: [{ name: '  Head   Table ', seats: 10 }, { id: stored[0].id, name: 'Table 1', seats: 8 }], assignments: [{ guestId: guests[0].id, tableId: stored[0].id }, { guestId: guests[1].id, tableId: null }] });
    expect(read).toEqual({
      tables: [{ id: null, name: 'Head Table', seats: 10 }, { id: stored[0].id, name: 'Table 1', seats: 8 }],
      assignments: [{ guestId: guests[0].id, table: 1 }, { guestId: guests[1].id, table: null }],
    });
  });

  const refusals: [string, Partial<SeatingPlanInput>, string][] = [
    ['a table that is not an object', { tables: ['Table 1'] }, 'tables[0]'],
    ['a table with a field it does not have', { tables: [{ name: 'A', seats: 2, colour: 'red' }] }, 'tables[0].colour'],
    ['a blank name', { tables: [{ name: '   ', seats: 2 }] }, 'tables[0].name'],
    ['a name that is not text', { tables: [{ name: 7, seats: 2 }] }, 'tables[0].name'],
    ['a name of 61 characters', { tables: [{ name: 'n'.repeat(61), seats: 2 }] }, 'tables[0].name'],
    ['two tables named alike whatever their case', { tables: [{ name: 'Table A', seats: 2 }, { name: 'table  a', seats: 2 }] }, 'tables[1].name'],
    ['no seats', { tables: [{ name: 'A', seats: 0 }] }, 'tables[0].seats'],
    ['51 seats', { tables: [{ name: 'A', seats: 51 }] }, 'tables[0].seats'],
    ['half a seat', { tables: [{ name: 'A', seats: 2.5 }] }, 'tables[0].seats'],
    ['seats as text', { tables: [{ name: 'A', seats: '8' }] }, 'tables[0].seats'],
    ['201 tables', { tables: Array.from({ length: 201 }, (_, i) => ({ name: `T${i}`, seats: 2 })) }, 'tables'],
    ['an id that is not one of the tables', { tables: [{ id: 'table-of-someone-else', name: 'A', seats: 2 }] }, 'tables[0].id'],
    ['one table twice', { tables: [{ id: stored[0].id, name: 'A', seats: 2 }, { id: stored[0].id, name: 'B', seats: 2 }] }, 'tables[1].id'],
    ['a guest of another booking', { assignments: [{ guestId: 'guest-elsewhere', tableId: null }] }, 'assignments[0].guestId'],
    ['a guest seated twice', { assignments: [{ guestId: guests[0].id, tableId: null }, { guestId: guests[0].id, tableId: null }] }, 'assignments[1].guestId'],
    ['a table left out of the plan', { tables: [], assignments: [{ guestId: guests[0].id, tableId: stored[0].id }] }, 'assignments[0].tableId'],
    ['no tableId at all', { assignments: [{ guestId: guests[0].id }] }, 'assignments[0].tableId'],
    ['an assignment that is a list', { assignments: [[guests[0].id]] }, 'assignments[0]'],
  ];

  it.each(refusals)('refuses %s, naming the field', (_, input, field) => {
    expect(() => plan(input)).toThrow(expect.objectContaining({ kind: 'INVALID_INPUT', code: 'SEATING.INVALID_PLAN', field }));
  });

  it('takes exactly 200 tables, 60-character names and 1 to 50 seats', () => {
    const tables = Array.from({ length: 200 }, (_, i) => ({ name: `${i}`.padEnd(60, 'x'), seats: i % 2 ? 1 : 50 }));
    expect(plan({ tables }).tables).toHaveLength(200);
  });
});

describe('applySeatingPlan', () => {
  let ids = 0;
  const context = { bookingId: 'booking-1', now: NOW, nextId: () => `new-${++ids}` };

  it('gives a renamed table’s guests its new name, and keeps its id and creation time', () => {
    const old = table('Table 1', 8, { createdAt: new Date('2026-11-01T00:00:00Z') });
    const ana = guest({ tableAssignment: 'table 1' });
    const zoe = guest({ tableAssignment: 'Table 2' });
    const { tables, guestTables } = applySeatingPlan([old], [ana, zoe], { tables: [{ id: old.id, name: 'Sweetheart', seats: 2 }], assignments: [] }, context);
    expect(tables).toEqual([{ ...old, name: 'Sweetheart', seats: 2, position: 0 }]);
    expect(guestTables).toEqual([{ guestId: ana.id, tableAssignment: 'Sweetheart' }]);
  });

  it('unseats the guests of a table that is left out', () => {
    const gone = table('Table 1');
    const ana = guest({ tableAssignment: 'Table 1' });
    expect(applySeatingPlan([gone], [ana], { tables: [], assignments: [] }, context).guestTables).toEqual([{ guestId: ana.id, tableAssignment: null }]);
  });

  it('swaps the guests of two tables that swap names', () => {
    const a = table('A');
    const b = table('B');
    const ana = guest({ tableAssignment: 'A' });
    const ben = guest({ tableAssignment: 'B' });
    const { guestTables } = applySeatingPlan([a, b], [ana, ben], { tables: [{ id: a.id, name: 'B', seats: 8 }, { id: b.id, name: 'A', seats: 8 }], assignments: [] }, context);
    expect(guestTables).toEqual([{ guestId: ana.id, tableAssignment: 'B' }, { guestId: ben.id, tableAssignment: 'A' }]);
  });

  it('creates new tables in the plan’s order and seats the assigned guests, over whatever they had', () => {
    const kept = table('Kept');
    const ana = guest({ tableAssignment: 'Kept' });
    const rose = guest({ tableAssignment: 'Kept' });
    const { tables, guestTables } = applySeatingPlan(
      [kept],
      [ana, rose],
      { tables: [{ id: null, name: 'New', seats: 4 }, { id: kept.id, name: 'Kept', seats: 8 }], assignments: [{ guestId: ana.id, table: null }] },
      context,
    );
    expect(tables.map((t) => [t.name, t.position, t.id === kept.id])).toEqual([['New', 0, false], ['Kept', 1, true]]);
    expect(tables[0].createdAt).toEqual(NOW);
    expect(guestTables).toEqual([{ guestId: ana.id, tableAssignment: null }]);
  });

  it('leaves a guest whose table does not exist as they are, until a table of that name is made', () => {
    const ana = guest({ tableAssignment: 'Table 9' });
    expect(applySeatingPlan([], [ana], { tables: [], assignments: [] }, context).guestTables).toEqual([]);
    const { tables } = applySeatingPlan([], [ana], { tables: [{ id: null, name: 'Table 9', seats: 8 }], assignments: [] }, context);
    expect(seatingChart(tables, [ana]).tables[0].guests).toEqual([ana]);
  });
});
