import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';
import type { ConfirmedBookingFact } from './analytics-figures.js';
import type { CalendarMonth, DateRange } from './analytics-period.js';

/** What happened in one period, counted from the recorded events (views from the daily counts). */
export interface PeriodTotals {
  views: number;
  inquiries: number;
  /** Bookings confirmed in the period and not cancelled since. */
  bookings: number;
  revenueCents: Cents;
  /** Inquiries first replied to in the period, and the minutes those replies took in all. */
  replies: number;
  responseMinutes: number;
}

/** Inquiries received in a period, counted by the couple's home town and guest count. */
export interface InquiryTally {
  homeCity: string | null;
  guestCount: number | null;
  count: number;
}

export interface RatingSnapshot {
  month: CalendarMonth;
  rating: number;
  reviewCount: number;
}

/** The other published venues of a town; averages are null when none has the figure. */
export interface CompetitorFigures {
  venues: number;
  avgPriceCents: Cents | null;
  avgRating: number | null;
  /** Mean minutes of their first replies in the period. */
  avgResponseMinutes: number | null;
}

/**
 * The read side of analytics: set-based reads of the domain_event history, the daily view counts
 * and the monthly rating snapshots. Ranges are calendar dates on the venue's wall clock.
 */
export interface VenueAnalyticsRepository {
  totals(venueId: string, range: DateRange): Promise<PeriodTotals>;
  confirmedBookings(venueId: string, range: DateRange): Promise<ConfirmedBookingFact[]>;
  /** Weddings: bookings confirmed (whenever) and not cancelled whose wedding date lies in the range. */
  weddings(venueId: string, eventDates: DateRange): Promise<ConfirmedBookingFact[]>;
  inquiryTallies(venueId: string, range: DateRange): Promise<InquiryTally[]>;
  /** Requested wedding dates (requests later cancelled included), most requested first. */
  requestedDates(venueId: string, range: DateRange, limit: number): Promise<{ date: CalendarDate; bookings: number }[]>;
  ratingSnapshots(venueId: string, first: CalendarMonth, last: CalendarMonth): Promise<RatingSnapshot[]>;
  competitors(venueId: string, city: string, range: DateRange): Promise<CompetitorFigures>;
}

/** The monthly record of every published venue's rating, for the rating trend. */
export interface RatingSnapshotRepository {
  /** Writes this month's snapshot of every published venue; a venue already snapshotted keeps its row. Returns how many were written. */
  snapshotAll(month: CalendarMonth): Promise<number>;
  /** True for the one caller that gets to book the run for that month (so restarts do not book it twice). */
  claimRun(month: CalendarMonth): Promise<boolean>;
}

/** A venue's read-only analytics link; only the hash of its token is kept. */
export interface AnalyticsShare {
  venueId: string;
  tokenHash: string;
  createdAt: Date;
}

export interface AnalyticsShareRepository {
  /** The venue's link becomes this one; an earlier link stops working. */
  replace(share: AnalyticsShare): Promise<void>;
  findByVenue(venueId: string): Promise<AnalyticsShare | null>;
  findByTokenHash(tokenHash: string): Promise<AnalyticsShare | null>;
  delete(venueId: string): Promise<boolean>;
}
