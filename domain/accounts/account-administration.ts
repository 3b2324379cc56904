import type { Account, AccountType } from './account.js';

/** An account as operators see it: the account, and since when it is disabled (null: it may sign in). */
export interface AdministeredAccount {
  account: Account;
  disabledAt: Date | null;
}

/** What operators (`hcw users ...`) need of accounts beyond what sign-in and sign-up use. */
export interface AccountAdministration {
  /** Oldest first; `email` matches part of the address, any case. */
  list(filter: { accountType?: AccountType; email?: string; limit: number; offset: number }): Promise<{ total: number; accounts: AdministeredAccount[] }>;
  disabledAt(accountId: string): Promise<Date | null>;
  /** Disables the account from `at`, or enables it again with null. */
  setDisabled(accountId: string, at: Date | null): Promise<void>;
  /** Forgets every counted failure whose key ends with `keySuffix`; gives how many keys were cleared. */
  clearFailuresEndingWith(keySuffix: string): Promise<number>;
}
