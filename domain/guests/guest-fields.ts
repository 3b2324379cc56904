import { GUEST_LIMITS, isMealChoice, MEAL_CHOICES, type GuestDetails, type MealChoice } from './guest.js';

// The one place that says what a valid guest is: the API, the CSV import and the RSVP page
// all clean and check their input here.

export type GuestTextField = 'name' | 'email' | 'phone' | 'dietaryRestrictions' | 'tableAssignment' | 'specialRequests' | 'household' | 'plusOneName';
export const GUEST_TEXT_FIELDS: readonly GuestTextField[] = ['name', 'email', 'phone', 'dietaryRestrictions', 'tableAssignment', 'specialRequests', 'household', 'plusOneName'];

export const MAX_LENGTH: Readonly<Record<GuestTextField, number>> = {
  name: GUEST_LIMITS.nameLength,
  email: GUEST_LIMITS.emailLength,
  phone: GUEST_LIMITS.phoneLength,
  dietaryRestrictions: GUEST_LIMITS.dietaryRestrictionsLength,
  tableAssignment: GUEST_LIMITS.tableAssignmentLength,
  specialRequests: GUEST_LIMITS.specialRequestsLength,
  household: GUEST_LIMITS.householdLength,
  plusOneName: GUEST_LIMITS.plusOneNameLength,
};

/** The characters a phone number is written with, as on the booking and inquiry forms. */
export const PHONE_PATTERN = /^[\d\s()+.\-x]+$/;
export const PHONE_RULE = 'may hold only digits, spaces and + ( ) - . x';

const LOCAL_PART = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\\.[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN = '(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?\\.)+\\p{L}{2,63}';
const EMAIL = new RegExp(`^${LOCAL_PART}@${DOMAIN}$`, 'u');
const MAX_LOCAL_PART = 64;

/** A mailbox people actually have: name@host.tld, letters of any script allowed. */
export function isEmailAddress(text: string): boolean {
  return text.length <= GUEST_LIMITS.emailLength && EMAIL.test(text) && text.indexOf('@') <= MAX_LOCAL_PART;
}

/**
 * Trimmed text in composed Unicode form (NFC), so "José" typed on a Mac and on Windows is one
 * name; blank becomes null, since an empty note is no note.
 */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = value?.normalize('NFC').trim();
  return trimmed ? trimmed : null;
}

export type FieldProblem =
  | { field: GuestTextField; kind: 'missing' }
  | { field: GuestTextField; kind: 'too-long'; max: number }
  | { field: GuestTextField | 'plusOne' | 'rsvpStatus' | 'meal'; kind: 'invalid'; value: string };

/** A field's cleaned value, or what is wrong with it. */
export function cleanGuestText(field: GuestTextField, raw: string | null | undefined): { value: string | null; problem: FieldProblem | null } {
  let value = cleanText(raw);
  if (field === 'email' && value) value = value.toLowerCase();
  if (value === null) return { value, problem: field === 'name' ? { field, kind: 'missing' } : null };
  if (value.length > MAX_LENGTH[field]) return { value, problem: { field, kind: 'too-long', max: MAX_LENGTH[field] } };
  if (field === 'email' && !isEmailAddress(value)) return { value, problem: { field, kind: 'invalid', value } };
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return { value, problem: { field, kind: 'invalid', value } };
  return { value, problem: null };
}

const INVALID_RULE: Readonly<Record<FieldProblem['field'], string>> = {
  name: 'is not a name',
  email: 'must be an email address',
  phone: PHONE_RULE,
  dietaryRestrictions: 'is not valid',
  tableAssignment: 'is not valid',
  specialRequests: 'is not valid',
  household: 'is not valid',
  plusOneName: 'is only for a guest bringing a plus-one',
  meal: `must be one of ${MEAL_CHOICES.join(', ')}`,
  plusOne: 'must be yes or no',
  rsvpStatus: 'must be pending, confirmed or declined',
};

const QUOTED_VALUE_LENGTH = 40;

/**
 * A sentence about the problem, starting with the field's label: the field name for the API,
 * the file's own column heading for an import (where quoting the value helps find the cell).
 */
export function describeProblem(problem: FieldProblem, label: string = problem.field, options: { quoteValue?: boolean } = {}): string {
  switch (problem.kind) {
    case 'missing':
      return `${label} must not be blank`;
    case 'too-long':
      return `${label} must be at most ${problem.max} characters`;
    case 'invalid': {
      const shown = problem.value.length > QUOTED_VALUE_LENGTH ? `${problem.value.slice(0, QUOTED_VALUE_LENGTH)}…` : problem.value;
      return `${label} ${INVALID_RULE[problem.field]}${options.quoteValue ? `, not "${shown}"` : ''}`;
    }
  }
}

export type GuestDetailsInput = { [K in GuestTextField]?: string | null } & { plusOne?: boolean | null; meal?: string | null };

/** A meal as sent: one of MEAL_CHOICES, or null (not chosen). */
export function readMeal(raw: string | null): { value: MealChoice | null; problem: FieldProblem | null } {
  if (raw === null) return { value: null, problem: null };
  return isMealChoice(raw) ? { value: raw, problem: null } : { value: null, problem: { field: 'meal', kind: 'invalid', value: raw } };
}

/**
 * A plus-one's name belongs to a guest bringing a plus-one: naming one means there is one, and
 * taking the plus-one away takes the name with it. Saying both "no plus-one" and a name is refused.
 */
export function reconcilePlusOne(changes: Partial<GuestDetails>): FieldProblem | null {
  const named = changes.plusOneName !== undefined && changes.plusOneName !== null;
  if (changes.plusOne === false && named) return { field: 'plusOneName', kind: 'invalid', value: changes.plusOneName as string };
  if (changes.plusOne === false) changes.plusOneName = null;
  else if (named) changes.plusOne = true;
  return null;
}

/** Every field of a new guest, cleaned; missing optional text is null, a missing plus-one is false. */
export function readGuestDetails(input: GuestDetailsInput): { details: GuestDetails; problems: FieldProblem[] } {
  const { changes, problems } = readGuestChanges({ ...input, name: input.name ?? null });
  const details: GuestDetails = {
    name: changes.name ?? '',
    email: changes.email ?? null,
    phone: changes.phone ?? null,
    dietaryRestrictions: changes.dietaryRestrictions ?? null,
    plusOne: changes.plusOne ?? false,
    tableAssignment: changes.tableAssignment ?? null,
    specialRequests: changes.specialRequests ?? null,
    household: changes.household ?? null,
    plusOneName: changes.plusOneName ?? null,
    meal: changes.meal ?? null,
  };
  return { details, problems };
}

/** Only the fields present in the input (an update); null or blank text clears an optional field. */
export function readGuestChanges(input: GuestDetailsInput): { changes: Partial<GuestDetails>; problems: FieldProblem[] } {
  const changes: Partial<GuestDetails> = {};
  const problems: FieldProblem[] = [];
  for (const field of GUEST_TEXT_FIELDS) {
    if (!(field in input) || input[field] === undefined) continue;
    const { value, problem } = cleanGuestText(field, input[field]);
    if (problem) problems.push(problem);
    else if (field === 'name') changes.name = value as string;
    else changes[field] = value;
  }
  if (input.plusOne !== undefined && input.plusOne !== null) changes.plusOne = input.plusOne;
  if (input.meal !== undefined) {
    const { value, problem } = readMeal(input.meal);
    if (problem) problems.push(problem);
    else changes.meal = value;
  }
  const conflict = reconcilePlusOne(changes);
  if (conflict) problems.push(conflict);
  return { changes, problems };
}
