import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/bookings/booking-status.js';

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
  @ApiProperty({ enum: ['closed'] }) @IsIn(['closed'])
  status!: 'closed';
}

/** The listing wizard's submission: the searchable core is checked here, the rest kept in details. */
export class CreateVenueListingDto {
  @ApiProperty() @IsString() @MaxLength(200) name!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) description?: string;
  @ApiProperty({ description: 'Full address' }) @IsString() @MaxLength(300) location!: string;
  @ApiProperty() @IsString() @MaxLength(100) city!: string;
  @ApiProperty({ example: 'barn' }) @IsString() @MaxLength(60) venueType!: string;
  @ApiProperty() @IsInt() @Min(1) @Max(100_000) maxGuests!: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) @Max(100_000) indoorCapacity?: number;
  @ApiProperty({ description: 'Starting price in whole dollars' }) @IsInt() @Min(1) @Max(10_000_000) price!: number;
  @ApiProperty() @IsString() @MaxLength(254) @IsEmail({}, { message: 'contactEmail must be an email address' }) contactEmail!: string;
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @ArrayMaxSize(60) @IsString({ each: true }) @MaxLength(80, { each: true })
  amenities?: string[];
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(2000, { each: true })
  images?: string[];
  @ApiPropertyOptional({ description: 'Every other field of the wizard' }) @IsOptional() @IsObject()
  details?: Record<string, unknown>;
}
