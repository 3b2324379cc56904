import { percentLabel } from './analytics-format.js';

export type TrendDirection = 'up' | 'down' | 'flat' | 'none';

export interface Trend {
  direction: TrendDirection;
  /** "12.5%", or the reason there is no figure. */
  text: string;
}

/** A change against the previous period of the same length; null when that period had nothing to compare with. */
export function trendOf(change: number | null): Trend {
  if (change === null) return { direction: 'none', text: 'no earlier data' };
  if (change === 0) return { direction: 'flat', text: 'no change' };
  return { direction: change > 0 ? 'up' : 'down', text: percentLabel(Math.abs(change)) };
}

/** Every overview figure zero: nothing has happened in the period yet. */
export function isQuietPeriod(overview: { totalViews: number; totalInquiries: number; totalBookings: number }): boolean {
  return overview.totalViews === 0 && overview.totalInquiries === 0 && overview.totalBookings === 0;
}
