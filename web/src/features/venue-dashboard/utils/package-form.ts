import { PACKAGE_LIMITS } from '@domain/venues/venue-limits';
import type { VenuePackage } from '@/types/api';
import type { PackageInput } from '../api/venue-package-editing';
import { parseWholeNumber, wholeDollars, type FormErrors } from './venue-form';

export interface PackageFormValues {
  name: string;
  description: string;
  basePrice: string;
  maxGuests: string;
  /** One service per line. */
  includedServices: string;
  isPopular: boolean;
}

export type PackageFormField = keyof PackageFormValues;

export { PACKAGE_LIMITS };

export function emptyPackageForm(venueMaxGuests: number): PackageFormValues {
  return { name: '', description: '', basePrice: '', maxGuests: String(venueMaxGuests), includedServices: '', isPopular: false };
}

export function packageFormValues(pkg: VenuePackage): PackageFormValues {
  return {
    name: pkg.name,
    description: pkg.description,
    basePrice: wholeDollars(pkg.basePrice),
    maxGuests: String(pkg.maxGuests),
    includedServices: pkg.includedServices.join('\n'),
    isPopular: pkg.isPopular,
  };
}

export function serviceLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function validatePackageForm(values: PackageFormValues, venueMaxGuests: number): FormErrors<PackageFormField> {
  const errors: FormErrors<PackageFormField> = {};
  if (!values.name.trim()) errors.name = 'Give the package a name.';
  const price = parseWholeNumber(values.basePrice, 0);
  if (price === null) errors.basePrice = 'Enter the price in whole dollars.';
  else if (price > PACKAGE_LIMITS.maxPriceDollars) errors.basePrice = `Enter a price up to $${PACKAGE_LIMITS.maxPriceDollars.toLocaleString('en-US')}.`;
  const services = serviceLines(values.includedServices);
  if (services.length > PACKAGE_LIMITS.services) errors.includedServices = `List up to ${PACKAGE_LIMITS.services} services, one a line.`;
  else if (services.some((line) => line.length > PACKAGE_LIMITS.serviceLength)) {
    errors.includedServices = `Keep each service to ${PACKAGE_LIMITS.serviceLength} characters or fewer.`;
  }
  const maxGuests = parseWholeNumber(values.maxGuests);
  if (maxGuests === null) errors.maxGuests = 'Enter a whole number of guests, at least 1.';
  else if (maxGuests > venueMaxGuests) errors.maxGuests = `The venue holds up to ${venueMaxGuests.toLocaleString('en-US')} guests.`;
  return errors;
}

export function toPackageInput(values: PackageFormValues): PackageInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    basePrice: parseWholeNumber(values.basePrice, 0) ?? 0,
    maxGuests: parseWholeNumber(values.maxGuests) ?? 1,
    includedServices: serviceLines(values.includedServices),
    isPopular: values.isPopular,
  };
}
