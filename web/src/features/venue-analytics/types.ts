import type { components } from '@/types/api.generated';
import type { AnalyticsPeriodKey } from './utils/analytics-period';

type Schemas = components['schemas'];

/** GET /api/venues/{id}/analytics, and the shared link's copy: money as decimal dollars ("42000.00"). */
export type VenueAnalytics = Schemas['VenueAnalyticsResponse'];
export type CompetitorComparison = Schemas['CompetitorComparisonResponse'];

/** A link just made: the only time its secret is shown (the server keeps a hash of it). */
export type AnalyticsShareLink = Schemas['AnalyticsShareLinkResponse'];
/** Whether a link is live, and since when; token and url are always null. */
export type AnalyticsShareStatus = Schemas['AnalyticsShareStatusResponse'];

export type { AnalyticsPeriodKey };
