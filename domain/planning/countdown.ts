import type { CalendarDate } from '../shared/calendar-date.js';
import { addDays, daysBetween, isCalendarDate, VENUE_TIME_ZONE } from '../shared/calendar-date.js';

export const MILESTONE_CATEGORIES = ['planning', 'booking', 'preparation', 'final'] as const;
export type MilestoneCategory = (typeof MILESTONE_CATEGORIES)[number];

export interface Milestone {
  id: string;
  title: string;
  description: string;
  /** The milestone falls due when this many days are left. */
  daysFromWedding: number;
  category: MilestoneCategory;
  /** A fun way to celebrate reaching it. */
  reward: string;
}

export const MILESTONES: readonly Milestone[] = [
  {
    id: '6months',
    title: '6 Months to Go!',
    description: 'Venue booked and the big vendors lined up. Time to send save-the-dates.',
    daysFromWedding: 180,
    category: 'planning',
    reward: 'Pop a bottle of champagne and toast to half a year of planning!',
  },
  {
    id: '4months',
    title: '4 Months to Go!',
    description: 'Book the florist, the band or DJ and your hair and makeup artists.',
    daysFromWedding: 120,
    category: 'booking',
    reward: 'Treat yourselves to a spa day in Fredericksburg.',
  },
  {
    id: '3months',
    title: '3 Months to Go!',
    description: 'Order the invitations, finalize the menu and schedule attire fittings.',
    daysFromWedding: 90,
    category: 'booking',
    reward: 'Plan a wedding-free date night: no planning talk allowed!',
  },
  {
    id: '2months',
    title: '2 Months to Go!',
    description: 'Mail the invitations and confirm the day-of timeline with your venue.',
    daysFromWedding: 60,
    category: 'preparation',
    reward: 'Escape for a weekend getaway along the Hill Country wine trail.',
  },
  {
    id: '1month',
    title: '1 Month to Go!',
    description: 'Get the marriage license, chase the last RSVPs and draft the seating chart.',
    daysFromWedding: 30,
    category: 'preparation',
    reward: 'Book a photoshoot practice session and get comfortable in front of the camera.',
  },
  {
    id: '2weeks',
    title: '2 Weeks to Go!',
    description: 'Give the final head count to the caterer and confirm every vendor.',
    daysFromWedding: 14,
    category: 'final',
    reward: 'Unwind together with a couples massage.',
  },
  {
    id: '1week',
    title: '1 Week to Go!',
    description: 'Pack for the honeymoon, pick up the attire and rest up for the big day.',
    daysFromWedding: 7,
    category: 'final',
    reward: 'Throw a party with your favourite people: you made it!',
  },
];

/** 180, 120, 90, 60, 30, 14, 7. */
export const MILESTONE_DAYS: readonly number[] = MILESTONES.map((milestone) => milestone.daysFromWedding);

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;
export const DAYS_PER_WEEK = 7;
/** The spec counts months as 30 days. */
export const DAYS_PER_MONTH = 30;
/** Progress measures a year of planning: a year out reads 0%, the wedding day 100%. */
export const PLANNING_HORIZON_DAYS = 365;
/** A milestone completes on its day (within one day) and stays current for a week. */
export const MILESTONE_COMPLETION_WINDOW_DAYS = 1;
export const MILESTONE_CURRENT_WINDOW_DAYS = 7;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export type WeddingDateCheck = { ok: true; date: CalendarDate } | { ok: false; title: string; message: string };

/**
 * Whole calendar days from today to the wedding (0 on the day, negative after). The caller
 * reads today in the couple's time zone.
 */
export function daysUntil(weddingDate: CalendarDate, today: CalendarDate): number {
  return daysBetween(today, weddingDate);
}

/** The live timer. All parts are zero once the wedding instant has passed. */
export function countdownParts(weddingInstant: Date, now: Date): CountdownParts {
  const remaining = Math.max(0, weddingInstant.getTime() - now.getTime());
  return {
    days: Math.floor(remaining / MS_PER_DAY),
    hours: Math.floor((remaining % MS_PER_DAY) / MS_PER_HOUR),
    minutes: Math.floor((remaining % MS_PER_HOUR) / MS_PER_MINUTE),
    seconds: Math.floor((remaining % MS_PER_MINUTE) / MS_PER_SECOND),
  };
}

/**
 * The instant the wedding day begins: midnight on the venue's wall clock (Central time), where
 * "today" is read too, so the timer reaches zero as the calendar turns to the day.
 */
export function weddingDayStart(weddingDate: CalendarDate, timeZone: string = VENUE_TIME_ZONE): Date {
  const [y, m, d] = weddingDate.split('-').map(Number);
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  const offsetAt = (ms: number) => wallClockAsUtc(new Date(ms), timeZone) - ms;
  const guess = midnightAsUtc - offsetAt(midnightAsUtc);
  // Read the offset again at the guess: it differs when the clocks change between the two.
  return new Date(midnightAsUtc - offsetAt(guess));
}

/** The zone's wall-clock reading of an instant, as if that reading were UTC. */
function wallClockAsUtc(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The day a milestone falls due: so many days before the wedding. */
export function milestoneDate(weddingDate: CalendarDate, milestone: Pick<Milestone, 'daysFromWedding'>): CalendarDate {
  return addDays(weddingDate, -milestone.daysFromWedding);
}

/**
 * Its day has come (and stays come): what the list counts as completed. A couple who opens the
 * countdown at 100 days has passed six and four months even if no page was open on those days.
 */
export function isMilestoneDue(milestone: Pick<Milestone, 'daysFromWedding'>, daysLeft: number): boolean {
  return daysLeft <= milestone.daysFromWedding;
}

/** The spec's completion window: at or below the threshold and above threshold minus 1. */
export function isMilestoneReached(milestone: Pick<Milestone, 'daysFromWedding'>, daysLeft: number): boolean {
  const threshold = milestone.daysFromWedding;
  return daysLeft <= threshold && daysLeft > threshold - MILESTONE_COMPLETION_WINDOW_DAYS;
}

/** Flagged Current for the week after it falls due. */
export function isCurrentMilestone(milestone: Pick<Milestone, 'daysFromWedding'>, daysLeft: number): boolean {
  const threshold = milestone.daysFromWedding;
  return daysLeft <= threshold && daysLeft > threshold - MILESTONE_CURRENT_WINDOW_DAYS;
}

/** Milestones to celebrate now. Completion never reverts, so completed ids are skipped. */
export function newlyReachedMilestones(daysLeft: number, completedIds: readonly string[] = []): Milestone[] {
  return MILESTONES.filter((milestone) => !completedIds.includes(milestone.id) && isMilestoneReached(milestone, daysLeft));
}

/** Percent of a year of planning behind the couple, clamped to 0..100 (not rounded). */
export function planningProgress(daysLeft: number): number {
  const percent = ((PLANNING_HORIZON_DAYS - daysLeft) / PLANNING_HORIZON_DAYS) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** Rounded up: 8 days left is 2 weeks left. Never below zero. */
export function weeksLeft(daysLeft: number): number {
  return Math.max(0, Math.ceil(daysLeft / DAYS_PER_WEEK));
}

/** Rounded up with 30-day months. Never below zero. */
export function monthsUntil(daysLeft: number): number {
  return Math.max(0, Math.ceil(daysLeft / DAYS_PER_MONTH));
}

/** The countdown starts only with a valid date after today. */
export function validateWeddingDate(date: string | null | undefined, today: CalendarDate): WeddingDateCheck {
  const text = (date ?? '').trim();
  if (text === '') {
    return { ok: false, title: 'Wedding Date Required', message: 'Please select your wedding date to start the countdown' };
  }
  if (!isCalendarDate(text) || daysUntil(text, today) <= 0) {
    return { ok: false, title: 'Invalid Date', message: 'Please select a future date for your wedding.' };
  }
  return { ok: true, date: text };
}
