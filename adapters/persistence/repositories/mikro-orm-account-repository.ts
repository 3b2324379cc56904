import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Account, AccountType } from '../../../domain/accounts/account.js';
import { EmailTakenError } from '../../../domain/accounts/account.errors.js';
import type { AccountRepository, EmailVerificationRepository, PasswordResetRepository, SessionRepository } from '../../../domain/accounts/account-ports.js';
import { AccountEntity, type AccountRow } from '../entities/account.entity.js';
import { isUuid } from './row-values.js';
import { scopedEm } from '../scoped-entity-manager.js';

function toAccount(row: AccountRow): Account {
  return { ...row, accountType: row.accountType as AccountType, phone: row.phone ?? null, details: row.details ?? {}, emailVerifiedAt: row.emailVerifiedAt ?? null };
}

export class MikroOrmAccountRepository implements AccountRepository {
  constructor(private readonly em: EntityManager) {}

  async add(account: Account): Promise<void> {
    try {
      await scopedEm(this.em).insert(AccountEntity, account);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new EmailTakenError();
      throw error;
    }
  }

  async findByEmail(email: string): Promise<Account | null> {
    const rows: AccountRow[] = await scopedEm(this.em)
      .createQueryBuilder(AccountEntity, 'a')
      .select('*')
      .where('lower(a.email) = lower(?)', [email])
      .getResultList();
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async findById(id: string): Promise<Account | null> {
    if (!isUuid(id)) return null;
    const row = await scopedEm(this.em).findOne(AccountEntity, { id });
    return row ? toAccount(row) : null;
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await scopedEm(this.em).nativeUpdate(AccountEntity, { id }, { passwordHash });
  }

  async markEmailVerified(id: string, at: Date): Promise<void> {
    await scopedEm(this.em).execute(`update account set email_verified_at = coalesce(email_verified_at, ?) where id = ?`, [at, id]);
  }
}

/** Sessions, reset and confirmation links: plain SQL over small tables keyed by token hash. */
export class PostgresSessionRepository implements SessionRepository {
  constructor(private readonly em: EntityManager) {}

  private sql() {
    return scopedEm(this.em);
  }

  async create(session: { tokenHash: string; accountId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.sql().execute(`insert into session (token_hash, account_id, created_at, expires_at) values (?, ?, ?, ?)`, [
      session.tokenHash,
      session.accountId,
      session.createdAt,
      session.expiresAt,
    ]);
  }

  async findAccountId(tokenHash: string, now: Date): Promise<string | null> {
    const rows: { account_id: string }[] = await this.sql().execute(`select account_id from session where token_hash = ? and expires_at > ?`, [tokenHash, now]);
    return rows[0]?.account_id ?? null;
  }

  async delete(tokenHash: string): Promise<void> {
    await this.sql().execute(`delete from session where token_hash = ?`, [tokenHash]);
  }

  async deleteAllOf(accountId: string): Promise<void> {
    await this.sql().execute(`delete from session where account_id = ?`, [accountId]);
  }
}

export class PostgresPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly em: EntityManager) {}

  async create(reset: { tokenHash: string; accountId: string; expiresAt: Date }): Promise<void> {
    await scopedEm(this.em).execute(`insert into password_reset (token_hash, account_id, expires_at) values (?, ?, ?)`, [
      reset.tokenHash,
      reset.accountId,
      reset.expiresAt,
    ]);
  }

  async consume(tokenHash: string, now: Date): Promise<string | null> {
    const rows: { account_id: string }[] = await scopedEm(this.em).execute(`update password_reset set used_at = ? where token_hash = ? and used_at is null and expires_at > ? returning account_id`, [now, tokenHash, now]);
    return rows[0]?.account_id ?? null;
  }

  async deleteAllOf(accountId: string): Promise<void> {
    await scopedEm(this.em).execute(`delete from password_reset where account_id = ?`, [accountId]);
  }
}

export class PostgresEmailVerificationRepository implements EmailVerificationRepository {
  constructor(private readonly em: EntityManager) {}

  async create(verification: { tokenHash: string; accountId: string; expiresAt: Date }): Promise<void> {
    await scopedEm(this.em).execute(`insert into email_verification (token_hash, account_id, expires_at) values (?, ?, ?)`, [
      verification.tokenHash,
      verification.accountId,
      verification.expiresAt,
    ]);
  }

  async consume(tokenHash: string, now: Date): Promise<string | null> {
    const rows: { account_id: string }[] = await scopedEm(this.em).execute(
      `update email_verification set used_at = ? where token_hash = ? and used_at is null and expires_at > ? returning account_id`,
      [now, tokenHash, now],
    );
    return rows[0]?.account_id ?? null;
  }

  async deleteAllOf(accountId: string): Promise<void> {
    await scopedEm(this.em).execute(`delete from email_verification where account_id = ?`, [accountId]);
  }
}
