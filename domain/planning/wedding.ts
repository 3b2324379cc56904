import type { Account } from '../accounts/account.js';
import { displayName } from '../accounts/account.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { isCalendarDate } from '../shared/calendar-date.js';
import { InvalidInputError } from '../shared/domain-error.js';
import type { Cents } from '../shared/money.js';
import { DEFAULT_BUDGET_CENTS } from './budget.js';
import { daysUntil, monthsUntil, planningProgress, validateWeddingDate, weeksLeft } from './countdown.js';
import { parseDollars, type DollarInput } from './money-input.js';
import { planningPhase, type PlanningPhase } from './planning-phase.js';
import { cleanPlanningText, optionalText } from './planning-text.js';

/** The budget ranges of sign-up step 3. */
export const WEDDING_BUDGET_RANGES = ['under-10k', '10k-25k', '25k-50k', '50k-75k', 'over-75k'] as const;
export type WeddingBudgetRange = (typeof WEDDING_BUDGET_RANGES)[number];

export const WEDDING_LIMITS = {
  partnerNameLength: 100,
  townLength: 100,
  maxEstimatedGuests: 100_000,
  /** $10,000,000: far above any wedding, and small enough for exact integer sums. */
  maxBudgetTotalCents: 1_000_000_000,
} as const;

/** A couple's wedding: one per customer account, made from its sign-up details on first use. */
export interface Wedding {
  id: string;
  accountId: string;
  weddingDate: CalendarDate | null;
  partnerName: string | null;
  estimatedGuests: number | null;
  budgetRange: WeddingBudgetRange | null;
  town: string | null;
  /** The couple chose not to see the countdown on their dashboard. */
  countdownHidden: boolean;
  budgetTotalCents: Cents;
  createdAt: Date;
  updatedAt: Date;
}

/** What PATCH /api/my/wedding may change: left out keeps, null clears (except the flags and the total). */
export interface WeddingChanges {
  weddingDate?: string | null;
  partnerName?: string | null;
  estimatedGuests?: number | null;
  budgetRange?: string | null;
  town?: string | null;
  countdownHidden?: boolean;
  budgetTotal?: DollarInput;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? cleanPlanningText(value) : null);

function guestsFrom(value: unknown): number | null {
  const count = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(count) && count >= 0 && count <= WEDDING_LIMITS.maxEstimatedGuests ? count : null;
}

const within = (value: string | null, max: number) => (value !== null && value.length <= max ? value : null);

/**
 * The wedding as sign-up step 3 described it. Sign-up kept those details as they were typed, so
 * anything that is not a valid value (a past date, an unknown range) starts out empty.
 */
export function weddingFromAccountDetails(account: Pick<Account, 'id' | 'details'>, id: string, now: Date, today: CalendarDate): Wedding {
  const details = account.details ?? {};
  const date = text(details.weddingDate);
  const budget = text(details.budget);
  return {
    id,
    accountId: account.id,
    weddingDate: date && validateWeddingDate(date, today).ok ? date : null,
    partnerName: within(text(details.partnerName), WEDDING_LIMITS.partnerNameLength),
    estimatedGuests: guestsFrom(details.estimatedGuests),
    budgetRange: (WEDDING_BUDGET_RANGES as readonly string[]).includes(budget ?? '') ? (budget as WeddingBudgetRange) : null,
    town: within(text(details.location), WEDDING_LIMITS.townLength),
    countdownHidden: false,
    budgetTotalCents: DEFAULT_BUDGET_CENTS,
    createdAt: now,
    updatedAt: now,
  };
}

/** The wedding after a couple's edit; a new date must lie after today, as the countdown asks. */
export function applyWeddingChanges(wedding: Wedding, changes: WeddingChanges, today: CalendarDate, now: Date): Wedding {
  const next: Wedding = { ...wedding, updatedAt: now };
  if (changes.weddingDate !== undefined) {
    if (changes.weddingDate === null) next.weddingDate = null;
    else {
      const check = validateWeddingDate(changes.weddingDate, today);
      if (!check.ok) throw new InvalidInputError('PLANNING.INVALID_WEDDING_DATE', 'weddingDate', check.message);
      next.weddingDate = check.date;
    }
  }
  if (changes.partnerName !== undefined) next.partnerName = optionalText('PLANNING.INVALID_WEDDING', 'partnerName', changes.partnerName, WEDDING_LIMITS.partnerNameLength);
  if (changes.town !== undefined) next.town = optionalText('PLANNING.INVALID_WEDDING', 'town', changes.town, WEDDING_LIMITS.townLength);
  if (changes.estimatedGuests !== undefined) {
    const guests = changes.estimatedGuests;
    if (guests !== null && (!Number.isSafeInteger(guests) || guests < 0 || guests > WEDDING_LIMITS.maxEstimatedGuests)) {
      throw new InvalidInputError('PLANNING.INVALID_WEDDING', 'estimatedGuests', `estimatedGuests must be a whole number from 0 to ${WEDDING_LIMITS.maxEstimatedGuests}`);
    }
    next.estimatedGuests = guests;
  }
  if (changes.budgetRange !== undefined) {
    if (changes.budgetRange !== null && !(WEDDING_BUDGET_RANGES as readonly string[]).includes(changes.budgetRange)) {
      throw new InvalidInputError('PLANNING.INVALID_WEDDING', 'budgetRange', `budgetRange must be one of ${WEDDING_BUDGET_RANGES.join(', ')}`);
    }
    next.budgetRange = changes.budgetRange as WeddingBudgetRange | null;
  }
  if (changes.countdownHidden !== undefined) next.countdownHidden = changes.countdownHidden;
  if (changes.budgetTotal !== undefined) {
    next.budgetTotalCents = parseDollars('PLANNING.INVALID_BUDGET_TOTAL', 'budgetTotal', changes.budgetTotal, { minCents: 0, maxCents: WEDDING_LIMITS.maxBudgetTotalCents });
  }
  return next;
}

/** "Sarah Johnson & Michael": the account holder and, when known, the partner. */
export function coupleName(account: Pick<Account, 'firstName' | 'lastName'>, wedding: Pick<Wedding, 'partnerName'>): string {
  const holder = displayName(account);
  return wedding.partnerName ? `${holder} & ${wedding.partnerName}` : holder;
}

export interface WeddingCountdown {
  daysLeft: number;
  weeksLeft: number;
  monthsUntil: number;
  planningPhase: PlanningPhase;
  /** A year of planning behind the couple, 0 to 100, to one decimal. */
  progressPercent: number;
}

/** The countdown's quick stats for a dated wedding, read on the given day. */
export function weddingCountdown(weddingDate: CalendarDate | null, today: CalendarDate): WeddingCountdown | null {
  if (!weddingDate || !isCalendarDate(weddingDate)) return null;
  const daysLeft = Math.max(0, daysUntil(weddingDate, today));
  return {
    daysLeft,
    weeksLeft: weeksLeft(daysLeft),
    monthsUntil: monthsUntil(daysLeft),
    planningPhase: planningPhase(daysLeft),
    progressPercent: Math.round(planningProgress(daysLeft) * 10) / 10,
  };
}
