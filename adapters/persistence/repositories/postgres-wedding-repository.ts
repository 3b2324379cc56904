import type { EntityManager } from '@mikro-orm/core';
import type { WeddingRepository } from '../../../domain/planning/wedding-repository.js';
import type { Wedding, WeddingBudgetRange } from '../../../domain/planning/wedding.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toCalendarDate, toInstant } from './row-values.js';

interface WeddingRow {
  id: string;
  account_id: string;
  wedding_date: string | Date | null;
  partner_name: string | null;
  estimated_guests: number | null;
  budget_range: string | null;
  town: string | null;
  countdown_hidden: boolean;
  budget_total_cents: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `id, account_id, wedding_date, partner_name, estimated_guests, budget_range, town, countdown_hidden, budget_total_cents, created_at, updated_at`;

function toWedding(row: WeddingRow): Wedding {
  return {
    id: row.id,
    accountId: row.account_id,
    weddingDate: row.wedding_date === null ? null : toCalendarDate(row.wedding_date),
    partnerName: row.partner_name,
    estimatedGuests: row.estimated_guests === null ? null : Number(row.estimated_guests),
    budgetRange: row.budget_range as WeddingBudgetRange | null,
    town: row.town,
    countdownHidden: row.countdown_hidden,
    budgetTotalCents: Number(row.budget_total_cents),
    createdAt: toInstant(row.created_at),
    updatedAt: toInstant(row.updated_at),
  };
}

export class PostgresWeddingRepository implements WeddingRepository {
  constructor(private readonly em: EntityManager) {}

  private async one(where: string, value: string): Promise<Wedding | null> {
    if (!isUuid(value)) return null;
    const rows: WeddingRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from wedding where ${where} = ?`, [value]);
    return rows[0] ? toWedding(rows[0]) : null;
  }

  findById(id: string): Promise<Wedding | null> {
    return this.one('id', id);
  }

  findByAccount(accountId: string): Promise<Wedding | null> {
    return this.one('account_id', accountId);
  }

  async ensure(wedding: Wedding): Promise<Wedding> {
    await scopedEm(this.em).execute(
      `insert into wedding (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (account_id) do nothing`,
      [
        wedding.id,
        wedding.accountId,
        wedding.weddingDate,
        wedding.partnerName,
        wedding.estimatedGuests,
        wedding.budgetRange,
        wedding.town,
        wedding.countdownHidden,
        wedding.budgetTotalCents,
        wedding.createdAt,
        wedding.updatedAt,
      ],
    );
    const stored = await this.findByAccount(wedding.accountId);
    if (!stored) throw new Error('The wedding was neither stored nor found');
    return stored;
  }

  async save(wedding: Wedding): Promise<void> {
    await scopedEm(this.em).execute(
      `update wedding set wedding_date = ?, partner_name = ?, estimated_guests = ?, budget_range = ?, town = ?, countdown_hidden = ?,
         budget_total_cents = ?, updated_at = ? where id = ?`,
      [
        wedding.weddingDate,
        wedding.partnerName,
        wedding.estimatedGuests,
        wedding.budgetRange,
        wedding.town,
        wedding.countdownHidden,
        wedding.budgetTotalCents,
        wedding.updatedAt,
        wedding.id,
      ],
    );
  }

  async lock(weddingId: string): Promise<void> {
    const em = scopedEm(this.em);
    // Outside a transaction the lock would end with the statement and guard nothing.
    if (!em.isInTransaction()) throw new Error('lock must run inside a unit of work');
    if (isUuid(weddingId)) await em.execute('select id from wedding where id = ? for update', [weddingId]);
  }
}
