import { isCalendarDate, type CalendarDate } from '@domain/shared/calendar-date';

// A visitor's countdown lives in this browser's local storage (it survives a reload and a new
// tab), and so do the milestones already celebrated, so a reload on a milestone's day does not
// raise its toast again. Blocked or full storage only means nothing is remembered.

export const COUNTDOWN_DATE_KEY = 'hcw.countdown.weddingDate';
export const CELEBRATED_KEY = 'hcw.countdown.celebrated';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The date this browser counts down to, or null (none, or edited into something else). */
export function readBrowserWeddingDate(): CalendarDate | null {
  try {
    const text = storage()?.getItem(COUNTDOWN_DATE_KEY) ?? null;
    return text !== null && isCalendarDate(text) ? text : null;
  } catch {
    return null;
  }
}

export function writeBrowserWeddingDate(date: CalendarDate): void {
  try {
    storage()?.setItem(COUNTDOWN_DATE_KEY, date);
  } catch {
    // Not remembered: the countdown still runs on this page.
  }
}

export function forgetBrowserWeddingDate(): void {
  try {
    storage()?.removeItem(COUNTDOWN_DATE_KEY);
  } catch {
    // Nothing could have been kept.
  }
}

/** The milestone ids celebrated for this wedding date (another date starts afresh). */
export function readCelebratedMilestones(weddingDate: CalendarDate): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(CELEBRATED_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return [];
    const { date, ids } = parsed as { date?: unknown; ids?: unknown };
    return date === weddingDate && Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeCelebratedMilestones(weddingDate: CalendarDate, ids: readonly string[]): void {
  try {
    storage()?.setItem(CELEBRATED_KEY, JSON.stringify({ date: weddingDate, ids }));
  } catch {
    // Not remembered: a reload on the same day shows the toast again.
  }
}
