import type { BookingStatus } from '../../bookings/booking-status.js';
import type { GuestStats } from '../../guests/guest-stats.js';
import type { CalendarDate } from '../../shared/calendar-date.js';
import type { Cents } from '../../shared/money.js';
import type { RankedVenue, StylePreferences } from '../../venues/venue-match.js';
import type { VenueSearchCriteria } from '../../venues/venue-search.js';
import type { TaskPriority } from '../timeline-tasks.js';

// The planning assistant's port. The chat screen talks to whatever answers behind it: today a
// rule-based assistant (rule-based-planning-assistant.ts), later perhaps a language model. Either
// gets the couple's question with a snapshot of their data and a way to search venues, and answers
// with text, follow-up questions and links into the app.

/** The app's pages a quick action may open, with a query where useful (/search?guestCount=150). */
export const QUICK_ACTION_PATHS = ['/search', '/compare', '/planning', '/timeline'] as const;
export type QuickActionPath = (typeof QUICK_ACTION_PATHS)[number];

/** Icons the chat knows how to draw beside a quick action. */
export const QUICK_ACTION_ICONS = ['search', 'compare', 'calendar', 'checklist', 'wallet', 'users', 'sparkle'] as const;
export type QuickActionIcon = (typeof QUICK_ACTION_ICONS)[number];

export interface QuickAction {
  label: string;
  /** A path of QUICK_ACTION_PATHS, optionally with a query string. */
  action: string;
  icon: QuickActionIcon;
}

export interface AssistantReply {
  content: string;
  /** Follow-up questions the couple can send with one tap. */
  suggestions: string[];
  quickActions: QuickAction[];
}

export interface AssistantTask {
  title: string;
  dueDate: CalendarDate;
  isCompleted: boolean;
  priority: TaskPriority;
}

export interface AssistantBooking {
  id: string;
  venueName: string | null;
  eventDate: CalendarDate;
  status: BookingStatus;
  /** The RSVP counts of the booking's guest list. */
  guests: GuestStats;
}

/** What the assistant knows of the couple, read when they ask. */
export interface AssistantSnapshot {
  /** Today in the Hill Country: what days left and overdue are counted from. */
  today: CalendarDate;
  coupleName: string;
  wedding: {
    weddingDate: CalendarDate | null;
    estimatedGuests: number | null;
    /** Where they would like to marry, as typed at sign-up ("Fredericksburg"). */
    town: string | null;
    budgetTotalCents: Cents;
  };
  /** The timeline's tasks, due first. */
  tasks: readonly AssistantTask[];
  /** The booking the guest list hangs on; null when the couple has none. */
  booking: AssistantBooking | null;
}

/** One venue search the assistant asks for: the search's filters and the match score's preferences. */
export interface AssistantVenueSearch {
  criteria: Omit<VenueSearchCriteria, 'sort' | 'page' | 'pageSize'>;
  preferences: StylePreferences;
}

export interface AssistantVenueResults {
  /** Best match first, by the style assistant's match score. */
  venues: RankedVenue[];
  /** How many published venues fit the filters in all. */
  total: number;
}

/** The venue catalogue as the assistant may search it while answering. */
export interface AssistantVenueFinder {
  /**
   * The town the first of these phrases names that venues are in, written as the venues write it
   * ("wimberley" is "Wimberley"); null when none of them is such a town.
   */
  findTown(phrases: readonly string[]): Promise<string | null>;
  find(search: AssistantVenueSearch, limit: number): Promise<AssistantVenueResults>;
}

export interface AssistantQuestion {
  /** What the couple typed: trimmed, at most CHAT_LIMITS.messageLength characters. */
  message: string;
  snapshot: AssistantSnapshot;
  venues: AssistantVenueFinder;
}

/** Whoever answers the couple's questions. Stateless: the client keeps the conversation. */
export interface PlanningAssistant {
  reply(question: AssistantQuestion): Promise<AssistantReply>;
}

export const CHAT_LIMITS = {
  messageLength: 1000,
  /** What one reply may carry; more is cut, whoever wrote it. */
  suggestions: 5,
  quickActions: 4,
} as const;

/** Whether a quick action opens one of the app's pages the chat may link to. */
export function isQuickActionPath(action: string): boolean {
  const path = action.split(/[?#]/, 1)[0];
  return (QUICK_ACTION_PATHS as readonly string[]).includes(path) && !/[\s\\]/.test(action);
}
