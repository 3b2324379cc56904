import { ApiProperty } from '@nestjs/swagger';
import {
  ATMOSPHERES,
  SEASONS,
  VENUE_STATUSES,
  VENUE_TYPES,
  WEDDING_STYLES,
  type Atmosphere,
  type Season,
  type VenueStatus,
  type VenueType,
  type WeddingStyle,
} from '../../../domain/venues/venue.js';
import { ApiCalendarDate, ApiDecimalAmount, ApiInteger, ApiText, ApiTexts, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import { VenueListingDetailsResponse } from '../venue-management/venue-editing.response.js';
import type { presentAvailabilityDay, presentPackage, presentVenue, presentVenueDetails } from './venue.presenter.js';

/** A published venue as couples see it. */
export class VenueResponse {
  @ApiUuid() id!: string;
  @ApiText() name!: string;
  @ApiText({ description: 'Street address or area' }) location!: string;
  @ApiText() city!: string;
  @ApiText() description!: string;
  @ApiTexts() images!: string[];
  @ApiTexts() amenities!: string[];
  @ApiProperty({ enum: VENUE_TYPES, enumName: 'VenueType' }) venueType!: VenueType;
  @ApiInteger() maxGuests!: number;
  @ApiInteger({ description: 'Comfortable seated capacity' }) capacity!: number;
  @ApiDecimalAmount({ description: 'Starting price' }) price!: string;
  @ApiProperty({ description: '0.0 to 5.0' }) rating!: number;
  @ApiInteger() reviewCount!: number;
  @ApiProperty() featured!: boolean;
  @ApiProperty({ enum: WEDDING_STYLES, enumName: 'WeddingStyle', isArray: true }) styles!: WeddingStyle[];
  @ApiProperty({ enum: ATMOSPHERES, enumName: 'Atmosphere', isArray: true }) atmospheres!: Atmosphere[];
  @ApiProperty({ enum: SEASONS, enumName: 'Season', isArray: true }) bestSeasons!: Season[];
}

/** One venue, as its page shows it. */
export class VenueDetailsResponse extends VenueResponse {
  @ApiText({ nullable: true, example: 'chapel', description: 'The kind of place the owner listed (lower case), which search files under venueType; null when not listed through the wizard' })
  listingType!: string | null;
  @ApiProperty({ type: VenueListingDetailsResponse, description: "The wizard's contact, terms, policies, parking and accessibility answers" })
  listingDetails!: VenueListingDetailsResponse;
}

/** A venue as its owner sees it, whatever its status. */
export class OwnedVenueResponse extends VenueResponse {
  @ApiProperty({ enum: VENUE_STATUSES, enumName: 'VenueStatus', description: 'review: waiting for an operator' }) status!: VenueStatus;
}

export class VenuePackageResponse {
  @ApiUuid() id!: string;
  @ApiText() name!: string;
  @ApiText() description!: string;
  @ApiDecimalAmount() basePrice!: string;
  @ApiInteger() maxGuests!: number;
  @ApiTexts() includedServices!: string[];
  @ApiProperty() isPopular!: boolean;
}

export class AvailabilityDayResponse {
  @ApiCalendarDate() date!: string;
  @ApiProperty() isAvailable!: boolean;
  @ApiDecimalAmount({ description: 'The price on that day' }) price!: string;
}

export type VenueResponsesMatch = AssertTrue<
  | SameShape<VenueResponse, ReturnType<typeof presentVenue>>
  | SameShape<VenueDetailsResponse, ReturnType<typeof presentVenueDetails>>
  | SameShape<VenuePackageResponse, ReturnType<typeof presentPackage>>
  | SameShape<AvailabilityDayResponse, ReturnType<typeof presentAvailabilityDay>>
>;
