import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { BOOKING_STATUSES } from '../../../domain/bookings/booking-status.js';
import { BOOKING_LIMITS } from '../../../domain/bookings/booking.js';
import { IsCalendarDate } from '../shared/calendar-date.validator.js';

export class CreateBookingDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'venueId must be the id of a venue' })
  venueId!: string;

  @ApiProperty({ example: 'Sarah Johnson' })
  @IsString() @MinLength(1) @MaxLength(BOOKING_LIMITS.nameLength)
  customerName!: string;

  @ApiProperty({ example: 'sarah@example.com' })
  @IsString() @MaxLength(BOOKING_LIMITS.emailLength) @IsEmail({}, { message: 'customerEmail must be an email address' })
  customerEmail!: string;

  @ApiProperty({ example: '(830) 555-0142' })
  @IsString() @MinLength(1) @MaxLength(BOOKING_LIMITS.phoneLength)
  @Matches(/^[\d\s()+.\-x]+$/, { message: 'customerPhone may hold only digits, spaces and + ( ) - . x' })
  customerPhone!: string;

  @ApiProperty({ example: '2027-10-16' })
  @IsCalendarDate()
  eventDate!: string;

  @ApiProperty({ example: 120 })
  @IsInt() @Min(1) @Max(BOOKING_LIMITS.maxGuestCount)
  guestCount!: number;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @ValidateIf((_, v) => v !== null && v !== undefined && v !== '')
  @IsUUID('all', { message: 'packageId must be the id of a package' })
  packageId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(BOOKING_LIMITS.specialRequestsLength)
  specialRequests?: string | null;

  // The spec's client sends these too. They are accepted for compatibility and ignored:
  // the server prices the booking itself and every new booking is pending and unpaid.
  @ApiPropertyOptional({ description: 'Ignored: the server computes it' })
  @IsOptional() @IsString() @MaxLength(20)
  totalAmount?: string;

  @ApiPropertyOptional({ description: 'Ignored: the server computes it' })
  @IsOptional() @IsString() @MaxLength(20)
  depositAmount?: string;

  @ApiPropertyOptional({ description: 'Ignored: new bookings are unpaid' })
  @IsOptional() @IsBoolean()
  depositPaid?: boolean;

  @ApiPropertyOptional({ description: 'Ignored: new bookings are unpaid' })
  @IsOptional() @IsBoolean()
  finalPaymentPaid?: boolean;

  @ApiPropertyOptional({ description: 'Ignored: new bookings are pending', enum: BOOKING_STATUSES })
  @IsOptional() @IsIn(BOOKING_STATUSES)
  status?: string;
}
