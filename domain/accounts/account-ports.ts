import type { Account } from './account.js';

export interface AccountRepository {
  /** Throws EmailTakenError when the email (case-insensitively) already has an account. */
  add(account: Account): Promise<void>;
  findByEmail(email: string): Promise<Account | null>;
  findById(id: string): Promise<Account | null>;
  updatePasswordHash(id: string, passwordHash: string): Promise<void>;
  /** Records that the account holds its email address; an earlier date is kept. */
  markEmailVerified(id: string, at: Date): Promise<void>;
}

/** A slow, salted password hash (scrypt with OWASP parameters in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

/** Random secrets for sessions and links: the secret goes to the user, only its hash is kept. */
export interface SecretTokens {
  create(): { token: string; hash: string };
  hash(token: string): string;
}

export interface SessionRepository {
  create(session: { tokenHash: string; accountId: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  findAccountId(tokenHash: string, now: Date): Promise<string | null>;
  delete(tokenHash: string): Promise<void>;
  deleteAllOf(accountId: string): Promise<void>;
}

export interface PasswordResetRepository {
  create(reset: { tokenHash: string; accountId: string; expiresAt: Date }): Promise<void>;
  /** Marks the token used and gives its account, only if it is unused and unexpired (atomically). */
  consume(tokenHash: string, now: Date): Promise<string | null>;
  /** Ends every reset link of the account (a newer link is on its way, or the password changed). */
  deleteAllOf(accountId: string): Promise<void>;
}

/** Links that confirm a new account's email address; only their hash is kept. */
export interface EmailVerificationRepository {
  create(verification: { tokenHash: string; accountId: string; expiresAt: Date }): Promise<void>;
  /** Marks the token used and gives its account, only if it is unused and unexpired (atomically). */
  consume(tokenHash: string, now: Date): Promise<string | null>;
  /** Ends every confirmation link of the account. */
  deleteAllOf(accountId: string): Promise<void>;
}
