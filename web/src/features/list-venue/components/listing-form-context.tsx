import { createContext, useContext } from 'react';
import type { ListField, ListingErrors, ListingForm, TextField } from '../types';

export interface ListingFormState {
  values: ListingForm;
  errors: ListingErrors;
  setText(field: TextField, value: string): void;
  setList(field: ListField, items: string[]): void;
  /** Shows an error at a field (or clears it with undefined). */
  setError(field: TextField | ListField, message: string | undefined): void;
}

export const ListingFormContext = createContext<ListingFormState | null>(null);

export function useListingForm(): ListingFormState {
  const state = useContext(ListingFormContext);
  if (!state) throw new Error('useListingForm outside the listing wizard');
  return state;
}

export const fieldId = (field: string) => `listing-${field}`;
export const errorId = (field: string) => `listing-${field}-error`;
export const hintId = (field: string) => `listing-${field}-hint`;
