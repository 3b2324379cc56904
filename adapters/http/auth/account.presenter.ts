import { LANDING_PAGE, type Account } from '../../../domain/accounts/account.js';

/** An account as its owner sees it: never the password hash. */
export function presentAccount(account: Account) {
  return {
    id: account.id,
    email: account.email,
    accountType: account.accountType,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    details: account.details,
    landingPage: LANDING_PAGE[account.accountType],
  };
}
