import type { CalendarDate } from '../shared/calendar-date.js';
import { isCalendarDate } from '../shared/calendar-date.js';
import { InvalidInputError } from '../shared/domain-error.js';
import type { Cents } from '../shared/money.js';
import { BUDGET_CATEGORIES } from './budget.js';
import { parseDollars, type DollarInput } from './money-input.js';
import { optionalText, requiredText } from './planning-text.js';

export const EXPENSE_LIMITS = {
  descriptionLength: 200,
  vendorLength: 100,
  minAmountCents: 1,
  /** $1,000,000 for one expense. */
  maxAmountCents: 100_000_000,
  maxExpensesPerWedding: 1000,
} as const;

/** The spec's Expense, as the couple records it; amounts in cents. */
export interface Expense {
  id: string;
  weddingId: string;
  categoryId: string;
  subcategoryId: string | null;
  amountCents: Cents;
  description: string;
  vendor: string | null;
  paid: boolean;
  date: CalendarDate;
  createdAt: Date;
}

export interface NewExpenseInput {
  categoryId: string;
  subcategoryId?: string | null;
  amount: DollarInput;
  description: string;
  vendor?: string | null;
  paid?: boolean;
  /** Left out: today. */
  date?: string | null;
}

export type ExpenseChanges = Partial<Omit<NewExpenseInput, 'date'>> & { date?: string };

const CODE = 'PLANNING.INVALID_EXPENSE';

function placeOf(categoryId: string, subcategoryId: string | null | undefined): { categoryId: string; subcategoryId: string | null } {
  const category = BUDGET_CATEGORIES.find((c) => c.id === categoryId);
  if (!category) throw new InvalidInputError(CODE, 'categoryId', `categoryId must be one of ${BUDGET_CATEGORIES.map((c) => c.id).join(', ')}`);
  if (subcategoryId === null || subcategoryId === undefined || subcategoryId === '') return { categoryId, subcategoryId: null };
  if (!category.subcategories.some((sub) => sub.id === subcategoryId)) {
    throw new InvalidInputError(CODE, 'subcategoryId', `subcategoryId must be one of ${category.subcategories.map((s) => s.id).join(', ')} for ${categoryId}`);
  }
  return { categoryId, subcategoryId };
}

function dateOf(value: string): CalendarDate {
  if (!isCalendarDate(value)) throw new InvalidInputError(CODE, 'date', 'date must be a date written YYYY-MM-DD');
  return value;
}

const amountOf = (amount: DollarInput) =>
  parseDollars(CODE, 'amount', amount, { minCents: EXPENSE_LIMITS.minAmountCents, maxCents: EXPENSE_LIMITS.maxAmountCents });

/** Add Expense: category, amount and description are needed; subcategory and vendor are optional. */
export function newExpense(input: NewExpenseInput, context: { id: string; weddingId: string; now: Date; today: CalendarDate }): Expense {
  return {
    id: context.id,
    weddingId: context.weddingId,
    ...placeOf(input.categoryId, input.subcategoryId),
    amountCents: amountOf(input.amount),
    description: requiredText(CODE, 'description', input.description, EXPENSE_LIMITS.descriptionLength),
    vendor: optionalText(CODE, 'vendor', input.vendor, EXPENSE_LIMITS.vendorLength),
    paid: input.paid ?? false,
    date: input.date ? dateOf(input.date) : context.today,
    createdAt: context.now,
  };
}

/** The expense after an edit (Paid / Pending, or a correction). */
export function applyExpenseChanges(expense: Expense, changes: ExpenseChanges): Expense {
  const next = { ...expense };
  if (changes.categoryId !== undefined || changes.subcategoryId !== undefined) {
    const categoryId = changes.categoryId ?? expense.categoryId;
    // A new category drops a subcategory of the old one unless a new one is given.
    const subcategoryId = changes.subcategoryId !== undefined ? changes.subcategoryId : changes.categoryId !== undefined && changes.categoryId !== expense.categoryId ? null : expense.subcategoryId;
    Object.assign(next, placeOf(categoryId, subcategoryId));
  }
  if (changes.amount !== undefined) next.amountCents = amountOf(changes.amount);
  if (changes.description !== undefined) next.description = requiredText(CODE, 'description', changes.description, EXPENSE_LIMITS.descriptionLength);
  if (changes.vendor !== undefined) next.vendor = optionalText(CODE, 'vendor', changes.vendor, EXPENSE_LIMITS.vendorLength);
  if (changes.paid !== undefined) next.paid = changes.paid;
  if (changes.date !== undefined) next.date = dateOf(changes.date);
  return next;
}
