import type { Account } from './account.js';

export interface AccountRepository {
  /** Throws EmailTakenError when the email (case-insensitively) already has an account. */
  add(account: Account): Promise<void>;
  findByEmail(email: string): Promise<Account | null>;
  findById(id: string): Promise<Account | null>;
  updatePasswordHash(id: string, passwordHash: string): Promise<void>;
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
}
