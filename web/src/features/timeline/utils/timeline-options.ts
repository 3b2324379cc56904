// The choices of the timeline's forms and filters, with the words people read.

import { TASK_CATEGORIES, TASK_PRIORITIES } from '@domain/planning/timeline-tasks';
import { TIMELINE_VENUE_TYPES } from '@domain/planning/timeline';
import type { SelectOption } from '@/ui/field';
import type { TaskCategory, TaskPriority, TimelineBudgetRange, TimelineVenueType, TimelineWeddingStyle } from '../types';

export const CATEGORY_LABELS: Readonly<Record<TaskCategory, string>> = {
  venue: 'Venue',
  vendors: 'Vendors',
  attire: 'Attire',
  invitations: 'Invitations',
  flowers: 'Flowers',
  catering: 'Catering',
  music: 'Music',
  photography: 'Photography',
  transportation: 'Transportation',
  other: 'Other',
};

export const PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };

const VENUE_TYPE_LABELS: Readonly<Record<TimelineVenueType, string>> = {
  indoor: 'Indoor',
  outdoor: 'Outdoor',
  beach: 'Beach',
  garden: 'Garden',
  ballroom: 'Ballroom',
  barn: 'Barn',
};

/** The spec's section 9 ranges; a wedding from sign-up may also hold over-75k. */
const BUDGET_RANGE_LABELS: ReadonlyArray<readonly [TimelineBudgetRange, string]> = [
  ['under-10k', 'Under $10,000'],
  ['10k-25k', '$10,000 – $25,000'],
  ['25k-50k', '$25,000 – $50,000'],
  ['50k-75k', '$50,000 – $75,000'],
  ['75k-100k', '$75,000 – $100,000'],
  ['over-100k', 'Over $100,000'],
];

export const WEDDING_STYLES: readonly TimelineWeddingStyle[] = ['traditional', 'modern', 'rustic', 'vintage', 'boho', 'elegant'];

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const CATEGORY_OPTIONS: readonly SelectOption[] = TASK_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const PRIORITY_OPTIONS: readonly SelectOption[] = TASK_PRIORITIES.map((value) => ({ value, label: capitalize(value) }));
export const VENUE_TYPE_OPTIONS: readonly SelectOption[] = TIMELINE_VENUE_TYPES.map((value) => ({ value, label: VENUE_TYPE_LABELS[value] }));
export const WEDDING_STYLE_OPTIONS: readonly SelectOption[] = WEDDING_STYLES.map((value) => ({ value, label: capitalize(value) }));

/** The form's ranges, plus the wedding's own when sign-up chose one the form does not list (over-75k). */
export function budgetRangeOptions(current: string): SelectOption[] {
  const options = BUDGET_RANGE_LABELS.map(([value, label]) => ({ value, label }));
  if (current === 'over-75k') options.push({ value: 'over-75k', label: 'Over $75,000' });
  return options;
}
