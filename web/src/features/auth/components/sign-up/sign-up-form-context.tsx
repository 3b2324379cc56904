import { createContext, useContext } from 'react';
import type { FieldErrors, SignUpField, SignUpValues } from '../../utils/sign-up-form';

export interface SignUpFormState {
  values: SignUpValues;
  errors: FieldErrors;
  setValue<K extends SignUpField>(field: K, value: SignUpValues[K]): void;
}

export const SignUpFormContext = createContext<SignUpFormState | null>(null);

export function useSignUpForm(): SignUpFormState {
  const state = useContext(SignUpFormContext);
  if (!state) throw new Error('useSignUpForm is used outside the sign-up wizard');
  return state;
}

export const fieldId = (field: SignUpField) => `sign-up-${field}`;
export const errorId = (field: SignUpField) => `sign-up-${field}-error`;
