import useSWR, { type SWRConfiguration } from 'swr';
import { apiGet } from '@/lib/api-client';
import type { components } from '@/types/api.generated';

// GET /api/my/budget: the total split by category (the server's shares and statuses), every
// expense and the bookings' payments. The overview's card and the budget tab read one answer.

export type MyBudget = components['schemas']['BudgetResponse'];
export type BudgetCategory = components['schemas']['BudgetCategoryResponse'];
export type BudgetLine = components['schemas']['ExpenseResponse'];
export type BudgetStatus = components['schemas']['BudgetStatus'];

export const myBudgetKey = '/api/my/budget';

export function useMyBudget(options?: SWRConfiguration<MyBudget, Error>) {
  return useSWR<MyBudget, Error>(myBudgetKey, apiGet<MyBudget>, options);
}
