import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import { PHONE_RULE } from '../../../domain/guests/guest-fields.js';
import { GUEST_LIMITS, RSVP_STATUSES, type RsvpStatus } from '../../../domain/guests/guest.js';
import { IsGuestEmail } from './guest-email.validator.js';
import { PHONE_CHARACTERS } from './phone-characters.js';

const present = (_: object, value: unknown) => value !== undefined;

/** Every field is optional; a field left out is unchanged, null or blank clears optional text. */
export class UpdateGuestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'If sent, must be the booking the guest belongs to' })
  @IsOptional() @IsUUID('all', { message: 'bookingId must be the id of a booking' })
  bookingId?: string;

  @ApiPropertyOptional()
  @ValidateIf(present) @IsString() @MaxLength(GUEST_LIMITS.nameLength)
  name?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.emailLength) @IsGuestEmail()
  email?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.phoneLength) @Matches(PHONE_CHARACTERS, { message: `phone ${PHONE_RULE}` })
  phone?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.dietaryRestrictionsLength)
  dietaryRestrictions?: string | null;

  @ApiPropertyOptional()
  @ValidateIf(present) @IsBoolean()
  plusOne?: boolean;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.tableAssignmentLength)
  tableAssignment?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.specialRequestsLength)
  specialRequests?: string | null;

  @ApiPropertyOptional({ enum: RSVP_STATUSES, description: 'An answer cannot be set back to pending (409)' })
  @ValidateIf(present) @IsIn(RSVP_STATUSES, { message: `rsvpStatus must be one of ${RSVP_STATUSES.join(', ')}` })
  rsvpStatus?: RsvpStatus;
}
