// Dates as the dashboard shows them. Calendar dates ("2027-05-15") are read in UTC so a
// wedding date never shifts with the owner's time zone.

function utcDate(date: string): Date {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** "2027-05-15" -> "May 15, 2027" */
export function shortDate(date: string): string {
  return utcDate(date).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** "2027-05-15" -> "Saturday, May 15, 2027" */
export function longDate(date: string): string {
  return utcDate(date).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** An instant in the owner's own time zone: "Nov 21, 2026, 4:17 AM". */
export function dateTime(instant: string): string {
  return new Date(instant).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
