import { LANDING_PAGE, isEmailVerified, type Account } from '../../../domain/accounts/account.js';

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
    /** False until the mailed link is opened: the web shows a banner, and publishing waits. */
    emailVerified: isEmailVerified(account),
  };
}

/** What sign-up answers, word for word the same whether or not the address already had an account. */
export const SIGN_UP_ACCEPTED: { status: 'check-your-email'; message: string } = {
  status: 'check-your-email',
  message: 'Thanks! We sent a message to that address. Open it to confirm your email.',
};

/** What opening a confirmation link answers. */
export function presentVerifiedEmail(account: Account) {
  return { emailVerified: true as const, email: account.email, landingPage: LANDING_PAGE[account.accountType] };
}
