import type { components } from '@/types/api.generated';

export type { BudgetCategory, BudgetLine, BudgetStatus, MyBudget } from '@/shared/api/my-budget';

/**
 * POST /api/my/budget/expenses: amounts in dollars, as typed. Category ids are the ones
 * GET /api/my/budget lists (the server checks them), so plain strings here.
 */
export type NewExpenseRequest = Omit<components['schemas']['CreateExpenseDto'], 'categoryId' | 'subcategoryId'> & {
  categoryId: string;
  subcategoryId: string | null;
};
export type ExpenseChanges = components['schemas']['UpdateExpenseDto'];
export type BudgetExportFormat = 'json' | 'csv';
