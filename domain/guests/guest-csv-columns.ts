import type { GuestTextField } from './guest-fields.js';

/**
 * The guest fields a spreadsheet column can fill. The partner columns of Zola, The Knot and Joy
 * exports (one row per couple or family) fill a second guest of the row's household.
 */
export type ImportField =
  | GuestTextField
  | 'plusOne'
  | 'rsvpStatus'
  | 'meal'
  | 'firstName'
  | 'lastName'
  | 'partnerName'
  | 'partnerFirstName'
  | 'partnerLastName';

export const IMPORT_FIELDS: readonly ImportField[] = [
  'name', 'email', 'phone', 'dietaryRestrictions', 'tableAssignment', 'specialRequests', 'household', 'plusOneName',
  'plusOne', 'rsvpStatus', 'meal', 'firstName', 'lastName', 'partnerName', 'partnerFirstName', 'partnerLastName',
];

/**
 * Words as people type them in a spreadsheet, reduced to a key for matching: case, spaces,
 * "_", "-", "." and ":" ignored ("E-mail" is "email", "Not attending" is "notattending").
 */
export function looseKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_\-.:]+/g, '');
}

const SYNONYMS: Readonly<Record<ImportField, readonly string[]>> = {
  name: ['name', 'fullname', 'guestname', 'guest', 'guestfullname', 'names'],
  firstName: ['firstname', 'first', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail', 'guestemail'],
  phone: ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'cell', 'cellphone', 'mobilephone'],
  dietaryRestrictions: ['dietaryrestrictions', 'dietary', 'diet', 'dietaryneeds', 'dietaryrequirements', 'allergies', 'dietaryrestriction'],
  plusOne: ['plusone', '+1', 'plus1', 'plusones', 'guestplusone', 'bringingaguest'],
  tableAssignment: ['tableassignment', 'table', 'tablenumber', 'tableno', 'seating', 'seat'],
  specialRequests: ['specialrequests', 'specialrequest', 'requests', 'notes', 'note', 'comments'],
  rsvpStatus: ['rsvpstatus', 'rsvp', 'status', 'response', 'attending', 'rsvpresponse'],
  household: ['household', 'householdname', 'party', 'partyname', 'group', 'groupname', 'guestgroup', 'invitationgroup', 'family'],
  plusOneName: ['plusonename', '+1name', 'plus1name', 'plusonefullname', 'guestofname'],
  meal: ['meal', 'mealchoice', 'mealselection', 'mealpreference', 'entree', 'entreechoice', 'entrée', 'menu', 'menuchoice', 'foodchoice', 'dinnerchoice'],
  partnerName: ['partnername', 'partner', 'partnerfullname', 'spouse', 'spousename'],
  partnerFirstName: ['partnerfirstname', 'partnerfirst', 'partnergivenname', 'spousefirstname', 'guest2firstname'],
  partnerLastName: ['partnerlastname', 'partnerlast', 'partnersurname', 'spouselastname', 'guest2lastname'],
};

/**
 * Exports with several events head their answer columns by event ("Wedding RSVP", "Reception -
 * Meal"): a heading that ends with one of these is read as that field.
 */
const EVENT_COLUMN_ENDINGS: readonly [ending: string, field: ImportField][] = [
  ['rsvp', 'rsvpStatus'],
  ['rsvpstatus', 'rsvpStatus'],
  ['mealchoice', 'meal'],
  ['mealselection', 'meal'],
  ['meal', 'meal'],
];

const FIELD_BY_KEY: ReadonlyMap<string, ImportField> = new Map(
  (Object.entries(SYNONYMS) as [ImportField, readonly string[]][]).flatMap(([field, keys]) => keys.map((key) => [key, field] as const)),
);

export function fieldForHeading(heading: string): ImportField | null {
  const key = looseKey(heading);
  const exact = FIELD_BY_KEY.get(key);
  if (exact) return exact;
  return EVENT_COLUMN_ENDINGS.find(([ending]) => key.endsWith(ending))?.[1] ?? null;
}

export interface ColumnMapping {
  /** Column index to field; the first column naming a field wins. */
  fields: Map<number, ImportField>;
  /**
   * Every column as the preview shows it: its heading and what it fills. Null means the column
   * is read past (an unknown heading, a field named twice, or the ids and times of an export).
   */
  columns: { heading: string; field: ImportField | null }[];
  hasName: boolean;
}

export function mapColumns(headings: readonly string[]): ColumnMapping {
  const fields = new Map<number, ImportField>();
  const taken = new Set<ImportField>();
  const columns = headings.map((raw, index) => {
    const heading = raw.trim();
    const field = fieldForHeading(heading);
    if (!field || taken.has(field)) return { heading, field: null };
    taken.add(field);
    fields.set(index, field);
    return { heading, field };
  });
  return { fields, columns, hasName: taken.has('name') || taken.has('firstName') || taken.has('lastName') };
}
