import { describe, expect, it } from '@jest/globals';
import { guessDelimiter, parseCsv, unescapeFormula, writeCsv } from '../../../domain/guests/csv-text.js';

const TRICKY = [
  ['plain', 'with, comma', 'with "quotes"', 'two\nlines', 'windows\r\nlines'],
  ['José García', 'Zoë Brontë', 'Siobhán Ó Briain', 'Nguyễn Thị Minh', '王小明 🎉'],
  [' leading space', 'trailing space ', '', '"', ','],
];

describe('writeCsv', () => {
  it('starts with a byte order mark and ends lines with CRLF', () => {
    const text = writeCsv([['Name'], ['Ana']]);
    expect(text).toBe('\uFEFFName\r\nAna');
  });

  it('quotes only cells that need it, doubling quotes inside', () => {
    expect(writeCsv([['a', 'b,c', 'say "hi"', 'x\ny', ' pad']])).toBe('\uFEFFa,"b,c","say ""hi""","x\ny"," pad"');
  });

  it('writes formula-looking cells with a leading apostrophe so a spreadsheet shows them as text', () => {
    expect(writeCsv([['=HYPERLINK("http://evil")', '+1 830 555 0100', '-3', '@SUM(A1)', 'safe']])).toBe(
      `\uFEFF"'=HYPERLINK(""http://evil"")","'+1 830 555 0100","'-3","'@SUM(A1)",safe`,
    );
  });
});

describe('parseCsv', () => {
  it('reads back exactly what writeCsv wrote, quotes, line breaks and accents included', () => {
    expect(parseCsv(writeCsv(TRICKY))).toEqual(TRICKY);
  });

  it('reads a file without a byte order mark, with LF line ends', () => {
    expect(parseCsv('Name,Email\nAna,ana@example.com')).toEqual([
      ['Name', 'Email'],
      ['Ana', 'ana@example.com'],
    ]);
  });

  it('reads files separated by semicolons or tabs, as some spreadsheets save them', () => {
    expect(parseCsv('Name;Diet\r\n"Ruiz; Ana";Vegan\r\n')[1]).toEqual(['Ruiz; Ana', 'Vegan']);
    expect(parseCsv('Name\tDiet\nAna\tVegan\n')[1]).toEqual(['Ana', 'Vegan']);
  });

  it('keeps empty lines as empty records, so row numbers stay true', () => {
    expect(parseCsv('Name\n\nAna\n')).toEqual([['Name'], [''], ['Ana'], ['']]);
  });

  it('refuses a quote that is never closed, naming its row', () => {
    expect(() => parseCsv('Name,Notes\nAna,"open\nBen,x\n')).toThrow(expect.objectContaining({ field: 'csv', message: expect.stringMatching(/never closed in row 2/) }));
  });
});

describe('guessDelimiter', () => {
  it('takes the separator the heading row holds most of, commas when in doubt', () => {
    expect(guessDelimiter('Name,Email\nAna;Ben,x')).toBe(',');
    expect(guessDelimiter('Name;Email;Diet\nRuiz, Ana;a@b.cd;')).toBe(';');
    expect(guessDelimiter('Name\tEmail\n')).toBe('\t');
    expect(guessDelimiter('Name\nAna')).toBe(',');
  });
});

describe('unescapeFormula', () => {
  it('undoes the apostrophe writeCsv puts before a formula-looking cell', () => {
    expect(unescapeFormula("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unescapeFormula("'+1 830")).toBe('+1 830');
  });

  it("leaves other apostrophes alone", () => {
    expect(unescapeFormula("O'Brien")).toBe("O'Brien");
    expect(unescapeFormula("'tis the season")).toBe("'tis the season");
  });
});
