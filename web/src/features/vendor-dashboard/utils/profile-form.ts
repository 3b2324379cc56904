import { decimalStringToCents } from '@domain/shared/money';
import { VENDOR_PROFILE_LIMITS } from '@domain/vendors/use-cases/manage-vendor-profile';
import { categoryOfServiceType } from '@domain/vendors/service-types';
import { ALL_VENDOR_CATEGORIES } from '@domain/vendors/vendor';
import type { Account } from '@/shared/api/current-account';
import { VENDOR_SPECIALTIES } from '@/shared/options/vendor-specialties';
import type { VendorCategory, VendorProfile, VendorProfilePayload } from '../types';
import { addChoice, cleanChoice, includesChoice } from './choice-list';
import { HILL_COUNTRY_TOWNS } from './profile-options';

export interface ProfileFormValues {
  name: string;
  /** '' until the vendor picks one. */
  category: VendorCategory | '';
  description: string;
  specialties: string[];
  serviceArea: string[];
  /** As typed: whole dollars. */
  startingPrice: string;
  portfolio: string[];
  published: boolean;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** Every field, in the order the form shows them (focus goes to the first one at fault). */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'category',
  'startingPrice',
  'description',
  'specialties',
  'serviceArea',
  'portfolio',
  'published',
];

/** The server's limits (the DTO's lengths, the use case's list sizes), from the one domain constant. */
export const PROFILE_LIMITS = {
  ...VENDOR_PROFILE_LIMITS,
  name: VENDOR_PROFILE_LIMITS.nameLength,
  description: VENDOR_PROFILE_LIMITS.descriptionLength,
  choice: VENDOR_PROFILE_LIMITS.itemLength,
  imageAddress: VENDOR_PROFILE_LIMITS.imageUrlLength,
  maxPrice: VENDOR_PROFILE_LIMITS.maxStartingPriceDollars,
} as const;

const CENTS_PER_DOLLAR = 100;

export function valuesFromProfile(profile: VendorProfile): ProfileFormValues {
  const cents = decimalStringToCents(profile.startingPrice);
  return {
    name: profile.name,
    category: profile.category,
    description: profile.description,
    specialties: [...profile.specialties],
    serviceArea: [...profile.serviceArea],
    startingPrice: cents === null ? '' : String(Math.round(cents / CENTS_PER_DOLLAR)),
    portfolio: [...profile.portfolio],
    published: profile.published,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A first profile, started from what the vendor told us at sign-up. */
export function valuesFromAccount(account: Account): ProfileFormValues {
  const { businessName, vendorType, serviceArea, specialties } = account.details;
  const signUpSpecialties = Array.isArray(specialties) ? specialties.filter((s): s is string => typeof s === 'string') : [];
  // Sign-up's service area is free text ("Austin and the Hill Country"): keep the towns it names.
  const area = text(serviceArea).toLowerCase();
  return {
    name: text(businessName).trim().slice(0, PROFILE_LIMITS.name),
    category: categoryOfServiceType(vendorType) ?? '',
    description: '',
    specialties: signUpSpecialties
      .reduce<string[]>((list, item) => addChoice(list, item, VENDOR_SPECIALTIES), [])
      .slice(0, PROFILE_LIMITS.specialties),
    serviceArea: HILL_COUNTRY_TOWNS.filter((town) => area.includes(town.toLowerCase())).slice(0, PROFILE_LIMITS.serviceArea),
    startingPrice: '',
    portfolio: [],
    published: false,
  };
}

/** Whole dollars as typed, or null when the text is not one ("1,200", "12.50", "-5"). */
export function parseWholeDollars(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed);
}

function isCategory(value: string): value is VendorCategory {
  return (ALL_VENDOR_CATEGORIES as readonly string[]).includes(value);
}

/** The same checks the server makes, so most mistakes show before a round trip. */
export function validateProfile(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.name.trim()) errors.name = 'Enter the name couples know your business by.';
  if (!isCategory(values.category)) errors.category = 'Choose the kind of service you offer.';
  if (!values.serviceArea.length) errors.serviceArea = 'Choose at least one town you work in.';
  const price = parseWholeDollars(values.startingPrice);
  if (values.startingPrice.trim() === '') errors.startingPrice = 'Enter your starting price in whole dollars.';
  else if (price === null) errors.startingPrice = 'Enter whole dollars, digits only, for example 2500.';
  else if (price > PROFILE_LIMITS.maxPrice) errors.startingPrice = 'Enter at most $1,000,000.';
  return errors;
}

/** What PUT /api/my/vendor-profile takes; call only when validateProfile found nothing. */
export function toPayload(values: ProfileFormValues): VendorProfilePayload {
  return {
    name: values.name.trim(),
    category: values.category as VendorCategory,
    description: values.description.trim(),
    specialties: values.specialties.map(cleanChoice).filter(Boolean),
    serviceArea: values.serviceArea.map(cleanChoice).filter(Boolean),
    startingPrice: parseWholeDollars(values.startingPrice) ?? 0,
    portfolio: values.portfolio.map((url) => url.trim()).filter(Boolean),
    published: values.published,
  };
}

export function sameValues(a: ProfileFormValues, b: ProfileFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Custom entries (not among the offered choices) that the vendor has picked, in their order. */
export function customChoices(selected: readonly string[], offered: readonly string[]): string[] {
  return selected.filter((item) => !includesChoice(offered, item));
}
