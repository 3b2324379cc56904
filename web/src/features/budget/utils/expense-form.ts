import type { NewExpenseRequest } from '../types';

export interface ExpenseFormValues {
  categoryId: string;
  subcategoryId: string;
  amount: string;
  description: string;
  vendor: string;
  paid: boolean;
}

export type RequiredExpenseField = 'categoryId' | 'amount' | 'description';

export const EMPTY_EXPENSE_FORM: ExpenseFormValues = {
  categoryId: '',
  subcategoryId: '',
  amount: '',
  description: '',
  vendor: '',
  paid: false,
};

export const MISSING_INFORMATION = { title: 'Missing Information', description: 'Please fill in category, amount, and description' } as const;

/** The spec's Add Expense check: category, amount and description must be filled. */
export function missingExpenseFields(values: ExpenseFormValues): RequiredExpenseField[] {
  const missing: RequiredExpenseField[] = [];
  if (!values.categoryId) missing.push('categoryId');
  if (!values.amount.trim()) missing.push('amount');
  if (!values.description.trim()) missing.push('description');
  return missing;
}

/** The request, with "$1,250.50" typed as 1250.50 (the server checks the amount itself). */
export function toNewExpense(values: ExpenseFormValues): NewExpenseRequest {
  return {
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId || null,
    amount: values.amount.trim().replace(/^\$/, '').replace(/,/g, ''),
    description: values.description.trim(),
    vendor: values.vendor.trim() || null,
    paid: values.paid,
  };
}
