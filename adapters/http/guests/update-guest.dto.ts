import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PHONE_RULE } from '../../../domain/guests/guest-fields.js';
import { GUEST_LIMITS, MEAL_CHOICES, RSVP_STATUSES, type MealChoice, type RsvpStatus } from '../../../domain/guests/guest.js';
import { OptionalNotNull } from '../shared/optional-not-null.js';
import { IsGuestEmail } from './guest-email.validator.js';
import { PHONE_CHARACTERS } from './phone-characters.js';

/** Every field is optional; a field left out is unchanged, null or blank clears optional text, null elsewhere is a 400. */
export class UpdateGuestDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'If sent, must be the booking the guest belongs to' })
  @OptionalNotNull() @IsUUID('all', { message: 'bookingId must be the id of a booking' })
  bookingId?: string;

  @ApiPropertyOptional()
  @OptionalNotNull() @IsString() @MaxLength(GUEST_LIMITS.nameLength)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.emailLength) @IsGuestEmail()
  email?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.phoneLength) @Matches(PHONE_CHARACTERS, { message: `phone ${PHONE_RULE}` })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.dietaryRestrictionsLength)
  dietaryRestrictions?: string | null;

  @ApiPropertyOptional()
  @OptionalNotNull() @IsBoolean()
  plusOne?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.tableAssignmentLength)
  tableAssignment?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.specialRequestsLength)
  specialRequests?: string | null;

  @ApiPropertyOptional({ type: String, example: 'The Garcías', nullable: true, description: 'Guests of one household are listed together' })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.householdLength)
  household?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Luis García', nullable: true, description: 'Naming a plus-one gives the guest one' })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.plusOneNameLength)
  plusOneName?: string | null;

  @ApiPropertyOptional({ enum: MEAL_CHOICES, enumName: 'MealChoice', nullable: true, description: 'null: not chosen yet' })
  @IsOptional() @IsIn(MEAL_CHOICES, { message: `meal must be one of ${MEAL_CHOICES.join(', ')}` })
  meal?: MealChoice | null;

  @ApiPropertyOptional({ enum: RSVP_STATUSES, description: 'An answer cannot be set back to pending (409)' })
  @OptionalNotNull() @IsIn(RSVP_STATUSES, { message: `rsvpStatus must be one of ${RSVP_STATUSES.join(', ')}` })
  rsvpStatus?: RsvpStatus;
}
