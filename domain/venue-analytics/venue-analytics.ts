import type { WeddingBudgetRange } from '../planning/wedding.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Cents } from '../shared/money.js';
import type { Venue } from '../venues/venue.js';
import {
  averageResponseHours,
  budgetRanges,
  conversionRate,
  guestCountRanges,
  monthlyBookings,
  percentChange,
  popularDates,
  topCities,
  weekdayBookings,
  type ConfirmedBookingFact,
  type GuestCountRange,
  type Weekday,
} from './analytics-figures.js';
import { periodMonths, type AnalyticsPeriod, type CalendarMonth } from './analytics-period.js';
import type { CompetitorFigures, InquiryTally, PeriodTotals, RatingSnapshot } from './venue-analytics-repository.js';

/** A venue's place in the recommended search of its own town. */
export interface SearchRanking {
  rank: number;
  outOf: number;
  city: string;
}

/** The Analytics panel's figures: money in cents, hours and percentages with one decimal. */
export interface VenueAnalytics {
  venueId: string;
  venueName: string;
  period: AnalyticsPeriod;
  overview: {
    totalViews: number;
    totalInquiries: number;
    totalBookings: number;
    revenueCents: Cents;
    conversionRate: number;
    avgResponseTime: number | null;
  };
  trends: { viewsChange: number | null; inquiriesChange: number | null; bookingsChange: number | null; revenueChange: number | null };
  demographics: {
    topCities: { city: string; count: number; percentage: number }[];
    budgetRanges: { range: WeddingBudgetRange; count: number; percentage: number }[];
    guestCounts: { range: GuestCountRange; count: number; percentage: number }[];
  };
  seasonality: {
    monthlyBookings: { month: CalendarMonth; bookings: number; revenueCents: Cents }[];
    popularDates: { date: CalendarDate; bookings: number }[];
    weekdays: { weekday: Weekday; bookings: number }[];
  };
  performance: {
    searchRanking: SearchRanking | null;
    ratingTrend: RatingSnapshot[];
    rating: number;
    reviewCount: number;
    competitorComparison: {
      venues: number;
      avgPriceCents: Cents | null;
      avgRating: number | null;
      avgResponseTime: number | null;
      yourPriceCents: Cents;
      yourRating: number;
      yourResponseTime: number | null;
    };
  };
}

/** Everything read for one venue and period; the figures follow from it by the rules alone. */
export interface AnalyticsFacts {
  venue: Pick<Venue, 'id' | 'name' | 'priceCents' | 'rating' | 'reviewCount'>;
  period: AnalyticsPeriod;
  current: PeriodTotals;
  previous: PeriodTotals;
  /** Bookings confirmed in the period: the overview's, and the demographics'. */
  bookings: readonly ConfirmedBookingFact[];
  /** Weddings held or to be held in the charted months (confirmed whenever): the seasonality's. */
  weddings: readonly ConfirmedBookingFact[];
  inquiries: readonly InquiryTally[];
  requestedDates: readonly { date: CalendarDate; bookings: number }[];
  ratingTrend: readonly RatingSnapshot[];
  competitors: CompetitorFigures;
  searchRanking: SearchRanking | null;
}

export function buildVenueAnalytics(facts: AnalyticsFacts): VenueAnalytics {
  const { venue, period, current, previous, bookings, inquiries } = facts;
  const avgResponseTime = averageResponseHours(current.responseMinutes, current.replies);
  // Demographics count each couple who asked or booked: the period's inquiries and confirmed bookings.
  const people = [
    ...inquiries.map((i) => ({ homeCity: i.homeCity, guestCount: i.guestCount, count: i.count })),
    ...bookings.map((b) => ({ homeCity: b.homeCity, guestCount: b.guestCount, count: 1 })),
  ];
  const withGuests = people.filter((p): p is typeof p & { guestCount: number } => p.guestCount !== null && p.guestCount > 0);
  return {
    venueId: venue.id,
    venueName: venue.name,
    period,
    overview: {
      totalViews: current.views,
      totalInquiries: current.inquiries,
      totalBookings: current.bookings,
      revenueCents: current.revenueCents,
      conversionRate: conversionRate(current.bookings, current.inquiries),
      avgResponseTime,
    },
    trends: {
      viewsChange: percentChange(current.views, previous.views),
      inquiriesChange: percentChange(current.inquiries, previous.inquiries),
      bookingsChange: percentChange(current.bookings, previous.bookings),
      revenueChange: percentChange(current.revenueCents, previous.revenueCents),
    },
    demographics: {
      topCities: topCities(people.map((p) => ({ city: p.homeCity, count: p.count }))),
      budgetRanges: budgetRanges(bookings.map((b) => b.amountCents)).map(({ key, count, percentage }) => ({ range: key, count, percentage })),
      guestCounts: guestCountRanges(withGuests.map((p) => ({ value: p.guestCount, count: p.count }))).map(({ key, count, percentage }) => ({ range: key, count, percentage })),
    },
    seasonality: {
      monthlyBookings: monthlyBookings(facts.weddings, periodMonths(period)),
      popularDates: popularDates(facts.requestedDates),
      weekdays: weekdayBookings(facts.weddings),
    },
    performance: {
      searchRanking: facts.searchRanking,
      ratingTrend: [...facts.ratingTrend].sort((a, b) => a.month.localeCompare(b.month)),
      rating: venue.rating,
      reviewCount: venue.reviewCount,
      competitorComparison: {
        venues: facts.competitors.venues,
        avgPriceCents: facts.competitors.avgPriceCents,
        avgRating: facts.competitors.avgRating,
        avgResponseTime: facts.competitors.avgResponseMinutes === null ? null : averageResponseHours(facts.competitors.avgResponseMinutes, 1),
        yourPriceCents: venue.priceCents,
        yourRating: venue.rating,
        yourResponseTime: avgResponseTime,
      },
    },
  };
}
