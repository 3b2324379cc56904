import { apiRequest } from '@/lib/api-client';
import type { BudgetLine, ExpenseChanges, NewExpenseRequest } from '../types';

const EXPENSES = '/api/my/budget/expenses';
const expensePath = (id: string) => `${EXPENSES}/${encodeURIComponent(id)}`;

export function addExpense(request: NewExpenseRequest): Promise<BudgetLine> {
  return apiRequest<BudgetLine>('POST', EXPENSES, request);
}

/** Paid or Pending, or a correction; a booking's own payment lines are not edited here. */
export function updateExpense(id: string, changes: ExpenseChanges): Promise<BudgetLine> {
  return apiRequest<BudgetLine>('PATCH', expensePath(id), changes);
}

export function deleteExpense(id: string): Promise<void> {
  return apiRequest<void>('DELETE', expensePath(id));
}
