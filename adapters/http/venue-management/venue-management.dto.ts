import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/bookings/booking-status.js';
import { INQUIRY_STATUS_CHANGES, type InquiryStatusChange } from '../../../domain/inquiries/inquiry.js';
import { VENUE_LIMITS } from '../../../domain/venues/venue-limits.js';

export class BookingStatusQueryDto {
  @ApiPropertyOptional({ enum: BOOKING_STATUSES })
  @IsOptional() @IsIn(BOOKING_STATUSES)
  status?: BookingStatus;
}

export class ChangeBookingStatusDto {
  @ApiProperty({ enum: ['confirmed', 'cancelled', 'completed'] })
  @IsIn(BOOKING_STATUSES)
  status!: BookingStatus;
}

export class ReplyToInquiryDto {
  @ApiProperty() @IsString() @MaxLength(4000)
  message!: string;
}

export class UpdateInquiryDto {
  @ApiProperty({ enum: INQUIRY_STATUS_CHANGES, description: 'closed marks the inquiry handled; open reopens a handled one' })
  @IsIn(INQUIRY_STATUS_CHANGES)
  status!: InquiryStatusChange;
}

/** The listing wizard's submission: the searchable core is checked here, the rest kept in details. */
export class CreateVenueListingDto {
  @ApiProperty() @IsString() @MaxLength(VENUE_LIMITS.nameLength) name!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(VENUE_LIMITS.descriptionLength) description?: string;
  @ApiProperty({ description: 'Full address' }) @IsString() @MaxLength(VENUE_LIMITS.locationLength) location!: string;
  @ApiProperty() @IsString() @MaxLength(VENUE_LIMITS.cityLength) city!: string;
  @ApiProperty({ example: 'barn' }) @IsString() @MaxLength(VENUE_LIMITS.venueTypeLength) venueType!: string;
  @ApiProperty() @IsInt() @Min(1) @Max(VENUE_LIMITS.maxGuests) maxGuests!: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(VENUE_LIMITS.maxGuests) indoorCapacity?: number;
  @ApiProperty({ description: 'Starting price in whole dollars' }) @IsInt() @Min(1) @Max(VENUE_LIMITS.maxPriceDollars) price!: number;
  @ApiProperty() @IsString() @MaxLength(VENUE_LIMITS.contactEmailLength) @IsEmail({}, { message: 'contactEmail must be an email address' }) contactEmail!: string;
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @ArrayMaxSize(VENUE_LIMITS.amenities) @IsString({ each: true }) @MaxLength(VENUE_LIMITS.amenityLength, { each: true })
  amenities?: string[];
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @ArrayMaxSize(VENUE_LIMITS.images) @IsString({ each: true }) @MaxLength(VENUE_LIMITS.imageUrlLength, { each: true })
  images?: string[];
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Every other field of the wizard' }) @IsOptional() @IsObject()
  details?: Record<string, unknown>;
}
