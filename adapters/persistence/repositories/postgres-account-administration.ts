import type { EntityManager } from '@mikro-orm/core';
import type { AccountType } from '../../../domain/accounts/account.js';
import type { AccountAdministration, AdministeredAccount } from '../../../domain/accounts/account-administration.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toInstant } from './row-values.js';

interface Row {
  id: string;
  email: string;
  password_hash: string;
  account_type: AccountType;
  first_name: string;
  last_name: string;
  phone: string | null;
  details: Record<string, unknown> | string | null;
  created_at: Date | string;
  email_verified_at: Date | string | null;
  disabled_at: Date | string | null;
  total?: number | string;
}

function toAdministered(row: Row): AdministeredAccount {
  return {
    account: {
      id: row.id,
      email: row.email,
      passwordHash: row.password_hash,
      accountType: row.account_type,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone ?? null,
      details: typeof row.details === 'string' ? JSON.parse(row.details) : (row.details ?? {}),
      createdAt: toInstant(row.created_at),
      emailVerifiedAt: row.email_verified_at === null ? null : toInstant(row.email_verified_at),
    },
    disabledAt: row.disabled_at === null ? null : toInstant(row.disabled_at),
  };
}

/** Accounts as operators see them; disabled accounts live in account_disabled. */
export class PostgresAccountAdministration implements AccountAdministration {
  constructor(private readonly em: EntityManager) {}

  async list(filter: { accountType?: AccountType; email?: string; limit: number; offset: number }): Promise<{ total: number; accounts: AdministeredAccount[] }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.accountType) {
      where.push('a.account_type = ?');
      params.push(filter.accountType);
    }
    if (filter.email) {
      where.push(`strpos(lower(a.email), lower(?)) > 0`);
      params.push(filter.email);
    }
    const rows: Row[] = await scopedEm(this.em).execute(
      `select a.*, d.disabled_at, count(*) over () as total
       from account a left join account_disabled d on d.account_id = a.id
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by a.created_at, a.id limit ? offset ?`,
      [...params, filter.limit, filter.offset],
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && filter.offset > 0) {
      const counted: { n: number | string }[] = await scopedEm(this.em).execute(`select count(*) as n from account a ${where.length ? `where ${where.join(' and ')}` : ''}`, params);
      total = Number(counted[0].n);
    }
    return { total, accounts: rows.map(toAdministered) };
  }

  async disabledAt(accountId: string): Promise<Date | null> {
    if (!isUuid(accountId)) return null;
    const rows: { disabled_at: Date | string }[] = await scopedEm(this.em).execute(`select disabled_at from account_disabled where account_id = ?`, [accountId]);
    return rows[0] ? toInstant(rows[0].disabled_at) : null;
  }

  async setDisabled(accountId: string, at: Date | null): Promise<void> {
    if (at === null) await scopedEm(this.em).execute(`delete from account_disabled where account_id = ?`, [accountId]);
    else await scopedEm(this.em).execute(`insert into account_disabled (account_id, disabled_at) values (?, ?) on conflict (account_id) do nothing`, [accountId, at]);
  }

  async clearFailuresEndingWith(keySuffix: string): Promise<number> {
    const rows: unknown[] = await scopedEm(this.em).execute(`delete from failure_count where right(key, ?) = ? returning key`, [keySuffix.length, keySuffix]);
    return rows.length;
  }
}
