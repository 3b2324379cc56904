import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { GUEST_LIMITS, MEAL_CHOICES, RSVP_ANSWERS, type MealChoice, type RsvpAnswer } from '../../../domain/guests/guest.js';

export class RespondToInvitationDto {
  @ApiProperty({ enum: RSVP_ANSWERS })
  @IsIn(RSVP_ANSWERS, { message: `rsvpStatus must be ${RSVP_ANSWERS.join(' or ')}` })
  rsvpStatus!: RsvpAnswer;

  @ApiPropertyOptional({ description: 'Left out: unchanged' })
  @ValidateIf((_, value) => value !== undefined) @IsBoolean()
  plusOne?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Left out: unchanged; blank or null: none' })
  @IsOptional() @IsString() @MaxLength(GUEST_LIMITS.dietaryRestrictionsLength)
  dietaryRestrictions?: string | null;

  @ApiPropertyOptional({ enum: MEAL_CHOICES, enumName: 'MealChoice', nullable: true, description: 'Left out: unchanged; null: not chosen' })
  @IsOptional() @IsIn(MEAL_CHOICES, { message: `meal must be one of ${MEAL_CHOICES.join(', ')}` })
  meal?: MealChoice | null;
}
