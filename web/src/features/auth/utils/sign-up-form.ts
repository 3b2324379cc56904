import { ACCOUNT_LIMITS, SIGN_UP_DETAIL_MAXIMUM, signUpDetailTextLimit } from '@domain/accounts/account-limits';
import type { AccountType, SignUpRequest } from '../types';
import { isEmailAddress, passwordProblem } from './password-rules';

export interface SignUpValues {
  accountType: AccountType;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  // Planning a wedding
  partnerName: string;
  weddingDate: string;
  estimatedGuests: string;
  budget: string;
  location: string;
  // Venue owner
  venueName: string;
  venueType: string;
  maxCapacity: string;
  startingPrice: string;
  venueLocation: string;
  venueDescription: string;
  // Wedding vendor
  businessName: string;
  vendorType: string;
  yearsExperience: string;
  portfolioUrl: string;
  serviceArea: string;
  specialties: string[];
}

export type SignUpField = keyof SignUpValues;
export type TextField = Exclude<SignUpField, 'accountType' | 'specialties'>;
export type FieldErrors = Partial<Record<SignUpField, string>>;

export const SIGN_UP_STEPS = [1, 2, 3] as const;
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];
export const LAST_STEP: SignUpStep = 3;

export const INITIAL_SIGN_UP_VALUES: SignUpValues = {
  accountType: 'customer',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  partnerName: '',
  weddingDate: '',
  estimatedGuests: '',
  budget: '',
  location: '',
  venueName: '',
  venueType: '',
  maxCapacity: '',
  startingPrice: '',
  venueLocation: '',
  venueDescription: '',
  businessName: '',
  vendorType: '',
  yearsExperience: '',
  portfolioUrl: '',
  serviceArea: '',
  specialties: [],
};

const BASIC_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** Step 3's fields of each account type, in the order the form shows them. */
export const DETAIL_FIELDS: Record<AccountType, readonly SignUpField[]> = {
  customer: ['partnerName', 'weddingDate', 'estimatedGuests', 'budget', 'location'],
  venue: ['venueName', 'venueType', 'maxCapacity', 'startingPrice', 'venueLocation', 'venueDescription'],
  vendor: ['businessName', 'vendorType', 'yearsExperience', 'portfolioUrl', 'serviceArea', 'specialties'],
};

const REQUIRED_BASIC = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
/** The spec marks these required in the form; the API requires them too. */
const REQUIRED_DETAIL: Partial<Record<AccountType, TextField>> = { venue: 'venueName', vendor: 'businessName' };

const NUMBER_FIELDS = new Set<SignUpField>(['estimatedGuests', 'maxCapacity', 'startingPrice', 'yearsExperience']);

export function isNumberField(field: SignUpField): boolean {
  return NUMBER_FIELDS.has(field);
}

const BASIC_TEXT_LIMITS: Partial<Record<SignUpField, number>> = {
  firstName: ACCOUNT_LIMITS.nameLength,
  lastName: ACCOUNT_LIMITS.nameLength,
  email: ACCOUNT_LIMITS.emailLength,
  phone: ACCOUNT_LIMITS.phoneLength,
};

/** The most characters a text field takes: what the API accepts (dates and numbers have none). */
export function textLimitOf(field: TextField): number | undefined {
  if (isNumberField(field) || field === 'weddingDate' || field === 'password' || field === 'confirmPassword') return undefined;
  return BASIC_TEXT_LIMITS[field] ?? signUpDetailTextLimit(field);
}

/** The largest number a number field takes (the smallest is 0). */
export function numberMaximumOf(field: SignUpField): number | undefined {
  return SIGN_UP_DETAIL_MAXIMUM[field];
}

/** The step that shows a field, so the wizard can go back to it. */
export function stepOfField(field: SignUpField): SignUpStep {
  if (field === 'accountType') return 1;
  return (BASIC_FIELDS as readonly SignUpField[]).includes(field) ? 2 : 3;
}

/** The first step holding any of these fields, or null when none is given. */
export function firstStepWithError(errors: FieldErrors): SignUpStep | null {
  const steps = (Object.keys(errors) as SignUpField[]).map(stepOfField);
  return steps.length ? (Math.min(...steps) as SignUpStep) : null;
}

export interface SignUpProblem {
  errors: FieldErrors;
  toast: { title: string; description?: string };
}

const MISSING_MESSAGES: Partial<Record<SignUpField, string>> = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'Enter your email address.',
  password: 'Choose a password.',
  confirmPassword: 'Type your password again.',
  venueName: 'Enter the name of your venue.',
  businessName: 'Enter the name of your business.',
};

/** The submit checks of the spec, in its order, plus format checks the browser cannot make across steps. */
export function validateSignUp(values: SignUpValues): SignUpProblem | null {
  const required: TextField[] = [...REQUIRED_BASIC];
  const detail = REQUIRED_DETAIL[values.accountType];
  if (detail) required.push(detail);
  const missing = required.filter((field) => !values[field].trim());
  if (missing.length) {
    return {
      errors: Object.fromEntries(missing.map((field) => [field, MISSING_MESSAGES[field]])),
      toast: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    };
  }

  const password = passwordProblem(values.password, values.confirmPassword);
  if (password) return { errors: { [password.field]: password.message }, toast: { title: password.message } };

  const errors: FieldErrors = {};
  if (!isEmailAddress(values.email)) errors.email = 'Enter an email address like name@example.com.';
  for (const field of DETAIL_FIELDS[values.accountType]) {
    if (!isNumberField(field)) continue;
    const amount = parseAmount(values[field] as string);
    const maximum = numberMaximumOf(field);
    if (amount === 'invalid') errors[field] = 'Enter a number of 0 or more.';
    else if (amount !== null && maximum !== undefined && amount > maximum) errors[field] = `Enter a number from 0 to ${maximum.toLocaleString('en-US')}.`;
  }
  if (values.accountType === 'vendor' && values.portfolioUrl.trim() && !isWebAddress(values.portfolioUrl.trim())) {
    errors.portfolioUrl = 'Enter a full web address starting with https://';
  }
  if (Object.keys(errors).length) {
    return { errors, toast: { title: 'Please Check Your Details', description: 'Some fields need a second look.' } };
  }
  return null;
}

/** The API request: trimmed text, numbers as numbers, and only the chosen type's non-empty details. */
export function toSignUpRequest(values: SignUpValues): SignUpRequest {
  const details: NonNullable<SignUpRequest['details']> = {};
  for (const field of DETAIL_FIELDS[values.accountType]) {
    const value = values[field];
    if (Array.isArray(value)) {
      if (value.length) details[field] = value;
    } else if (isNumberField(field)) {
      const amount = parseAmount(value);
      if (typeof amount === 'number') details[field] = amount;
    } else if (value.trim()) {
      details[field] = value.trim();
    }
  }
  const phone = values.phone.trim();
  return {
    accountType: values.accountType,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    ...(phone ? { phone } : {}),
    details,
  };
}

/** A non-negative number, null for an empty field, 'invalid' for anything else. */
function parseAmount(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) && amount >= 0 ? amount : 'invalid';
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Field names the API may name in a 400 ("details.venueName" is step 3's venueName). */
export function signUpFieldOf(apiField: string | undefined): SignUpField | null {
  if (!apiField) return null;
  const name = apiField.startsWith('details.') ? apiField.slice('details.'.length) : apiField;
  return name in INITIAL_SIGN_UP_VALUES ? (name as SignUpField) : null;
}
