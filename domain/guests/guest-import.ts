import { InvalidInputError } from '../shared/domain-error.js';
import { parseCsv, unescapeFormula } from './csv-text.js';
import { looseKey, mapColumns, type ColumnMapping, type ImportField } from './guest-csv-columns.js';
import { cleanGuestText, describeProblem, type FieldProblem, type GuestTextField } from './guest-fields.js';
import { CSV_MAX_BYTES, MAX_GUESTS_PER_BOOKING, type Guest, type GuestDetails, type MealChoice, type RsvpStatus } from './guest.js';

/** About a megabyte of text: a thousand guests with long notes fit several times over. */
export const MAX_IMPORT_ROWS = MAX_GUESTS_PER_BOOKING;

const PLUS_ONE_VALUES: Readonly<Record<string, boolean>> = { yes: true, y: true, true: true, '1': true, no: false, n: false, false: false, '0': false };
const RSVP_VALUES: Readonly<Record<string, RsvpStatus>> = {
  pending: 'pending', invited: 'pending', awaiting: 'pending', noresponse: 'pending', noreply: 'pending',
  awaitingresponse: 'pending', notresponded: 'pending', noresponseyet: 'pending', norsvp: 'pending', notreplied: 'pending', unanswered: 'pending', maybe: 'pending',
  confirmed: 'confirmed', yes: 'confirmed', y: 'confirmed', attending: 'confirmed', accepted: 'confirmed', coming: 'confirmed',
  willattend: 'confirmed', joyfullyaccepts: 'confirmed', accepts: 'confirmed',
  declined: 'declined', no: 'declined', n: 'declined', notattending: 'declined', regrets: 'declined', notcoming: 'declined',
  willnotattend: 'declined', "won'tattend": 'declined', regretfullydeclines: 'declined', declines: 'declined',
};

export type DuplicateOf = { source: 'list'; guestId: string; name: string } | { source: 'file'; row: number };

export interface ImportRow {
  /** The row number a spreadsheet shows: the heading row is 1, so the first guest is row 2. */
  row: number;
  details: GuestDetails;
  rsvpStatus: RsvpStatus;
  errors: string[];
  duplicateOf: DuplicateOf | null;
  /** Set on a guest read from the partner columns: the name of the row's own guest. */
  partnerOf: string | null;
}

/**
 * Every entry (a guest; a row with partner columns gives two) falls in exactly one count: rows
 * with errors (never imported), duplicates without errors (imported only when asked), and the
 * rest, which are imported.
 */
export interface ImportAnalysis {
  columns: ColumnMapping['columns'];
  rows: ImportRow[];
  validCount: number;
  errorCount: number;
  duplicateCount: number;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

function readRecords(csv: string): { headings: string[]; records: { row: number; cells: string[] }[] } {
  if (byteLength(csv) > CSV_MAX_BYTES) throw new InvalidInputError('GUEST_IMPORT.FILE_TOO_LARGE', 'csv', `The file must be at most ${CSV_MAX_BYTES / 1_048_576} MB`);
  const [headings = [], ...rest] = parseCsv(csv);
  if (headings.every((cell) => !cell.trim())) throw new InvalidInputError('GUEST_IMPORT.EMPTY_FILE', 'csv', 'The file is empty: the first row should name the columns (Name, Email, ...)');
  const records = rest
    .map((cells, index) => ({ row: index + 2, cells: cells.map((cell) => unescapeFormula(cell.trim())) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (records.length > MAX_IMPORT_ROWS) {
    throw new InvalidInputError('GUEST_IMPORT.TOO_MANY_GUESTS', 'csv', `The file has ${records.length} guests; a guest list holds at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')}`);
  }
  return { headings, records };
}

type Cell = { text: string; heading: string };
type Cells = ReadonlyMap<ImportField, Cell>;

const MEAL_VALUES: Readonly<Record<string, MealChoice>> = {
  beef: 'beef', steak: 'beef', filet: 'beef', filetmignon: 'beef', brisket: 'beef', shortrib: 'beef',
  chicken: 'chicken', poultry: 'chicken',
  fish: 'fish', salmon: 'fish', seafood: 'fish', seabass: 'fish', halibut: 'fish',
  vegetarian: 'vegetarian', veggie: 'vegetarian', veg: 'vegetarian',
  vegan: 'vegan', plantbased: 'vegan',
  kids: 'kids', kid: 'kids', kidsmeal: 'kids', "kid'smeal": 'kids', child: 'kids', children: 'kids', childrensmeal: 'kids', "children'smeal": 'kids',
};

/** What Zola and others write in the partner slot of a guest whose plus-one is not named yet. */
const UNNAMED_PLUS_ONE = new Set(['guest', 'plusone', '+1', 'plus1', 'tbd', 'unknown', 'guestof']);

/** The name column, or else first and last name together; its heading labels a problem. */
function nameCell(cells: Cells): Cell {
  const name = cells.get('name');
  if (name?.text) return name;
  const text = [cells.get('firstName')?.text, cells.get('lastName')?.text].filter(Boolean).join(' ');
  return { text, heading: name?.heading ?? 'Name' };
}

/**
 * The partner's name as the row spells it: a Partner Name column, or Partner First and Last
 * Name, the last name defaulting to the guest's own ("Ana" of "Luis García" is Ana García).
 * Empty when there is no partner; "unnamed" when the slot holds a plus-one without a name.
 */
function partnerCell(cells: Cells): { cell: Cell; unnamed: boolean } {
  const full = cells.get('partnerName');
  const first = full?.text ? full : cells.get('partnerFirstName');
  const heading = first?.heading ?? 'Partner';
  if (!first?.text) return { cell: { text: '', heading }, unnamed: false };
  if (UNNAMED_PLUS_ONE.has(looseKey(first.text)) && !cells.get('partnerLastName')?.text) return { cell: { text: '', heading }, unnamed: true };
  if (first === full) return { cell: full, unnamed: false };
  const last = cells.get('partnerLastName')?.text || cells.get('lastName')?.text;
  return { cell: { text: [first.text, last].filter(Boolean).join(' '), heading }, unnamed: false };
}

/** "Ana & Luis García" for one last name, "Ana García & Luis Peña" otherwise. */
export function coupleHouseholdName(guest: string, partner: string): string {
  const [guestFirst, guestLast] = splitLastWord(guest);
  const [partnerFirst, partnerLast] = splitLastWord(partner);
  if (guestLast && guestLast === partnerLast) return `${guestFirst} & ${partnerFirst} ${guestLast}`;
  return `${guest} & ${partner}`;
}

function splitLastWord(name: string): [string, string | null] {
  const at = name.lastIndexOf(' ');
  return at < 0 ? [name, null] : [name.slice(0, at), name.slice(at + 1)];
}

/** A cell holding one of a few words (yes/no, an RSVP); blank gives the default. */
function readChoice<T>(cell: Cell | undefined, words: Readonly<Record<string, T>>, fallback: T, onProblem: (cell: Cell) => void): T {
  if (!cell?.text) return fallback;
  const key = looseKey(cell.text);
  if (Object.hasOwn(words, key)) return words[key];
  onProblem(cell);
  return fallback;
}

type ReadRow = Omit<ImportRow, 'row' | 'duplicateOf'>;

/**
 * One spreadsheet row: its guest, and the guest's partner as a second guest of the same household
 * when the partner columns name one. A row with any error gives one entry, never imported.
 */
function readRow(row: readonly string[], mapping: ColumnMapping): ReadRow[] {
  const cells = new Map<ImportField, Cell>();
  for (const [index, field] of mapping.fields) cells.set(field, { text: row[index] ?? '', heading: mapping.columns[index].heading });
  const errors: string[] = [];
  const report = (problem: FieldProblem, heading: string) => errors.push(describeProblem(problem, heading, { quoteValue: true }));

  const clean = (field: GuestTextField, cell: Cell | undefined): string | null => {
    const { value, problem } = cleanGuestText(field, cell?.text);
    if (problem) report(problem, cell?.heading ?? field);
    return value;
  };
  const text = (field: GuestTextField): string | null => clean(field, field === 'name' ? nameCell(cells) : cells.get(field));

  const { cell: partner, unnamed: unnamedPlusOne } = partnerCell(cells);
  const name = text('name') ?? '';
  const email = text('email');
  const phone = text('phone');
  const dietaryRestrictions = text('dietaryRestrictions');
  const plusOne = readChoice(cells.get('plusOne'), PLUS_ONE_VALUES, false, (c) => report({ field: 'plusOne', kind: 'invalid', value: c.text }, c.heading));
  const tableAssignment = text('tableAssignment');
  const specialRequests = text('specialRequests');
  const rsvpStatus = readChoice<RsvpStatus>(cells.get('rsvpStatus'), RSVP_VALUES, 'pending', (c) =>
    report({ field: 'rsvpStatus', kind: 'invalid', value: c.text }, c.heading),
  );
  const meal = readChoice<MealChoice | null>(cells.get('meal'), MEAL_VALUES, null, (c) => report({ field: 'meal', kind: 'invalid', value: c.text }, c.heading));
  const plusOneName = text('plusOneName');
  const partnerName = partner.text ? clean('name', partner) : null;
  const household =
    text('household') ?? (partnerName && name ? clean('household', { text: coupleHouseholdName(name, partnerName), heading: partner.heading }) : null);
  const details: GuestDetails = {
    name,
    email,
    phone,
    dietaryRestrictions,
    // A named plus-one, or the partner slot holding "Guest", is a plus-one.
    plusOne: plusOne || unnamedPlusOne || plusOneName !== null,
    tableAssignment,
    specialRequests,
    household,
    plusOneName,
    meal,
  };
  if (row.slice(mapping.columns.length).some((cell) => cell !== '')) {
    errors.push(`The row has ${row.length} cells but the heading row names ${mapping.columns.length}: is a comma missing its quotes?`);
  }
  if (errors.length || !partnerName) return [{ details, rsvpStatus, errors, partnerOf: null }];
  const partnerGuest: GuestDetails = {
    ...EMPTY_DETAILS,
    name: partnerName,
    tableAssignment,
    household,
  };
  // The row's answer is the party's answer: Zola and Joy take one RSVP for the invitation.
  return [
    { details, rsvpStatus, errors, partnerOf: null },
    { details: partnerGuest, rsvpStatus, errors: [], partnerOf: name },
  ];
}

const EMPTY_DETAILS: GuestDetails = {
  name: '',
  email: null,
  phone: null,
  dietaryRestrictions: null,
  plusOne: false,
  tableAssignment: null,
  specialRequests: null,
  household: null,
  plusOneName: null,
  meal: null,
};

/** "José  García" and "josé garcía" are one name; accents still tell names apart. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Who is already there. Two entries are one person when both have an email and it is the same,
 * or when either has none and the names are the same (two John Smiths with different
 * addresses are two guests).
 */
class DuplicateIndex<T> {
  private readonly byEmail = new Map<string, T>();
  private readonly byName = new Map<string, T>();
  private readonly byNameWithoutEmail = new Map<string, T>();

  add(entry: Pick<GuestDetails, 'name' | 'email'>, ref: T): void {
    const name = nameKey(entry.name);
    if (entry.email && !this.byEmail.has(entry.email)) this.byEmail.set(entry.email, ref);
    if (!this.byName.has(name)) this.byName.set(name, ref);
    if (!entry.email && !this.byNameWithoutEmail.has(name)) this.byNameWithoutEmail.set(name, ref);
  }

  find(entry: Pick<GuestDetails, 'name' | 'email'>): T | undefined {
    const name = nameKey(entry.name);
    if (entry.email) return this.byEmail.get(entry.email) ?? this.byNameWithoutEmail.get(name);
    return this.byName.get(name);
  }
}

/** What an import of this file would do to this list. Pure: nothing is saved. */
export function analyzeGuestImport(csv: string, existing: readonly Guest[]): ImportAnalysis {
  const { headings, records } = readRecords(csv);
  const mapping = mapColumns(headings);
  if (!mapping.hasName) {
    throw new InvalidInputError('GUEST_IMPORT.NAME_COLUMN_MISSING', 'csv', 'The file needs a column of guest names, headed Name (or Full Name, Guest Name, or First Name and Last Name)');
  }
  const onList = new DuplicateIndex<DuplicateOf>();
  for (const guest of existing) onList.add(guest, { source: 'list', guestId: guest.id, name: guest.name });
  const inFile = new DuplicateIndex<DuplicateOf>();

  const rows = records.flatMap(({ row, cells }) =>
    readRow(cells, mapping).map((read): ImportRow => {
      if (read.errors.length) return { row, ...read, duplicateOf: null };
      const duplicateOf = onList.find(read.details) ?? inFile.find(read.details) ?? null;
      inFile.add(read.details, { source: 'file', row });
      return { row, ...read, duplicateOf };
    }),
  );
  const errorCount = rows.filter((r) => r.errors.length).length;
  const duplicateCount = rows.filter((r) => !r.errors.length && r.duplicateOf).length;
  return { columns: mapping.columns, rows, validCount: rows.length - errorCount - duplicateCount, errorCount, duplicateCount };
}

/** The rows an import saves: never those with errors; duplicates only when asked for. */
export function rowsToImport(analysis: ImportAnalysis, includeDuplicates: boolean): ImportRow[] {
  return analysis.rows.filter((r) => !r.errors.length && (includeDuplicates || !r.duplicateOf));
}
