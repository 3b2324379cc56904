import { describe, expect, it } from '@jest/globals';
import { fieldForHeading } from '../../../domain/guests/guest-csv-columns.js';
import { readGuestChanges, readGuestDetails } from '../../../domain/guests/guest-fields.js';
import { filterGuests, groupByHousehold } from '../../../domain/guests/guest-filters.js';
import { analyzeGuestImport, coupleHouseholdName } from '../../../domain/guests/guest-import.js';
import { GuestMother } from './guest-mother.js';

const analyze = (lines: string[]) => analyzeGuestImport(lines.join('\n'), []);

describe('households, plus-one names and meals on a guest', () => {
  it('keeps a household and a meal from the list of choices', () => {
    const { details, problems } = readGuestDetails({ name: 'Ana García', household: '  The Garcías ', meal: 'fish' });
    expect(problems).toEqual([]);
    expect(details).toMatchObject({ household: 'The Garcías', meal: 'fish', plusOne: false, plusOneName: null });
  });

  it('refuses a meal that is not one of the choices, and a household that is too long', () => {
    expect(readGuestDetails({ name: 'Ana', meal: 'lobster' }).problems).toEqual([{ field: 'meal', kind: 'invalid', value: 'lobster' }]);
    expect(readGuestDetails({ name: 'Ana', household: 'h'.repeat(121) }).problems).toEqual([{ field: 'household', kind: 'too-long', max: 120 }]);
  });

  it('gives a guest whose plus-one is named a plus-one', () => {
    expect(readGuestDetails({ name: 'Ana', plusOneName: 'Luis' }).details).toMatchObject({ plusOne: true, plusOneName: 'Luis' });
    expect(readGuestChanges({ plusOneName: 'Luis' }).changes).toEqual({ plusOne: true, plusOneName: 'Luis' });
  });

  it("takes the plus-one's name away with the plus-one", () => {
    expect(readGuestChanges({ plusOne: false }).changes).toEqual({ plusOne: false, plusOneName: null });
  });

  it('refuses "no plus-one" together with a plus-one name', () => {
    expect(readGuestChanges({ plusOne: false, plusOneName: 'Luis' }).problems).toEqual([{ field: 'plusOneName', kind: 'invalid', value: 'Luis' }]);
  });

  it('clears a meal with null, and leaves it alone when not sent', () => {
    expect(readGuestChanges({ meal: null }).changes).toEqual({ meal: null });
    expect(readGuestChanges({ name: 'Ana' }).changes).toEqual({ name: 'Ana' });
  });
});

describe('groupByHousehold', () => {
  it('lists the guests of one household together, where its first guest stands', () => {
    const guests = [
      GuestMother.create({ name: 'Ana', household: 'The Garcías' }),
      GuestMother.create({ name: 'Zoë', household: null }),
      GuestMother.create({ name: 'Luis', household: 'the garcías ' }),
      GuestMother.create({ name: 'Rose', household: null }),
    ];
    expect(groupByHousehold(guests).map((g) => [g.household, g.guests.map((guest) => guest.name)])).toEqual([
      ['The Garcías', ['Ana', 'Luis']],
      [null, ['Zoë']],
      [null, ['Rose']],
    ]);
  });
});

describe('filterGuests', () => {
  const ana = GuestMother.create({ name: 'Ana', rsvpStatus: 'pending', meal: 'beef' });
  const luis = GuestMother.create({ name: 'Luis', rsvpStatus: 'confirmed', meal: 'vegan', dietaryRestrictions: 'No nuts' });
  const rose = GuestMother.create({ name: 'Rose', rsvpStatus: 'declined' });
  const zoe = GuestMother.create({ name: 'Zoë', rsvpStatus: 'confirmed' });
  const all = [ana, luis, rose, zoe];
  const names = (filter: Parameters<typeof filterGuests>[1]) => filterGuests(all, filter).map((g) => g.name);

  it('finds those who have not replied, confirmed, or declined', () => {
    expect(names({ filter: 'not-replied', meal: null })).toEqual(['Ana']);
    expect(names({ filter: 'confirmed', meal: null })).toEqual(['Luis', 'Zoë']);
    expect(names({ filter: 'declined', meal: null })).toEqual(['Rose']);
  });

  it('finds guests by meal, with dietary needs, and coming guests still without a meal', () => {
    expect(names({ filter: 'all', meal: 'vegan' })).toEqual(['Luis']);
    expect(names({ filter: 'dietary-needs', meal: null })).toEqual(['Luis']);
    expect(names({ filter: 'no-meal', meal: null })).toEqual(['Zoë']);
    expect(names({ filter: 'confirmed', meal: 'beef' })).toEqual([]);
  });
});

describe('reading the columns of Zola, The Knot and Joy', () => {
  it.each([
    ['Partner First Name', 'partnerFirstName'],
    ['Partner Last Name', 'partnerLastName'],
    ['Household Name', 'household'],
    ['Party', 'household'],
    ['Party Name', 'household'],
    ['Plus One Name', 'plusOneName'],
    ['Meal Choice', 'meal'],
    ['Wedding RSVP', 'rsvpStatus'],
    ['Wedding Day - RSVP', 'rsvpStatus'],
    ['Reception - Meal Selection', 'meal'],
  ])('reads "%s" as %s', (heading, field) => {
    expect(fieldForHeading(heading)).toBe(field);
  });
});

describe('importing a row with partner columns', () => {
  it("makes the partner a second guest of the row's household, with the guest's last name by default", () => {
    const { rows, validCount } = analyze(['First Name,Last Name,Partner First Name,Partner Last Name,Email,RSVP', 'Ana,García,Luis,,ana@example.com,Attending']);
    expect(validCount).toBe(2);
    expect(rows.map((r) => [r.row, r.details.name, r.details.household, r.details.email, r.rsvpStatus, r.partnerOf])).toEqual([
      [2, 'Ana García', 'Ana & Luis García', 'ana@example.com', 'confirmed', null],
      [2, 'Luis García', 'Ana & Luis García', null, 'confirmed', 'Ana García'],
    ]);
  });

  it('uses the household column when there is one', () => {
    const { rows } = analyze(['First Name,Last Name,Partner First Name,Partner Last Name,Party', 'Ana,García,Sam,Peña,The García-Peñas']);
    expect(rows.map((r) => [r.details.name, r.details.household])).toEqual([
      ['Ana García', 'The García-Peñas'],
      ['Sam Peña', 'The García-Peñas'],
    ]);
  });

  it('reads "Guest" in the partner slot as a plus-one whose name is not known', () => {
    const { rows } = analyze(['First Name,Last Name,Partner First Name,Partner Last Name', 'Zoë,Brontë,Guest,']);
    expect(rows).toHaveLength(1);
    expect(rows[0].details).toMatchObject({ name: 'Zoë Brontë', plusOne: true, plusOneName: null, household: null });
  });

  it('names two last names of a couple in full', () => {
    expect(coupleHouseholdName('Ana García', 'Sam Peña')).toBe('Ana García & Sam Peña');
  });

  it('gives a row with an error one entry, never importing half a couple', () => {
    const { rows, errorCount, validCount } = analyze(['Name,Partner Name,Meal', 'Ana García,Luis García,Lobster']);
    expect({ errorCount, validCount, entries: rows.length }).toEqual({ errorCount: 1, validCount: 0, entries: 1 });
    expect(rows[0].errors).toEqual(['Meal must be one of beef, chicken, fish, vegetarian, vegan, kids, not "Lobster"']);
  });

  it.each([
    ['Filet Mignon', 'beef'],
    ['Chicken', 'chicken'],
    ['Salmon', 'fish'],
    ['Vegetarian', 'vegetarian'],
    ['Vegan', 'vegan'],
    ["Kid's Meal", 'kids'],
    ['', null],
  ])('reads the meal "%s" as %s', (cell, meal) => {
    expect(analyze(['Name,Meal', `Ana,${cell}`]).rows[0].details.meal).toBe(meal);
  });

  it.each([
    ['Attending', 'confirmed'],
    ['Declined', 'declined'],
    ['No Response', 'pending'],
    ['Not Responded', 'pending'],
    ['Awaiting Response', 'pending'],
    ['Will Not Attend', 'declined'],
  ])('reads the answer "%s" as %s', (cell, rsvpStatus) => {
    expect(analyze(['Name,RSVP', `Ana,${cell}`]).rows[0].rsvpStatus).toBe(rsvpStatus);
  });

  it('gives a guest with a named plus-one a plus-one', () => {
    expect(analyze(['Name,Plus One Name', 'Ana,Luis']).rows[0].details).toMatchObject({ plusOne: true, plusOneName: 'Luis' });
  });
});
