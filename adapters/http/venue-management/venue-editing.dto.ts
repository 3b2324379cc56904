import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { OptionalNotNull } from '../shared/optional-not-null.js';
import { listingFactLimit, type ListingFactField } from '../../../domain/venue-management/listing-details.js';
import { PACKAGE_LIMITS, VENUE_LIMITS } from '../../../domain/venues/venue-limits.js';

/** One wizard answer: left out keeps it, null or blank removes it (the use case refuses that for the required ones). */
const Fact = (field: ListingFactField): PropertyDecorator => (target, key) => {
  ApiPropertyOptional({ type: String, nullable: true, maxLength: listingFactLimit(field) })(target, key);
  IsOptional()(target, key);
  IsString()(target, key);
  MaxLength(listingFactLimit(field))(target, key);
};

/** The wizard's contact, terms, policies, parking and accessibility answers, checked as the wizard checks them. */
export class ListingDetailsDto {
  @Fact('contactName') contactName?: string | null;
  @Fact('contactTitle') contactTitle?: string | null;
  @Fact('contactEmail') contactEmail?: string | null;
  @Fact('contactPhone') contactPhone?: string | null;
  @Fact('alternatePhone') alternatePhone?: string | null;
  @Fact('website') website?: string | null;
  @Fact('businessHours') businessHours?: string | null;
  @Fact('bookingLeadTime') bookingLeadTime?: string | null;
  @Fact('minimumRental') minimumRental?: string | null;
  @Fact('depositAmount') depositAmount?: string | null;
  @Fact('paymentTerms') paymentTerms?: string | null;
  @Fact('cancellationPolicy') cancellationPolicy?: string | null;
  @Fact('insuranceRequirements') insuranceRequirements?: string | null;
  @Fact('alcoholPolicy') alcoholPolicy?: string | null;
  @Fact('musicRestrictions') musicRestrictions?: string | null;
  @Fact('decorRestrictions') decorRestrictions?: string | null;
  @Fact('cleanupRequirements') cleanupRequirements?: string | null;
  @Fact('parkingDetails') parkingDetails?: string | null;
  @Fact('accessibilityFeatures') accessibilityFeatures?: string | null;
}

/** A field left out keeps its value; null clears the description and amenities, and is refused elsewhere. */
export class UpdateVenueDto {
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(VENUE_LIMITS.nameLength) name?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null or blank: no description' })
  @IsOptional() @IsString() @MaxLength(VENUE_LIMITS.descriptionLength) description?: string | null;
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(VENUE_LIMITS.locationLength) location?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @MaxLength(VENUE_LIMITS.cityLength) city?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsInt() @Min(1) @Max(VENUE_LIMITS.maxGuests) maxGuests?: number;
  @ApiPropertyOptional() @OptionalNotNull() @IsInt() @Min(1) @Max(VENUE_LIMITS.maxGuests) capacity?: number;
  @ApiPropertyOptional({ description: 'Starting price in whole dollars' }) @OptionalNotNull() @IsInt() @Min(1) @Max(VENUE_LIMITS.maxPriceDollars) price?: number;
  @ApiPropertyOptional({ type: [String], nullable: true, description: 'null or []: no amenities' })
  @IsOptional() @IsArray() @ArrayMaxSize(VENUE_LIMITS.amenities) @IsString({ each: true }) @MaxLength(VENUE_LIMITS.amenityLength, { each: true })
  amenities?: string[] | null;
  @ApiPropertyOptional({ type: [String] }) @OptionalNotNull() @IsArray() @ArrayMaxSize(VENUE_LIMITS.images) @IsString({ each: true }) @MaxLength(VENUE_LIMITS.imageUrlLength, { each: true })
  images?: string[];
  @ApiPropertyOptional({ example: 'chapel', description: "The kind of place, one of the listing wizard's; search files it under one of six venue types" })
  @OptionalNotNull() @IsString() @MaxLength(VENUE_LIMITS.venueTypeLength)
  venueType?: string;
  @ApiPropertyOptional({ type: ListingDetailsDto, description: 'Only the answers sent change' })
  @OptionalNotNull() @IsObject() @ValidateNested() @Type(() => ListingDetailsDto)
  listingDetails?: ListingDetailsDto;
}

export class PackageDto {
  @ApiProperty() @IsString() @MaxLength(PACKAGE_LIMITS.nameLength) name!: string;
  @ApiProperty() @IsString() @MaxLength(PACKAGE_LIMITS.descriptionLength) description!: string;
  @ApiProperty({ description: 'Whole dollars' }) @IsInt() @Min(0) @Max(PACKAGE_LIMITS.maxPriceDollars) basePrice!: number;
  @ApiProperty() @IsInt() @Min(1) @Max(PACKAGE_LIMITS.maxGuests) maxGuests!: number;
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(PACKAGE_LIMITS.services) @IsString({ each: true }) @MaxLength(PACKAGE_LIMITS.serviceLength, { each: true }) includedServices!: string[];
  @ApiProperty() @IsBoolean() isPopular!: boolean;
}
