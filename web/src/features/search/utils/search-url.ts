import { BUDGET_OPTIONS } from './search-options';

export interface HeroSearchInput {
  location: string;
  /** YYYY-MM-DD or empty. */
  date: string;
  /** A GUEST_COUNT_OPTIONS value or empty. */
  guestCount: string;
  /** A BUDGET_OPTIONS value or empty. */
  budget: string;
}

/**
 * /search?location=..&guestCount=..&budgetMin=..&budgetMax=..&date=.. with only the filled
 * parameters. "$35,000+" sends budgetMin=35000 and no budgetMax: the search page treats a
 * missing maximum as "no upper limit" rather than inventing one.
 */
export function buildSearchUrl(input: HeroSearchInput): string {
  const params = new URLSearchParams();
  const location = input.location.trim();
  if (location) params.set('location', location);
  if (input.guestCount) params.set('guestCount', input.guestCount);
  const budget = BUDGET_OPTIONS.find((option) => option.value === input.budget);
  if (budget) {
    params.set('budgetMin', String(budget.min));
    if (budget.max !== null) params.set('budgetMax', String(budget.max));
  }
  // Not read by the spec's search, but carried so the chosen date is not lost.
  if (input.date) params.set('date', input.date);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** The countdown starts from the chosen date when there is one. */
export function buildCountdownUrl(date: string): string {
  return date ? `/countdown?${new URLSearchParams({ date }).toString()}` : '/countdown';
}

/** Today as YYYY-MM-DD in the visitor's time zone: the earliest wedding date offered. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
