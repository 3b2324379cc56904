import type { AccountRepository } from './account-ports.js';

/**
 * A couple's home town, for the owner's demographics, when their account's details carry a
 * `homeCity`. Anonymous bookings, and accounts that never gave one, have none (null).
 */
export async function homeCityOfAccount(accounts: Pick<AccountRepository, 'findById'>, accountId: string | null): Promise<string | null> {
  if (!accountId) return null;
  const account = await accounts.findById(accountId);
  const city = account?.details.homeCity;
  return typeof city === 'string' && city.trim() ? city.trim() : null;
}
