import type { Expense } from './expense.js';

export interface BudgetRepository {
  /** In the order they were recorded. */
  listExpenses(weddingId: string): Promise<Expense[]>;
  findExpense(id: string): Promise<Expense | null>;
  countExpenses(weddingId: string): Promise<number>;
  addExpense(expense: Expense): Promise<void>;
  /** Writes every field of an existing expense. */
  updateExpense(expense: Expense): Promise<void>;
  deleteExpense(id: string): Promise<void>;
}
