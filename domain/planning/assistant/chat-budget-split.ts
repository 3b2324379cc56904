import type { Cents } from '../../shared/money.js';
import { allocateByShares } from '../budget.js';

export interface ChatBudgetShare {
  id: string;
  label: string;
  /** Whole percent of the total. */
  percentage: number;
}

/**
 * The chat's rule of thumb (spec: venue and catering 65%, photography 10%, flowers 9%, attire 4%,
 * music 4%). Those add up to 92%; the last 8% is named so the parts add up to the whole budget.
 */
export const CHAT_BUDGET_SPLIT: readonly ChatBudgetShare[] = [
  { id: 'venue-catering', label: 'Venue & catering', percentage: 65 },
  { id: 'photography', label: 'Photography', percentage: 10 },
  { id: 'flowers', label: 'Flowers', percentage: 9 },
  { id: 'attire', label: 'Attire', percentage: 4 },
  { id: 'music', label: 'Music', percentage: 4 },
  { id: 'everything-else', label: 'Everything else', percentage: 8 },
];

export interface ChatBudgetPart extends ChatBudgetShare {
  cents: Cents;
}

/** The total split by CHAT_BUDGET_SPLIT to the cent: the parts add up to it exactly. */
export function chatBudgetSplit(totalCents: Cents): ChatBudgetPart[] {
  const parts = allocateByShares(totalCents, CHAT_BUDGET_SPLIT.map((share) => share.percentage));
  return CHAT_BUDGET_SPLIT.map((share, index) => ({ ...share, cents: parts[index] }));
}

/** What the split sets aside for the venue and its catering: the top price a venue search may use. */
export function venueShareCents(totalCents: Cents): Cents {
  return chatBudgetSplit(totalCents)[0].cents;
}
