/**
 * The secret in a guest's RSVP link. Randomness and hashing belong to an adapter; the core
 * only ever stores the hash and hands the token to the mail.
 */
export interface InvitationTokens {
  /** A new unguessable token (at least 128 bits of randomness) and its hash. */
  issue(): { token: string; hash: string };
  /** The hash a presented token would have been stored under. */
  hash(token: string): string;
}
