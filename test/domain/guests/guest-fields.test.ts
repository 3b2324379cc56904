import { describe, expect, it } from '@jest/globals';
import { cleanText, describeProblem, isEmailAddress, readGuestChanges, readGuestDetails } from '../../../domain/guests/guest-fields.js';

describe('cleanText', () => {
  it('trims, and reads blank as absent', () => {
    expect(cleanText('  Vegan ')).toBe('Vegan');
    expect(cleanText('   ')).toBeNull();
    expect(cleanText('')).toBeNull();
    expect(cleanText(null)).toBeNull();
    expect(cleanText(undefined)).toBeNull();
  });

  it('keeps accents, composing letters typed as a base and a combining mark', () => {
    const decomposed = 'Jose\u0301 Bronte\u0308';
    expect(cleanText(decomposed)).toBe('José Brontë');
    expect(cleanText('Zoë')).toBe('Zoë');
  });
});

describe('isEmailAddress', () => {
  it.each(['ana@example.com', 'ana.ruiz+wedding@mail.example.co.uk', "o'brien@example.ie", 'josé@correo.example.mx', 'a@b.cd'])('accepts %s', (text) => {
    expect(isEmailAddress(text)).toBe(true);
  });

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@@example.com',
    'ana ruiz@example.com',
    'ana@exa mple.com',
    'ana..ruiz@example.com',
    '.ana@example.com',
    'ana@-example.com',
    'ana@example.c',
    '"ana"@example.com',
    `${'a'.repeat(65)}@example.com`,
    `ana@${'a'.repeat(250)}.com`,
  ])('refuses %s', (text) => {
    expect(isEmailAddress(text)).toBe(false);
  });
});

describe('readGuestDetails', () => {
  it('cleans every field, lower-cases the email, and stores blank optional text as null', () => {
    const { details, problems } = readGuestDetails({
      name: '  José García ',
      email: ' Jose@Example.COM ',
      phone: ' ',
      dietaryRestrictions: '',
      tableAssignment: ' 4 ',
      specialRequests: null,
    });
    expect(problems).toEqual([]);
    expect(details).toEqual({
      name: 'José García',
      email: 'jose@example.com',
      phone: null,
      dietaryRestrictions: null,
      plusOne: false,
      tableAssignment: '4',
      specialRequests: null,
      household: null,
      plusOneName: null,
      meal: null,
    });
  });

  it('requires a name that is not blank', () => {
    expect(readGuestDetails({ name: '   ' }).problems).toEqual([{ field: 'name', kind: 'missing' }]);
    expect(readGuestDetails({}).problems).toEqual([{ field: 'name', kind: 'missing' }]);
  });

  it('reports every field at fault, in field order', () => {
    const { problems } = readGuestDetails({ name: 'x'.repeat(121), email: 'nope', phone: 'call me', tableAssignment: 't'.repeat(61) });
    expect(problems).toEqual([
      { field: 'name', kind: 'too-long', max: 120 },
      { field: 'email', kind: 'invalid', value: 'nope' },
      { field: 'phone', kind: 'invalid', value: 'call me' },
      { field: 'tableAssignment', kind: 'too-long', max: 60 },
    ]);
  });

  it('counts length after trimming', () => {
    expect(readGuestDetails({ name: ` ${'x'.repeat(120)} ` }).problems).toEqual([]);
  });
});

describe('readGuestChanges', () => {
  it('returns only the fields given, clearing optional ones given as blank or null', () => {
    expect(readGuestChanges({ tableAssignment: '', specialRequests: null, plusOne: true })).toEqual({
      changes: { tableAssignment: null, specialRequests: null, plusOne: true },
      problems: [],
    });
  });

  it('will not clear a name', () => {
    expect(readGuestChanges({ name: ' ' }).problems).toEqual([{ field: 'name', kind: 'missing' }]);
  });
});

describe('describeProblem', () => {
  it('names the field for the API', () => {
    expect(describeProblem({ field: 'name', kind: 'missing' })).toBe('name must not be blank');
    expect(describeProblem({ field: 'email', kind: 'invalid', value: 'x' })).toBe('email must be an email address');
    expect(describeProblem({ field: 'specialRequests', kind: 'too-long', max: 500 })).toBe('specialRequests must be at most 500 characters');
  });

  it("uses a file's own heading and quotes the value for an import, shortening a long one", () => {
    expect(describeProblem({ field: 'plusOne', kind: 'invalid', value: 'maybe' }, 'Plus One', { quoteValue: true })).toBe(
      'Plus One must be yes or no, not "maybe"',
    );
    const long = describeProblem({ field: 'email', kind: 'invalid', value: 'x'.repeat(100) }, 'E-mail', { quoteValue: true });
    expect(long).toBe(`E-mail must be an email address, not "${'x'.repeat(40)}…"`);
  });
});
