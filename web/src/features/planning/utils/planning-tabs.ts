// The dashboard's tabs, in order. The open one lives in the address (?tab=budget) so a reload,
// a shared link and the Back button all keep it.

export const PLANNING_TABS = ['overview', 'timeline', 'budget', 'guests', 'seating', 'moodboard', 'ai-chat', 'collaboration'] as const;
export type PlanningTab = (typeof PLANNING_TABS)[number];

export const TAB_PARAM = 'tab';
export const DEFAULT_TAB: PlanningTab = 'overview';

export function isPlanningTab(value: string | null): value is PlanningTab {
  return (PLANNING_TABS as readonly (string | null)[]).includes(value);
}

/** An unknown or missing ?tab= opens the overview. */
export function tabFrom(value: string | null): PlanningTab {
  return isPlanningTab(value) ? value : DEFAULT_TAB;
}
