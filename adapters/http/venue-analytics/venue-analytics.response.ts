import { ApiProperty } from '@nestjs/swagger';
import { WEDDING_BUDGET_RANGES } from '../../../domain/planning/wedding.js';
import { GUEST_COUNT_RANGES, WEEKDAYS } from '../../../domain/venue-analytics/analytics-figures.js';
import { ANALYTICS_PERIODS } from '../../../domain/venue-analytics/analytics-period.js';
import { ApiCalendarDate, ApiDecimalAmount, ApiInstant, ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentAnalyticsShareLink, presentAnalyticsShareStatus, presentVenueAnalytics } from './venue-analytics.presenter.js';

const MONTH = { type: String, pattern: '^\\d{4}-\\d{2}$', example: '2026-10' } as const;
const ONE_DECIMAL = (description: string, nullable = false) => ApiProperty({ type: Number, description, nullable });

export class AnalyticsPeriodResponse {
  @ApiProperty({ enum: ANALYTICS_PERIODS }) key!: string;
  @ApiCalendarDate({ description: 'First day, included (venue time zone)' }) from!: string;
  @ApiCalendarDate({ description: 'Last day, included: today' }) to!: string;
}

export class AnalyticsOverviewResponse {
  @ApiInteger({ description: 'Page views: once per visitor per day, never the owner’s own' }) totalViews!: number;
  @ApiInteger({ description: 'Inquiries received' }) totalInquiries!: number;
  @ApiInteger({ description: 'Bookings confirmed in the period (and not cancelled since)' }) totalBookings!: number;
  @ApiDecimalAmount({ description: 'Total of those bookings' }) revenue!: string;
  @ONE_DECIMAL('Bookings per 100 inquiries; 0 without inquiries') conversionRate!: number;
  @ONE_DECIMAL('Mean hours to the first reply; null when none was replied to', true) avgResponseTime!: number | null;
}

export class AnalyticsTrendsResponse {
  @ONE_DECIMAL('Percent change against the previous period; null when it had none', true) viewsChange!: number | null;
  @ONE_DECIMAL('Percent change against the previous period; null when it had none', true) inquiriesChange!: number | null;
  @ONE_DECIMAL('Percent change against the previous period; null when it had none', true) bookingsChange!: number | null;
  @ONE_DECIMAL('Percent change against the previous period; null when it had none', true) revenueChange!: number | null;
}

export class CityShareResponse {
  @ApiText({ description: 'A couple’s home town, or "Elsewhere" for the rest' }) city!: string;
  @ApiInteger() count!: number;
  @ONE_DECIMAL('Percent of the couples whose town is known') percentage!: number;
}

export class BudgetRangeShareResponse {
  @ApiProperty({ enum: WEDDING_BUDGET_RANGES }) range!: string;
  @ApiInteger() count!: number;
  @ONE_DECIMAL('Percent of the bookings') percentage!: number;
}

export class GuestCountShareResponse {
  @ApiProperty({ enum: GUEST_COUNT_RANGES }) range!: string;
  @ApiInteger() count!: number;
  @ONE_DECIMAL('Percent of the inquiries and bookings with a guest count') percentage!: number;
}

export class AnalyticsDemographicsResponse {
  @ApiProperty({ type: [CityShareResponse] }) topCities!: CityShareResponse[];
  @ApiProperty({ type: [BudgetRangeShareResponse] }) budgetRanges!: BudgetRangeShareResponse[];
  @ApiProperty({ type: [GuestCountShareResponse] }) guestCounts!: GuestCountShareResponse[];
}

export class MonthlyBookingsResponse {
  @ApiProperty(MONTH) month!: string;
  @ApiInteger() bookings!: number;
  @ApiDecimalAmount() revenue!: string;
}

export class PopularDateResponse {
  @ApiCalendarDate() date!: string;
  @ApiInteger({ description: 'Booking requests for the date, later cancelled ones included' }) bookings!: number;
}

export class WeekdayBookingsResponse {
  @ApiProperty({ enum: WEEKDAYS }) weekday!: string;
  @ApiInteger() bookings!: number;
}

export class AnalyticsSeasonalityResponse {
  @ApiProperty({ type: [MonthlyBookingsResponse], description: 'Every month of the period, by the month of the wedding date' }) monthlyBookings!: MonthlyBookingsResponse[];
  @ApiProperty({ type: [PopularDateResponse], description: 'The ten most requested dates, most first' }) popularDates!: PopularDateResponse[];
  @ApiProperty({ type: [WeekdayBookingsResponse], description: 'Monday to Sunday' }) weekdays!: WeekdayBookingsResponse[];
}

export class SearchRankingResponse {
  @ApiInteger({ description: 'Position in the recommended search of the venue’s town, from 1' }) rank!: number;
  @ApiInteger() outOf!: number;
  @ApiText() city!: string;
}

export class RatingSnapshotResponse {
  @ApiProperty(MONTH) month!: string;
  @ApiProperty({ type: Number }) rating!: number;
  @ApiInteger() reviewCount!: number;
}

export class CompetitorComparisonResponse {
  @ApiInteger({ description: 'Other published venues of the same town' }) venues!: number;
  @ApiDecimalAmount({ nullable: true }) avgPrice!: string | null;
  @ApiProperty({ type: Number, nullable: true }) avgRating!: number | null;
  @ONE_DECIMAL('Mean hours of their first replies in the period', true) avgResponseTime!: number | null;
  @ApiDecimalAmount() yourPrice!: string;
  @ApiProperty({ type: Number }) yourRating!: number;
  @ONE_DECIMAL('Mean hours of your first replies in the period', true) yourResponseTime!: number | null;
}

export class AnalyticsPerformanceResponse {
  @ApiProperty({ type: SearchRankingResponse, nullable: true, description: 'Null while the venue is not published' }) searchRanking!: SearchRankingResponse | null;
  @ApiProperty({ type: [RatingSnapshotResponse], description: 'Monthly snapshots, oldest first' }) ratingTrend!: RatingSnapshotResponse[];
  @ApiProperty({ type: Number }) rating!: number;
  @ApiInteger() reviewCount!: number;
  @ApiProperty({ type: CompetitorComparisonResponse }) competitorComparison!: CompetitorComparisonResponse;
}

/** The Analytics panel of a venue, from its recorded history. */
export class VenueAnalyticsResponse {
  @ApiUuid() venueId!: string;
  @ApiText() venueName!: string;
  @ApiProperty({ type: AnalyticsPeriodResponse }) period!: AnalyticsPeriodResponse;
  @ApiProperty({ type: AnalyticsOverviewResponse }) overview!: AnalyticsOverviewResponse;
  @ApiProperty({ type: AnalyticsTrendsResponse }) trends!: AnalyticsTrendsResponse;
  @ApiProperty({ type: AnalyticsDemographicsResponse }) demographics!: AnalyticsDemographicsResponse;
  @ApiProperty({ type: AnalyticsSeasonalityResponse }) seasonality!: AnalyticsSeasonalityResponse;
  @ApiProperty({ type: AnalyticsPerformanceResponse }) performance!: AnalyticsPerformanceResponse;
}

export class AnalyticsShareLinkResponse {
  @ApiText({ description: 'The link’s secret: shown now only, keep it private' }) token!: string;
  @ApiText({ description: 'The read-only page: /shared/analytics/{token}' }) url!: string;
  @ApiInstant() createdAt!: string;
}

export class AnalyticsShareStatusResponse {
  @ApiProperty({ type: String, nullable: true, description: 'Always null: only a hash of the secret is kept, so the link is shown once, when made' }) token!: null;
  @ApiProperty({ type: String, nullable: true, description: 'Always null, as token' }) url!: null;
  @ApiInstant({ description: 'When the live link was made' }) createdAt!: string;
}

export type VenueAnalyticsResponsesMatch = AssertTrue<
  | SameShape<VenueAnalyticsResponse, ReturnType<typeof presentVenueAnalytics>>
  | SameShape<AnalyticsShareLinkResponse, ReturnType<typeof presentAnalyticsShareLink>>
  | SameShape<AnalyticsShareStatusResponse, ReturnType<typeof presentAnalyticsShareStatus>>
>;
