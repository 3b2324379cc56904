import { longDateTime, timeAgo } from '@/lib/time-ago';

const RELATIVE_FOR_DAYS = 7;
const MS_PER_DAY = 86_400_000;

/** This week's events read "3h ago"; older ones their date, "November 3, 2026". */
export function activityTime(instant: string, now: Date = new Date()): { text: string; full: string } {
  const full = longDateTime(instant);
  if (now.getTime() - new Date(instant).getTime() < RELATIVE_FOR_DAYS * MS_PER_DAY) return { text: timeAgo(instant, now), full };
  return { text: new Date(instant).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }), full };
}
