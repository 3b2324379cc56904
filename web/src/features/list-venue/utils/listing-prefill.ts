import { listingPrefillFromSignUp } from '@domain/venue-management/listing-prefill';
import type { Account } from '@/shared/api/current-account';
import type { ListingForm, TextField } from '../types';

/**
 * The form with sign-up's venue details filled in where the owner has typed nothing yet; the
 * same form when there is nothing to add (not a venue account, not the owner's first listing,
 * or every answer already typed).
 */
export function prefillListing(form: ListingForm, account: Account, venuesOwned: number): ListingForm {
  if (account.accountType !== 'venue') return form;
  const prefill = listingPrefillFromSignUp(account, venuesOwned);
  let next = form;
  for (const [field, value] of Object.entries(prefill) as [TextField, string | number][]) {
    if (form[field].trim() !== '') continue;
    next = { ...next, [field]: String(value) };
  }
  return next;
}
