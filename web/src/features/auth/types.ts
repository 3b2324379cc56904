import type { AccountType } from '../../../../domain/accounts/account.js';

export type { AccountType };

/** The signed-in account as the API presents it (never a password hash). */
export interface Account {
  id: string;
  email: string;
  accountType: AccountType;
  firstName: string;
  lastName: string;
  phone: string | null;
  details: Record<string, unknown>;
  /** Where sign-up sends this kind of account: /search, /venue-dashboard or /vendor-dashboard. */
  landingPage: string;
}

export interface SignUpRequest {
  accountType: AccountType;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
  /** Step 3: the wedding, venue or business details of the chosen account type. */
  details?: Record<string, string | number | string[]>;
}

export interface SignInRequest {
  email: string;
  password: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
  confirmPassword: string;
}
