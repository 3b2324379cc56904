import { InvalidInputError } from '../shared/domain-error.js';
import type { Cents } from '../shared/money.js';
import { assertCents } from '../shared/money.js';

/** The calculator opens at $25,000. */
export const DEFAULT_BUDGET_CENTS: Cents = 2_500_000;

export type BudgetPriority = 'high' | 'medium' | 'low';

export interface BudgetSubcategoryShare {
  id: string;
  name: string;
  /** Whole percent of the total budget; a category's subcategories add up to its percentage. */
  percentage: number;
}

export interface BudgetCategoryShare {
  id: string;
  name: string;
  /** Whole percent of the total budget; all categories add up to 100. */
  percentage: number;
  priority: BudgetPriority;
  subcategories: readonly BudgetSubcategoryShare[];
}

export const BUDGET_CATEGORIES: readonly BudgetCategoryShare[] = [
  {
    id: 'venue-catering', name: 'Venue & Catering', percentage: 45, priority: 'high',
    subcategories: [
      { id: 'venue-rental', name: 'Venue Rental', percentage: 20 },
      { id: 'catering', name: 'Catering & Service Staff', percentage: 18 },
      { id: 'bar', name: 'Bar & Beverages', percentage: 5 },
      { id: 'cake', name: 'Cake & Desserts', percentage: 2 },
    ],
  },
  {
    id: 'photography-video', name: 'Photography & Video', percentage: 12, priority: 'high',
    subcategories: [
      { id: 'photography', name: 'Photography', percentage: 8 },
      { id: 'videography', name: 'Videography', percentage: 4 },
    ],
  },
  {
    id: 'attire-beauty', name: 'Attire & Beauty', percentage: 8, priority: 'medium',
    subcategories: [
      { id: 'wedding-dress', name: 'Wedding Dress & Alterations', percentage: 4 },
      { id: 'suits', name: 'Suits & Accessories', percentage: 2 },
      { id: 'hair-makeup', name: 'Hair & Makeup', percentage: 2 },
    ],
  },
  {
    id: 'flowers-decor', name: 'Flowers & Decor', percentage: 8, priority: 'medium',
    subcategories: [
      { id: 'bouquets', name: 'Bouquets & Boutonnieres', percentage: 3 },
      { id: 'centerpieces', name: 'Ceremony & Reception Flowers', percentage: 3 },
      { id: 'decor-rentals', name: 'Decor & Rentals', percentage: 2 },
    ],
  },
  {
    id: 'music', name: 'Music & Entertainment', percentage: 8, priority: 'medium',
    subcategories: [
      { id: 'reception-music', name: 'Reception Band or DJ', percentage: 6 },
      { id: 'ceremony-music', name: 'Ceremony Musicians', percentage: 2 },
    ],
  },
  {
    id: 'transportation', name: 'Transportation', percentage: 3, priority: 'low',
    subcategories: [
      { id: 'guest-shuttle', name: 'Guest Shuttle', percentage: 2 },
      { id: 'getaway-car', name: 'Getaway Car', percentage: 1 },
    ],
  },
  {
    id: 'stationery', name: 'Stationery', percentage: 2, priority: 'low',
    subcategories: [
      { id: 'invitations', name: 'Save-the-Dates & Invitations', percentage: 1 },
      { id: 'day-of-paper', name: 'Programs, Menus & Signage', percentage: 1 },
    ],
  },
  {
    id: 'miscellaneous', name: 'Miscellaneous', percentage: 14, priority: 'medium',
    subcategories: [
      { id: 'emergency-fund', name: 'Emergency Fund', percentage: 7 },
      { id: 'favors-gifts', name: 'Favors & Wedding Party Gifts', percentage: 3 },
      { id: 'gratuities', name: 'Vendor Tips & Gratuities', percentage: 2 },
      { id: 'officiant-license', name: 'Officiant & Marriage License', percentage: 2 },
    ],
  },
];

export interface AllocatedSubcategory {
  id: string;
  name: string;
  budgetedCents: Cents;
}

export interface AllocatedCategory extends Omit<BudgetCategoryShare, 'subcategories'> {
  budgetedCents: Cents;
  subcategories: AllocatedSubcategory[];
}

export const BUDGET_STATUSES = ['over', 'warning', 'on-track', 'not-started'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** Above 90% spent a category is at risk. */
export const WARNING_PERCENT = 90;

export interface BudgetHealth {
  onTrack: number;
  atRisk: number;
  over: number;
  notStarted: number;
}

/**
 * Splits an amount in proportion to whole-number shares so the parts add up exactly:
 * every part gets its floor, then the cents left over go to the largest remainders,
 * the earlier share first on a tie (largest remainder method).
 */
export function allocateByShares(totalCents: Cents, shares: readonly number[]): Cents[] {
  assertCents(totalCents);
  if (totalCents < 0) throw new InvalidInputError('PLANNING.NEGATIVE_BUDGET', 'totalCents', 'A budget cannot be negative');
  const denominator = shares.reduce((sum, share) => sum + share, 0);
  if (shares.some((share) => !Number.isSafeInteger(share) || share < 0) || denominator <= 0) {
    throw new RangeError('shares must be non-negative whole numbers with a positive sum');
  }
  const parts = shares.map((share, index) => {
    const product = assertCents(totalCents * share);
    const remainder = product % denominator;
    return { index, cents: (product - remainder) / denominator, remainder };
  });
  let leftOver = totalCents - parts.reduce((sum, part) => sum + part.cents, 0);
  const byRemainder = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of byRemainder) {
    if (leftOver === 0) break;
    part.cents += 1;
    leftOver -= 1;
  }
  return parts.map((part) => part.cents);
}

/**
 * The suggested budget. Categories are split from the total, then each category's amount
 * is split among its subcategories, so both levels add up to the cent.
 */
export function allocateBudget(totalCents: Cents, categories: readonly BudgetCategoryShare[] = BUDGET_CATEGORIES): AllocatedCategory[] {
  const categoryCents = allocateByShares(totalCents, categories.map((category) => category.percentage));
  return categories.map((category, index) => {
    const subcategoryCents = allocateByShares(categoryCents[index], category.subcategories.map((sub) => sub.percentage));
    return {
      id: category.id,
      name: category.name,
      percentage: category.percentage,
      priority: category.priority,
      budgetedCents: categoryCents[index],
      subcategories: category.subcategories.map((sub, subIndex) => ({
        id: sub.id,
        name: sub.name,
        budgetedCents: subcategoryCents[subIndex],
      })),
    };
  });
}

/**
 * Spent against budgeted: over above 100%, warning above 90%, on-track above 0, else
 * not-started. Compared by cross-multiplying so no float division decides a boundary.
 * Spending on a category budgeted at zero is over budget.
 */
export function budgetStatus(spentCents: Cents, budgetedCents: Cents): BudgetStatus {
  if (spentCents <= 0) return 'not-started';
  if (spentCents > budgetedCents) return 'over';
  if (spentCents * 100 > budgetedCents * WARNING_PERCENT) return 'warning';
  return 'on-track';
}

/** The health tab's counts: on-track (>0 to 90%), at-risk (>90 to 100%), over (>100%). */
export function budgetHealth(categories: readonly { spentCents: Cents; budgetedCents: Cents }[]): BudgetHealth {
  const health: BudgetHealth = { onTrack: 0, atRisk: 0, over: 0, notStarted: 0 };
  for (const { spentCents, budgetedCents } of categories) {
    const status = budgetStatus(spentCents, budgetedCents);
    if (status === 'on-track') health.onTrack += 1;
    else if (status === 'warning') health.atRisk += 1;
    else if (status === 'over') health.over += 1;
    else health.notStarted += 1;
  }
  return health;
}
