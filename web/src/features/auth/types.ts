import type { AccountType } from '@domain/accounts/account';

export type { AccountType };

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
