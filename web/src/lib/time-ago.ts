// The spec's time-ago formats (just now, Nm ago, Nh ago, Nd ago), for any feed of recent events.

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

export function timeAgo(instant: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(instant).getTime()) / MS_PER_MINUTE));
  if (minutes < 1) return 'just now';
  if (minutes < MINUTES_PER_HOUR) return `${minutes}m ago`;
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < HOURS_PER_DAY) return `${hours}h ago`;
  return `${Math.floor(hours / HOURS_PER_DAY)}d ago`;
}

/** An instant in the reader's own time zone, in full: "Saturday, November 21, 2026 at 4:17 PM". */
export function longDateTime(instant: string): string {
  return new Date(instant).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

const RELATIVE_FOR_DAYS = 7;
const MS_PER_DAY = MS_PER_MINUTE * MINUTES_PER_HOUR * HOURS_PER_DAY;

/** This week's events read "3h ago"; older ones their date, "November 3, 2026". */
export function activityTime(instant: string, now: Date = new Date()): { text: string; full: string } {
  const full = longDateTime(instant);
  if (now.getTime() - new Date(instant).getTime() < RELATIVE_FOR_DAYS * MS_PER_DAY) return { text: timeAgo(instant, now), full };
  return { text: new Date(instant).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }), full };
}
