import type { Booking } from '../bookings/booking.js';
import { balanceDueDate } from '../bookings/deposit.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';
import { allocateBudget, budgetHealth, budgetStatus, type BudgetHealth, type BudgetPriority, type BudgetStatus } from './budget.js';
import type { Expense } from './expense.js';

/** The category a venue booking's payments count against. */
export const BOOKING_CATEGORY_ID = 'venue-catering';
export const BOOKING_SUBCATEGORY_ID = 'venue-rental';

/** Live-oak green, sage, terracotta, bluebonnet and friends: one colour per category. */
export const BUDGET_CATEGORY_COLORS: Readonly<Record<string, string>> = {
  'venue-catering': '#4a6b3f',
  'photography-video': '#7d9a78',
  'attire-beauty': '#c8745a',
  'flowers-decor': '#d9a5a0',
  music: '#4f6fa8',
  transportation: '#8c7a5b',
  stationery: '#b89b5e',
  miscellaneous: '#9a9388',
};

export type BudgetLineSource = 'couple' | 'booking';

/** A line of spending: an expense the couple recorded, or a payment their venue booking calls for. */
export interface BudgetLine {
  id: string;
  categoryId: string;
  subcategoryId: string | null;
  amountCents: Cents;
  description: string;
  vendor: string | null;
  paid: boolean;
  /** The expense's date; for a booking payment, its due date. */
  date: CalendarDate;
  createdAt: Date;
  source: BudgetLineSource;
  bookingId: string | null;
}

export function expenseLine(expense: Expense): BudgetLine {
  return {
    id: expense.id,
    categoryId: expense.categoryId,
    subcategoryId: expense.subcategoryId,
    amountCents: expense.amountCents,
    description: expense.description,
    vendor: expense.vendor,
    paid: expense.paid,
    date: expense.date,
    createdAt: expense.createdAt,
    source: 'couple',
    bookingId: null,
  };
}

/**
 * A booking's deposit (due when it is made) and balance (due 30 days before the event, or at once
 * when booked later than that) as lines of venue spending, paid as the booking says. A cancelled
 * booking costs nothing; a zero amount is no line.
 */
export function bookingPaymentLines(booking: Booking, venueName: string | null, bookedOn: CalendarDate): BudgetLine[] {
  if (booking.status === 'cancelled') return [];
  const common = {
    categoryId: BOOKING_CATEGORY_ID,
    subcategoryId: BOOKING_SUBCATEGORY_ID,
    vendor: venueName,
    createdAt: booking.createdAt,
    source: 'booking' as const,
    bookingId: booking.id,
  };
  const place = venueName ?? 'the venue';
  const lines: BudgetLine[] = [
    { ...common, id: `booking-${booking.id}-deposit`, amountCents: booking.depositCents, description: `Deposit for ${place}`, paid: booking.depositPaid, date: bookedOn },
    {
      ...common,
      id: `booking-${booking.id}-balance`,
      amountCents: booking.totalCents - booking.depositCents,
      description: `Balance for ${place}`,
      paid: booking.finalPaymentPaid,
      date: balanceDueDate(booking.eventDate, bookedOn),
    },
  ];
  return lines.filter((line) => line.amountCents > 0);
}

export interface BudgetSubcategoryView {
  id: string;
  name: string;
  budgetedCents: Cents;
  spentCents: Cents;
}

export interface BudgetCategoryView {
  id: string;
  name: string;
  percentage: number;
  priority: BudgetPriority;
  color: string;
  budgetedCents: Cents;
  spentCents: Cents;
  remainingCents: Cents;
  status: BudgetStatus;
  subcategories: BudgetSubcategoryView[];
}

export interface BudgetSummary {
  totalBudgetedCents: Cents;
  totalSpentCents: Cents;
  totalRemainingCents: Cents;
  /** Spent of the total, to one decimal; 0 for a zero total with nothing spent, 100 with something. */
  spentPercentage: number;
}

export interface BudgetSheet {
  totalCents: Cents;
  categories: BudgetCategoryView[];
  health: BudgetHealth;
  summary: BudgetSummary;
}

const sum = (lines: readonly BudgetLine[]) => lines.reduce((total, line) => total + line.amountCents, 0);

/** The budget tab: the total split by the spec's shares, each category's spending and status, and the totals. */
export function budgetSheet(totalCents: Cents, lines: readonly BudgetLine[]): BudgetSheet {
  const categories = allocateBudget(totalCents).map((category): BudgetCategoryView => {
    const inCategory = lines.filter((line) => line.categoryId === category.id);
    const spentCents = sum(inCategory);
    return {
      id: category.id,
      name: category.name,
      percentage: category.percentage,
      priority: category.priority,
      color: BUDGET_CATEGORY_COLORS[category.id] ?? '#9a9388',
      budgetedCents: category.budgetedCents,
      spentCents,
      remainingCents: category.budgetedCents - spentCents,
      status: budgetStatus(spentCents, category.budgetedCents),
      subcategories: category.subcategories.map((sub) => ({
        ...sub,
        spentCents: sum(inCategory.filter((line) => line.subcategoryId === sub.id)),
      })),
    };
  });
  const totalSpentCents = sum(lines.filter((line) => categories.some((c) => c.id === line.categoryId)));
  const spentPercentage = totalCents > 0 ? Math.round((totalSpentCents * 1000) / totalCents) / 10 : totalSpentCents > 0 ? 100 : 0;
  return {
    totalCents,
    categories,
    health: budgetHealth(categories),
    summary: { totalBudgetedCents: totalCents, totalSpentCents, totalRemainingCents: totalCents - totalSpentCents, spentPercentage },
  };
}

/** Lines come in the order they were recorded; on a tie of time, the one recorded later is newer. */
const latestFirst = (lines: readonly BudgetLine[]) => [...lines].reverse();

/** Newest date first; on one date, the latest recorded first. */
export function sortBudgetLines(lines: readonly BudgetLine[]): BudgetLine[] {
  return latestFirst(lines).sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.getTime() - a.createdAt.getTime());
}

/** The spec shows the last five expenses: the ones recorded most recently. */
export const RECENT_EXPENSE_COUNT = 5;

/** The couple's own expenses recorded last; the venue booking's payments have a list of their own. */
export function recentLines(lines: readonly BudgetLine[], count = RECENT_EXPENSE_COUNT): BudgetLine[] {
  return latestFirst(lines.filter((line) => line.source === 'couple'))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, count);
}
