import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalNotNull } from '../shared/optional-not-null.js';
import { PACKAGE_LIMITS, VENUE_LIMITS } from '../../../domain/venues/venue-limits.js';

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
}

export class PackageDto {
  @ApiProperty() @IsString() @MaxLength(PACKAGE_LIMITS.nameLength) name!: string;
  @ApiProperty() @IsString() @MaxLength(PACKAGE_LIMITS.descriptionLength) description!: string;
  @ApiProperty({ description: 'Whole dollars' }) @IsInt() @Min(0) @Max(PACKAGE_LIMITS.maxPriceDollars) basePrice!: number;
  @ApiProperty() @IsInt() @Min(1) @Max(PACKAGE_LIMITS.maxGuests) maxGuests!: number;
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(PACKAGE_LIMITS.services) @IsString({ each: true }) @MaxLength(PACKAGE_LIMITS.serviceLength, { each: true }) includedServices!: string[];
  @ApiProperty() @IsBoolean() isPopular!: boolean;
}
