import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { CONTACT_LIMITS } from '../../../domain/shared/contact-details.js';
import { IsCalendarDate } from './calendar-date.validator.js';

/**
 * What a couple types into any contact form (an inquiry to a venue, a message to a vendor), with
 * the honeypot every such form carries. Each form's DTO extends it with whom the message is for.
 */
export class ContactDetailsDto {
  @ApiProperty({ example: 'Sarah & Michael' })
  @IsString() @MinLength(1) @MaxLength(CONTACT_LIMITS.coupleNameLength)
  coupleName!: string;

  @ApiProperty({ example: 'sarah@example.com' })
  @IsString() @MaxLength(CONTACT_LIMITS.emailLength) @IsEmail({}, { message: 'email must be an email address' })
  email!: string;

  @ApiPropertyOptional({ type: String, example: '(830) 555-0142', nullable: true })
  @IsOptional() @IsString() @MaxLength(CONTACT_LIMITS.phoneLength)
  @Matches(/^[\d\s()+.\-x]*$/, { message: 'phone may hold only digits, spaces and + ( ) - . x' })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, example: '2027-10-16', nullable: true })
  @ValidateIf((_, value) => value !== null && value !== undefined && value !== '') @IsCalendarDate()
  weddingDate?: string | null;

  @ApiPropertyOptional({ type: 'integer', example: 120, nullable: true })
  @IsOptional() @IsInt() @Min(1) @Max(CONTACT_LIMITS.maxGuestCount)
  guestCount?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(CONTACT_LIMITS.messageLength)
  message?: string | null;

  /** A field people never see: only bots fill it in. */
  @ApiPropertyOptional({ description: 'Leave empty' })
  @IsOptional() @IsString() @MaxLength(0, { message: 'website must be left empty' })
  website?: string;
}
