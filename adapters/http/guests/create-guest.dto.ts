import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PHONE_RULE } from '../../../domain/guests/guest-fields.js';
import { GUEST_LIMITS, MEAL_CHOICES, type MealChoice } from '../../../domain/guests/guest.js';
import { INITIAL_RSVP_STATUS } from '../../../domain/guests/rsvp.js';
import { IsGuestEmail } from './guest-email.validator.js';
import { PHONE_CHARACTERS } from './phone-characters.js';

/** Optional text may be left out, null or blank (stored as null). */
export class CreateGuestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'bookingId must be the id of a booking' })
  bookingId!: string;

  @ApiProperty({ example: 'José García', description: 'Required; blank after trimming is refused' })
  @IsString() @MaxLength(GUEST_LIMITS.nameLength)
  name!: string;

  @ApiPropertyOptional({ type: String, example: 'jose@example.com', nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.emailLength) @IsGuestEmail()
  email?: string | null;

  @ApiPropertyOptional({ type: String, example: '(830) 555-0142', nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.phoneLength) @Matches(PHONE_CHARACTERS, { message: `phone ${PHONE_RULE}` })
  phone?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Vegetarian', nullable: true })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.dietaryRestrictionsLength)
  dietaryRestrictions?: string | null;

  @ApiPropertyOptional({ type: Boolean, default: false, nullable: true })
  @IsOptional() @IsBoolean()
  plusOne?: boolean | null;

  @ApiPropertyOptional({ type: String, example: '4', nullable: true })
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

  @ApiPropertyOptional({ enum: [INITIAL_RSVP_STATUS], description: 'New guests are always pending' })
  @IsOptional() @IsIn([INITIAL_RSVP_STATUS], { message: `rsvpStatus of a new guest must be ${INITIAL_RSVP_STATUS}` })
  rsvpStatus?: typeof INITIAL_RSVP_STATUS;
}
