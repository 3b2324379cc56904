import type { EntityManager } from '@mikro-orm/core';
import type { BudgetRepository } from '../../../domain/planning/budget-repository.js';
import type { Expense } from '../../../domain/planning/expense.js';
import { scopedEm } from '../scoped-entity-manager.js';
import { isUuid, toCalendarDate, toInstant } from './row-values.js';

interface ExpenseRow {
  id: string;
  wedding_id: string;
  category_id: string;
  subcategory_id: string | null;
  amount_cents: number | string;
  description: string;
  vendor: string | null;
  paid: boolean;
  date: string | Date;
  created_at: Date | string;
}

const COLUMNS = `id, wedding_id, category_id, subcategory_id, amount_cents, description, vendor, paid, date, created_at`;

function toExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    weddingId: row.wedding_id,
    categoryId: row.category_id,
    subcategoryId: row.subcategory_id,
    amountCents: Number(row.amount_cents),
    description: row.description,
    vendor: row.vendor,
    paid: row.paid,
    date: toCalendarDate(row.date),
    createdAt: toInstant(row.created_at),
  };
}

/** The couple's expenses; the budget's split and statuses are computed in the domain, not stored. */
export class PostgresBudgetRepository implements BudgetRepository {
  constructor(private readonly em: EntityManager) {}

  async listExpenses(weddingId: string): Promise<Expense[]> {
    if (!isUuid(weddingId)) return [];
    const rows: ExpenseRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from expense where wedding_id = ? order by seq`, [weddingId]);
    return rows.map(toExpense);
  }

  async findExpense(id: string): Promise<Expense | null> {
    if (!isUuid(id)) return null;
    const rows: ExpenseRow[] = await scopedEm(this.em).execute(`select ${COLUMNS} from expense where id = ?`, [id]);
    return rows[0] ? toExpense(rows[0]) : null;
  }

  async countExpenses(weddingId: string): Promise<number> {
    if (!isUuid(weddingId)) return 0;
    const rows: { count: string | number }[] = await scopedEm(this.em).execute(`select count(*) as count from expense where wedding_id = ?`, [weddingId]);
    return Number(rows[0]?.count ?? 0);
  }

  async addExpense(e: Expense): Promise<void> {
    await scopedEm(this.em).execute(`insert into expense (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      e.id, e.weddingId, e.categoryId, e.subcategoryId, e.amountCents, e.description, e.vendor, e.paid, e.date, e.createdAt,
    ]);
  }

  async updateExpense(e: Expense): Promise<void> {
    await scopedEm(this.em).execute(
      `update expense set category_id = ?, subcategory_id = ?, amount_cents = ?, description = ?, vendor = ?, paid = ?, date = ? where id = ?`,
      [e.categoryId, e.subcategoryId, e.amountCents, e.description, e.vendor, e.paid, e.date, e.id],
    );
  }

  async deleteExpense(id: string): Promise<void> {
    if (isUuid(id)) await scopedEm(this.em).execute(`delete from expense where id = ?`, [id]);
  }
}
