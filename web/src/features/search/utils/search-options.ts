// Spec section 9: the guest count and budget choices offered on the home page.

export interface GuestCountOption {
  value: string;
  label: string;
}

export const GUEST_COUNT_OPTIONS: readonly GuestCountOption[] = [
  { value: '50', label: '50-100' },
  { value: '100', label: '100-150' },
  { value: '150', label: '150-200' },
  { value: '200', label: '200+' },
];

export interface BudgetOption {
  value: string;
  label: string;
  /** Whole dollars. */
  min: number;
  /** Whole dollars; null means "and up": no upper bound is sent. */
  max: number | null;
}

export const BUDGET_OPTIONS: readonly BudgetOption[] = [
  { value: '5000-10000', label: '$5,000 - $10,000', min: 5_000, max: 10_000 },
  { value: '10000-20000', label: '$10,000 - $20,000', min: 10_000, max: 20_000 },
  { value: '20000-35000', label: '$20,000 - $35,000', min: 20_000, max: 35_000 },
  { value: '35000+', label: '$35,000+', min: 35_000, max: null },
];
