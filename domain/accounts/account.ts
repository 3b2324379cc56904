export const ACCOUNT_TYPES = ['customer', 'venue', 'vendor'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Stricter than the demo's 6, as a real product must be (NIST 800-63B: at least 8, allow 64+). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const SESSION_DAYS = 30;
export const PASSWORD_RESET_MINUTES = 60;
/** How long the link that confirms a new account's email works. */
export const EMAIL_VERIFICATION_HOURS = 48;

/** A pause that starts after a few failures and doubles with each further one, up to a cap. */
export interface ThrottlePolicy {
  /** Failures that cost no pause; after the last of them, every further attempt waits. */
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * Sign-in counts failures only. One client failing at one account pauses that pair alone, so a
 * stranger failing on purpose never keeps the owner out of their own account from their own
 * client; a higher ceiling per client slows guessing across many accounts. A success clears the
 * pair; failures are forgotten after a quiet day.
 */
export const SIGN_IN_THROTTLE = {
  clientAndAccount: { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 900 },
  client: { freeFailures: 50, firstDelaySeconds: 60, maxDelaySeconds: 900 },
  forgetAfterSeconds: 86_400,
} as const satisfies Record<'clientAndAccount' | 'client', ThrottlePolicy> & { forgetAfterSeconds: number };

/** Each sign-up costs a slow password hash and may send a mail: per client, and per email address. */
export const SIGN_UP_RATE_LIMIT = {
  client: { attempts: 20, windowSeconds: 3600 },
  email: { attempts: 3, windowSeconds: 3600 },
} as const;

/**
 * Forgot-password: a client past its limit is told to wait; past the limit of one email address no
 * further link is mailed (the newest one mailed still works), and the answer stays the same.
 */
export const PASSWORD_RESET_RATE_LIMIT = {
  client: { attempts: 10, windowSeconds: 3600 },
  email: { attempts: 3, windowSeconds: 3600 },
} as const;

/** New confirmation links a signed-in account may ask for. */
export const VERIFICATION_RESEND_RATE_LIMIT = { attempts: 3, windowSeconds: 3600 } as const;

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
  /** When the owner opened the mailed confirmation link (or a reset link); null until then. */
  emailVerifiedAt: Date | null;
}

/** What the rest of the app knows about who is signed in. */
export interface Actor {
  accountId: string;
  accountType: AccountType;
  /** Whether the account proved it holds its email address (see requireVerifiedEmail). */
  emailVerified: boolean;
}

export function isEmailVerified(account: Pick<Account, 'emailVerifiedAt'>): boolean {
  return account.emailVerifiedAt !== null;
}

export function actorOf(account: Account): Actor {
  return { accountId: account.id, accountType: account.accountType, emailVerified: isEmailVerified(account) };
}

export function displayName(account: Pick<Account, 'firstName' | 'lastName'>): string {
  return `${account.firstName} ${account.lastName}`.trim();
}
