import Papa from 'papaparse';
import { InvalidInputError } from '../shared/domain-error.js';

// RFC 4180 text through papaparse (pure string work, no I/O). What the cells mean is
// guest-csv-*.ts's business.

const BYTE_ORDER_MARK = '\uFEFF';
/** Cells a spreadsheet would run as a formula; written with a leading apostrophe instead. */
const FORMULA_START = /^[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'[=+\-@\t\r]/;

/**
 * Excel writes ";" where the decimal mark is a comma, and some tools write tabs. The heading
 * row tells: whichever separator it holds most of (papaparse's own guess trips on blank lines).
 */
export function guessDelimiter(text: string): string {
  const headingRow = text.split(/\r?\n/, 1)[0];
  const count = (separator: string) => headingRow.split(separator).length - 1;
  return [';', '\t'].reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best), ',');
}

/** Records as string cells. A quote left open is refused: the rest of the file would be one cell. */
export function parseCsv(text: string, field = 'csv'): string[][] {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  // Blank lines stay in as empty records so that row numbers match the spreadsheet's.
  const result = Papa.parse<string[]>(body, { delimiter: guessDelimiter(body), skipEmptyLines: false });
  const broken = result.errors.find((e) => e.type === 'Quotes');
  if (broken) {
    const where = broken.row === undefined ? '' : ` in row ${broken.row + 1}`;
    throw new InvalidInputError('GUEST_IMPORT.UNCLOSED_QUOTE', field, `The file has a quoted value that is never closed${where}`);
  }
  return result.data;
}

/**
 * CSV for spreadsheets: comma separated, CRLF line ends, quotes only where needed, a byte order
 * mark so Excel reads UTF-8 (and keeps accents), and formula-looking cells defused.
 */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + Papa.unparse(records as string[][], { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START });
}

/** Undoes writeCsv's formula escape, so an exported list imports back unchanged. */
export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}
