const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
/** Up to this many hours a reply time reads in hours, beyond it in days. */
const HOURS_SHOWN_UP_TO = 48;

/**
 * "Replies to 92% of inquiries, usually within 3 hours"; null when the venue has no rate
 * yet, so the page shows nothing rather than a made-up figure.
 */
export function responseSummary(stats: { responseRate: number | null; typicalReplyMinutes: number | null } | null): string | null {
  if (!stats || stats.responseRate === null) return null;
  const rate = `Replies to ${Math.round(stats.responseRate)}% of inquiries`;
  return stats.typicalReplyMinutes === null ? rate : `${rate}, usually ${replyTime(stats.typicalReplyMinutes)}`;
}

export function replyTime(minutes: number): string {
  if (minutes < MINUTES_PER_HOUR) return `within ${plural(Math.max(1, Math.ceil(minutes)), 'minute')}`;
  const hours = Math.ceil(minutes / MINUTES_PER_HOUR);
  if (hours <= HOURS_SHOWN_UP_TO) return `within ${plural(hours, 'hour')}`;
  return `within ${plural(Math.ceil(minutes / MINUTES_PER_DAY), 'day')}`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
