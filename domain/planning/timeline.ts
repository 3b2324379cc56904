import type { CalendarDate } from '../shared/calendar-date.js';
import { addDays, daysBetween, isCalendarDate } from '../shared/calendar-date.js';
import { InvalidInputError } from '../shared/domain-error.js';
import type { TimelineTaskPlan } from './timeline-tasks.js';
import { BASE_TIMELINE, COORDINATOR_TASK, WEATHER_PLAN_TASK } from './timeline-tasks.js';

/** The venue types the timeline form offers (not the same list as a venue listing's types). */
export const TIMELINE_VENUE_TYPES = ['indoor', 'outdoor', 'beach', 'garden', 'ballroom', 'barn'] as const;

/**
 * Venue types whose ceremony is under the open sky and needs a rain and heat plan. Barns
 * are counted as indoor: the reception has a roof even when the ceremony is on the lawn.
 */
export const OUTDOOR_VENUE_TYPES: readonly string[] = ['outdoor', 'garden', 'beach'];

/** More guests than this calls for a day-of coordinator. */
export const LARGE_WEDDING_GUEST_COUNT = 150;
const DAYS_PER_WEEK = 7;

/** A generated task; the caller gives it an id, isCompleted false and empty notes. */
export interface TimelineTaskDraft extends TimelineTaskPlan {
  dueDate: CalendarDate;
}

export interface TimelineRequest {
  weddingDate: CalendarDate | null | undefined;
  guestCount: number;
  venueType: string;
}

export function isOutdoorVenueType(venueType: string): boolean {
  return OUTDOOR_VENUE_TYPES.includes(venueType.trim().toLowerCase());
}

/** Fractional weeks become whole days: 0.14 weeks is 1 day. */
export function taskDueDate(weddingDate: CalendarDate, weeksBeforeWedding: number): CalendarDate {
  return addDays(weddingDate, -Math.round(weeksBeforeWedding * DAYS_PER_WEEK));
}

/**
 * The plan for a wedding: the base tasks, a coordinator for large weddings and a weather
 * plan for outdoor venues, latest-first by weeks before the wedding (base tasks first on a tie).
 */
export function generateTimeline(request: TimelineRequest): TimelineTaskDraft[] {
  const { weddingDate } = request;
  if (!weddingDate || !isCalendarDate(weddingDate)) {
    throw new InvalidInputError('PLANNING.WEDDING_DATE_REQUIRED', 'weddingDate', 'Please select a wedding date first.');
  }
  const plans = [...BASE_TIMELINE];
  if (request.guestCount > LARGE_WEDDING_GUEST_COUNT) plans.push(COORDINATOR_TASK);
  if (isOutdoorVenueType(request.venueType)) plans.push(WEATHER_PLAN_TASK);
  return plans
    .sort((a, b) => b.weeksBeforeWedding - a.weeksBeforeWedding)
    .map((plan) => ({ ...plan, dueDate: taskDueDate(weddingDate, plan.weeksBeforeWedding) }));
}

/** The spec's guest count field: an integer, 0 when blank or not a number. */
export function parseGuestCount(text: string | null | undefined): number {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isNaN(value) ? 0 : value;
}

/** Overdue: not completed and due before today. */
export function isTaskOverdue(task: { isCompleted: boolean; dueDate: CalendarDate }, today: CalendarDate): boolean {
  return !task.isCompleted && daysBetween(task.dueDate, today) > 0;
}
