export const ACCOUNT_TYPES = ['customer', 'venue', 'vendor'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Stricter than the demo's 6, as a real product must be (NIST 800-63B: at least 8, allow 64+). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const SESSION_DAYS = 30;
export const PASSWORD_RESET_MINUTES = 60;

/** Sign-in attempts allowed per client address and per email address in a window. */
export const SIGN_IN_RATE_LIMIT = { attempts: 10, windowSeconds: 900 } as const;

/** Where each kind of account lands after sign-up (the spec's redirect). */
export const LANDING_PAGE: Record<AccountType, string> = {
  customer: '/search',
  venue: '/venue-dashboard',
  vendor: '/vendor-dashboard',
};

export interface Account {
  id: string;
  email: string;
  passwordHash: string;
  accountType: AccountType;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** The type-specific details of sign-up step 3 (wedding, venue or business). */
  details: Record<string, unknown>;
  createdAt: Date;
}

/** What the rest of the app knows about who is signed in. */
export interface Actor {
  accountId: string;
  accountType: AccountType;
}

export function displayName(account: Pick<Account, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`.trim();
}
