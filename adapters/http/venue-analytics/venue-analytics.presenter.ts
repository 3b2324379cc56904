import { centsToDecimalString } from '../../../domain/shared/money.js';
import type { VenueAnalytics } from '../../../domain/venue-analytics/venue-analytics.js';

/** Where a shared analytics link opens in the web app. */
export const sharedAnalyticsPath = (token: string) => `/shared/analytics/${token}`;

export function presentVenueAnalytics(a: VenueAnalytics) {
  const c = a.performance.competitorComparison;
  return {
    venueId: a.venueId,
    venueName: a.venueName,
    period: { key: a.period.key as string, from: a.period.from, to: a.period.to },
    overview: {
      totalViews: a.overview.totalViews,
      totalInquiries: a.overview.totalInquiries,
      totalBookings: a.overview.totalBookings,
      revenue: centsToDecimalString(a.overview.revenueCents),
      conversionRate: a.overview.conversionRate,
      avgResponseTime: a.overview.avgResponseTime,
    },
    trends: { ...a.trends },
    demographics: {
      topCities: a.demographics.topCities.map((r) => ({ city: r.city, count: r.count, percentage: r.percentage })),
      budgetRanges: a.demographics.budgetRanges.map((r) => ({ range: r.range as string, count: r.count, percentage: r.percentage })),
      guestCounts: a.demographics.guestCounts.map((r) => ({ range: r.range as string, count: r.count, percentage: r.percentage })),
    },
    seasonality: {
      monthlyBookings: a.seasonality.monthlyBookings.map((r) => ({ month: r.month, bookings: r.bookings, revenue: centsToDecimalString(r.revenueCents) })),
      popularDates: a.seasonality.popularDates.map((r) => ({ date: r.date, bookings: r.bookings })),
      weekdays: a.seasonality.weekdays.map((r) => ({ weekday: r.weekday as string, bookings: r.bookings })),
    },
    performance: {
      searchRanking: a.performance.searchRanking ? { ...a.performance.searchRanking } : null,
      ratingTrend: a.performance.ratingTrend.map((r) => ({ month: r.month, rating: r.rating, reviewCount: r.reviewCount })),
      rating: a.performance.rating,
      reviewCount: a.performance.reviewCount,
      competitorComparison: {
        venues: c.venues,
        avgPrice: c.avgPriceCents === null ? null : centsToDecimalString(c.avgPriceCents),
        avgRating: c.avgRating,
        avgResponseTime: c.avgResponseTime,
        yourPrice: centsToDecimalString(c.yourPriceCents),
        yourRating: c.yourRating,
        yourResponseTime: c.yourResponseTime,
      },
    },
  };
}

export function presentAnalyticsShareLink(link: { token: string; createdAt: Date }) {
  return { token: link.token, url: sharedAnalyticsPath(link.token), createdAt: link.createdAt.toISOString() };
}

/** The live link as it can be shown later: its secret was given once when made and is not kept. */
export function presentAnalyticsShareStatus(link: { createdAt: Date }) {
  return { token: null, url: null, createdAt: link.createdAt.toISOString() };
}
