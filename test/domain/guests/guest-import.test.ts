import { describe, expect, it } from '@jest/globals';
import { analyzeGuestImport, rowsToImport } from '../../../domain/guests/guest-import.js';
import { CSV_MAX_BYTES } from '../../../domain/guests/guest.js';
import { GuestMother } from './guest-mother.js';

const analyze = (lines: string[]) => analyzeGuestImport(lines.join('\r\n'), []);
const rowNumbered = (analysis: ReturnType<typeof analyze>, row: number) => analysis.rows.find((r) => r.row === row)!;

describe('analyzeGuestImport: reading rows', () => {
  it('numbers rows as a spreadsheet does: headings are row 1, and a cell with a line break is still one row', () => {
    const analysis = analyze(['Name,Notes', 'Ana,"Needs a ramp', 'and a quiet seat"', 'Ben,', '', 'Cleo,']);
    expect(analysis.rows.map((r) => [r.row, r.details.name])).toEqual([
      [2, 'Ana'],
      [3, 'Ben'],
      [5, 'Cleo'],
    ]);
    expect(rowNumbered(analysis, 2).details.specialRequests).toBe('Needs a ramp\r\nand a quiet seat');
  });

  it('keeps accented names exactly, composing letters typed with combining marks', () => {
    const analysis = analyze(['Name', 'José García', 'Zoë Brontë', 'Jose\u0301 Nu\u0301n\u0303ez', 'Łukasz Wójcik', 'Nguyễn Thị Minh']);
    expect(analysis.rows.map((r) => r.details.name)).toEqual(['José García', 'Zoë Brontë', 'José Núñez', 'Łukasz Wójcik', 'Nguyễn Thị Minh']);
  });

  it('trims cells, reads blank optional cells as null and lower-cases emails', () => {
    const [row] = analyze(['Name,Email,Phone,Diet,Table,Notes', '  Ana Ruiz , ANA@Example.com ,  ,,  7 ,']).rows;
    expect(row.details).toEqual({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: null,
      dietaryRestrictions: null,
      plusOne: false,
      tableAssignment: '7',
      specialRequests: null,
      household: null,
      plusOneName: null,
      meal: null,
    });
    expect(row.rsvpStatus).toBe('pending');
  });

  it.each([
    ['yes', true], ['Yes', true], ['Y', true], ['true', true], ['TRUE', true], ['1', true],
    ['no', false], ['N', false], ['false', false], ['0', false], ['', false],
  ])('reads a plus-one of "%s" as %s', (cell, plusOne) => {
    const [row] = analyze(['Name,Plus One', `Ana,${cell}`]).rows;
    expect(row).toMatchObject({ errors: [], details: { plusOne } });
  });

  it.each([
    ['', 'pending'], ['Pending', 'pending'], ['invited', 'pending'],
    ['confirmed', 'confirmed'], ['Yes', 'confirmed'], ['Attending', 'confirmed'],
    ['declined', 'declined'], ['no', 'declined'], ['Not attending', 'declined'], ['Regrets', 'declined'],
  ])('reads an RSVP of "%s" as %s', (cell, status) => {
    const [row] = analyze(['Name,RSVP', `Ana,${cell}`]).rows;
    expect(row).toMatchObject({ errors: [], rsvpStatus: status });
  });

  it('makes a name of first and last name columns', () => {
    const analysis = analyze(['First Name,Last Name,Email', 'Zoë,Brontë,zoe@example.com', ',Solo,']);
    expect(analysis.rows.map((r) => r.details.name)).toEqual(['Zoë Brontë', 'Solo']);
  });

  it('reads back a cell the export wrote with a leading apostrophe', () => {
    const [row] = analyze(['Name,Phone,Notes', `Ana,'+1 830 555 0100,"'=SUM(A1)"`]).rows;
    expect(row.details).toMatchObject({ phone: '+1 830 555 0100', specialRequests: '=SUM(A1)' });
  });

  it('reads a file saved with a byte order mark and semicolons', () => {
    const analysis = analyzeGuestImport('\uFEFFName;Email\r\nRuiz, Ana;ana@example.com\r\n', []);
    expect(analysis.rows[0].details).toMatchObject({ name: 'Ruiz, Ana', email: 'ana@example.com' });
  });
});

describe('analyzeGuestImport: errors per row', () => {
  it('reports each problem with the heading the file uses and the value at fault', () => {
    const analysis = analyze([
      'Guest Name,E-mail,+1,Diet,RSVP,Phone',
      ' ,ana@example.com,,,,',
      'Ben,ben@,,,,',
      'Cleo,,maybe,,,',
      `Dev,,,${'x'.repeat(301)},,`,
      'Eve,,,,perhaps,',
      'Fay,,,,,call me',
      ' ,not-an-email,2,,,',
    ]);
    expect(analysis.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, ['Guest Name must not be blank']],
      [3, ['E-mail must be an email address, not "ben@"']],
      [4, ['+1 must be yes or no, not "maybe"']],
      [5, ['Diet must be at most 300 characters']],
      [6, ['RSVP must be pending, confirmed or declined, not "perhaps"']],
      [7, ['Phone may hold only digits, spaces and + ( ) - . x, not "call me"']],
      [8, ['Guest Name must not be blank', 'E-mail must be an email address, not "not-an-email"', '+1 must be yes or no, not "2"']],
    ]);
    expect(analysis).toMatchObject({ validCount: 0, errorCount: 7, duplicateCount: 0 });
  });

  it('reads words that name built-in object properties as the unknown words they are', () => {
    const [row] = analyze(['Name,Plus One,RSVP', 'Ana,constructor,toString']).rows;
    expect(row.errors).toEqual(['Plus One must be yes or no, not "constructor"', 'RSVP must be pending, confirmed or declined, not "toString"']);
    expect(row).toMatchObject({ details: { plusOne: false }, rsvpStatus: 'pending' });
  });

  it('flags a row with more cells than headings, the mark of a comma that lost its quotes', () => {
    const [row] = analyze(['Name,Email', 'Smith, John,john@example.com']).rows;
    expect(row.errors).toContain('The row has 3 cells but the heading row names 2: is a comma missing its quotes?');
  });

  it('accepts trailing empty cells', () => {
    expect(analyze(['Name,Email', 'Ana,ana@example.com,,,']).rows[0].errors).toEqual([]);
  });

  it.each([120, 121])('checks the name length after trimming (%i characters)', (length) => {
    const [row] = analyze(['Name', ` ${'x'.repeat(length)} `]).rows;
    expect(row.errors).toHaveLength(length > 120 ? 1 : 0);
  });
});

describe('analyzeGuestImport: duplicates', () => {
  it('flags a later row with the same email, whatever its case, or the same name where an email is missing', () => {
    const analysis = analyze([
      'Name,Email',
      'Ana Ruiz,ana@example.com',
      'Ana R.,ANA@example.com',
      'Grandma Rose,',
      'grandma  rose,',
      'Ana Ruiz,',
      'John Smith,john1@example.com',
      'John Smith,john2@example.com',
    ]);
    expect(analysis.rows.map((r) => [r.row, r.duplicateOf])).toEqual([
      [2, null],
      [3, { source: 'file', row: 2 }],
      [4, null],
      [5, { source: 'file', row: 4 }],
      [6, { source: 'file', row: 2 }],
      [7, null],
      [8, null],
    ]);
    expect(analysis).toMatchObject({ validCount: 4, errorCount: 0, duplicateCount: 3 });
  });

  it('flags guests already on the list, by email or by a name without email', () => {
    const onList = [
      GuestMother.create({ id: 'g-ana', name: 'Ana Ruiz', email: 'ana@example.com' }),
      GuestMother.create({ id: 'g-rose', name: 'Grandma Rose', email: null }),
    ];
    const analysis = analyzeGuestImport(['Name,Email', 'Ana,ana@example.com', 'Grandma Rose,rose@example.com', 'Ana Ruiz,', 'José,'].join('\n'), onList);
    expect(analysis.rows.map((r) => r.duplicateOf)).toEqual([
      { source: 'list', guestId: 'g-ana', name: 'Ana Ruiz' },
      { source: 'list', guestId: 'g-rose', name: 'Grandma Rose' },
      { source: 'list', guestId: 'g-ana', name: 'Ana Ruiz' },
      null,
    ]);
  });

  it('tells accented names apart from plain ones', () => {
    const analysis = analyze(['Name', 'José', 'Jose', 'JOSÉ']);
    expect(analysis.rows.map((r) => r.duplicateOf)).toEqual([null, null, { source: 'file', row: 2 }]);
  });

  it('does not compare rows with errors', () => {
    const analysis = analyze(['Name,Email', 'Ana,ana@', 'Ana,ana@']);
    expect(analysis.rows.map((r) => r.duplicateOf)).toEqual([null, null]);
    expect(analysis.errorCount).toBe(2);
  });
});

describe('rowsToImport', () => {
  const analysis = analyze(['Name,Email', 'Ana,ana@example.com', 'Ana,ana@example.com', 'Ben,ben@']);

  it('takes rows without errors and leaves duplicates out', () => {
    expect(rowsToImport(analysis, false).map((r) => r.row)).toEqual([2]);
  });

  it('takes duplicates too when asked, but never rows with errors', () => {
    expect(rowsToImport(analysis, true).map((r) => r.row)).toEqual([2, 3]);
  });
});

describe('analyzeGuestImport: files it refuses', () => {
  const refusal = (csv: string) => {
    try {
      analyzeGuestImport(csv, []);
    } catch (error) {
      return error as { code: string; field: string; message: string };
    }
    throw new Error('expected the file to be refused');
  };

  it.each([
    ['an empty file', '', /empty/],
    ['a file of blank lines', '\n\n', /empty/],
    ['a file without a name column', 'Email,Phone\nana@example.com,1', /column of guest names/],
    ['an unclosed quote', 'Name\n"Ana\n', /never closed/],
    ['more than 1,000 guests', ['Name', ...Array.from({ length: 1001 }, (_, i) => `G${i}`)].join('\n'), /1001 guests.*at most 1,000/],
    ['more than 1 MB', `Name\n${'é'.repeat(CSV_MAX_BYTES / 2)}`, /at most 1 MB/],
  ])('refuses %s, naming csv', (_, csv, message) => {
    expect(refusal(csv)).toMatchObject({ kind: 'INVALID_INPUT', field: 'csv', message: expect.stringMatching(message) });
  });

  it('takes exactly 1,000 guests', () => {
    const csv = ['Name', ...Array.from({ length: 1000 }, (_, i) => `G${i}`)].join('\n');
    expect(analyzeGuestImport(csv, []).validCount).toBe(1000);
  });
});
