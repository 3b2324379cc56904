import { describe, expect, it } from '@jest/globals';
import { fieldForHeading, mapColumns } from '../../../domain/guests/guest-csv-columns.js';

describe('fieldForHeading', () => {
  it.each([
    ['Name', 'name'],
    ['Full Name', 'name'],
    ['full_name', 'name'],
    ['GUEST NAME', 'name'],
    ['Guest', 'name'],
    ['First Name', 'firstName'],
    ['Surname', 'lastName'],
    ['Email', 'email'],
    ['E-mail', 'email'],
    ['e_mail', 'email'],
    ['Email Address', 'email'],
    ['Phone Number', 'phone'],
    ['Mobile', 'phone'],
    ['Dietary Restrictions', 'dietaryRestrictions'],
    ['dietary_restrictions', 'dietaryRestrictions'],
    ['Dietary', 'dietaryRestrictions'],
    ['Diet', 'dietaryRestrictions'],
    ['Allergies', 'dietaryRestrictions'],
    ['Plus One', 'plusOne'],
    ['plus-one', 'plusOne'],
    ['PlusOne', 'plusOne'],
    ['+1', 'plusOne'],
    ['Table', 'tableAssignment'],
    ['Table Assignment', 'tableAssignment'],
    ['table no.', 'tableAssignment'],
    ['Special Requests', 'specialRequests'],
    ['Notes', 'specialRequests'],
    ['RSVP', 'rsvpStatus'],
    ['Status', 'rsvpStatus'],
    ['RSVP Status', 'rsvpStatus'],
    ['  rsvp_status  ', 'rsvpStatus'],
  ])('reads "%s" as %s', (heading, field) => {
    expect(fieldForHeading(heading)).toBe(field);
  });

  it.each(['Guest ID', 'Invited At', 'Address', 'Gift', ''])('reads past "%s"', (heading) => {
    expect(fieldForHeading(heading)).toBeNull();
  });
});

describe('mapColumns', () => {
  it('maps each column, and lets the first column naming a field win', () => {
    const mapping = mapColumns(['Name', 'Email', 'E-mail', 'Address', 'Diet']);
    expect(mapping.columns).toEqual([
      { heading: 'Name', field: 'name' },
      { heading: 'Email', field: 'email' },
      { heading: 'E-mail', field: null },
      { heading: 'Address', field: null },
      { heading: 'Diet', field: 'dietaryRestrictions' },
    ]);
    expect([...mapping.fields]).toEqual([
      [0, 'name'],
      [1, 'email'],
      [4, 'dietaryRestrictions'],
    ]);
    expect(mapping.hasName).toBe(true);
  });

  it('takes first and last name columns as a name', () => {
    expect(mapColumns(['First Name', 'Last Name']).hasName).toBe(true);
  });

  it('notices when no column holds names', () => {
    expect(mapColumns(['Email', 'Phone']).hasName).toBe(false);
  });
});
