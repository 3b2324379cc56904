import { ApiProperty } from '@nestjs/swagger';
import { ApiDecimalAmount, ApiInteger, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { OwnedVenueResponse } from '../venues/venue.response.js';
import type { presentDashboardSummary, presentOwnedVenue } from './venue-management.presenter.js';

/** The owner dashboard's summary cards. */
export class DashboardSummaryResponse {
  @ApiInteger() profileViews!: number;
  @ApiInteger({ description: 'Inquiries not yet answered' }) newInquiries!: number;
  @ApiInteger({ description: 'Bookings not cancelled' }) bookings!: number;
  @ApiDecimalAmount() revenue!: string;
  @ApiProperty() rating!: number;
  @ApiInteger() reviewCount!: number;
}

/** Dates written YYYY-MM-DD, as a schema for an array answer. */
export const CALENDAR_DATES_SCHEMA = { type: 'array', items: { type: 'string', format: 'date', example: '2027-10-16' } } as const;

export type VenueManagementResponsesMatch = AssertTrue<
  SameShape<DashboardSummaryResponse, ReturnType<typeof presentDashboardSummary>> | SameShape<OwnedVenueResponse, ReturnType<typeof presentOwnedVenue>>
>;
