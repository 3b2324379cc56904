export const PLANNING_PHASES = ['Early', 'Active', 'Final Sprint'] as const;
export type PlanningPhase = (typeof PLANNING_PHASES)[number];

/** More than this many days left is still early planning. */
export const EARLY_PHASE_MIN_DAYS = 90;
/** More than this many days left (and not early) is active planning; the rest is the final sprint. */
export const ACTIVE_PHASE_MIN_DAYS = 30;

export function planningPhase(daysLeft: number): PlanningPhase {
  if (daysLeft > EARLY_PHASE_MIN_DAYS) return 'Early';
  if (daysLeft > ACTIVE_PHASE_MIN_DAYS) return 'Active';
  return 'Final Sprint';
}
