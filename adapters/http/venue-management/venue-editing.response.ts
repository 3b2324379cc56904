import { ApiProperty } from '@nestjs/swagger';
import type { ListingFacts } from '../../../domain/venue-management/listing-details.js';
import { ApiText, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';

const fact = (description?: string) => ApiText({ nullable: true, ...(description ? { description } : {}) });

/** The listing wizard's answers couples look for; null where the owner gave none. */
export class VenueListingDetailsResponse {
  @fact() contactName!: string | null;
  @fact() contactTitle!: string | null;
  @fact() contactEmail!: string | null;
  @fact() contactPhone!: string | null;
  @fact() alternatePhone!: string | null;
  @fact('An absolute http(s) address') website!: string | null;
  @fact() businessHours!: string | null;
  @fact() bookingLeadTime!: string | null;
  @fact() minimumRental!: string | null;
  @fact() depositAmount!: string | null;
  @fact() paymentTerms!: string | null;
  @fact() cancellationPolicy!: string | null;
  @fact() insuranceRequirements!: string | null;
  @fact() alcoholPolicy!: string | null;
  @fact() musicRestrictions!: string | null;
  @fact() decorRestrictions!: string | null;
  @fact() cleanupRequirements!: string | null;
  @fact() parkingDetails!: string | null;
  @fact() accessibilityFeatures!: string | null;
}

/** What the owner told the wizard, for the Venue tab (a venue in review included). */
export class OwnedListingDetailsResponse {
  @ApiText({ nullable: true, example: 'chapel', description: 'The kind of place the owner listed (lower case); null when never given' })
  listingType!: string | null;
  @ApiProperty({ type: VenueListingDetailsResponse }) listingDetails!: VenueListingDetailsResponse;
}

export type VenueEditingResponsesMatch = AssertTrue<SameShape<VenueListingDetailsResponse, ListingFacts>>;
