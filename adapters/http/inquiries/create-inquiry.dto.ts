import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { INQUIRY_LIMITS } from '../../../domain/inquiries/inquiry.js';
import { IsCalendarDate } from '../shared/calendar-date.validator.js';

export class CreateInquiryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'venueId must be the id of a venue' })
  venueId!: string;

  @ApiProperty({ example: 'Sarah & Michael' })
  @IsString() @MinLength(1) @MaxLength(INQUIRY_LIMITS.coupleNameLength)
  coupleName!: string;

  @ApiProperty({ example: 'sarah@example.com' })
  @IsString() @MaxLength(INQUIRY_LIMITS.emailLength) @IsEmail({}, { message: 'email must be an email address' })
  email!: string;

  @ApiPropertyOptional({ type: String, example: '(830) 555-0142', nullable: true })
  @IsOptional() @IsString() @MaxLength(INQUIRY_LIMITS.phoneLength)
  @Matches(/^[\d\s()+.\-x]*$/, { message: 'phone may hold only digits, spaces and + ( ) - . x' })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, example: '2027-10-16', nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined && value !== '') @IsCalendarDate()
  weddingDate?: string | null;

  @ApiPropertyOptional({ type: 'integer', example: 120, nullable: true })
  @IsOptional() @IsInt() @Min(1) @Max(INQUIRY_LIMITS.maxGuestCount)
  guestCount?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(INQUIRY_LIMITS.messageLength)
  message?: string | null;

  /** A field people never see: only bots fill it in. */
  @ApiPropertyOptional({ description: 'Leave empty' })
  @IsOptional() @IsString() @MaxLength(0, { message: 'website must be left empty' })
  website?: string;
}
