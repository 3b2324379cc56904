import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { WEDDING_BUDGET_RANGES, WEDDING_LIMITS } from '../../../domain/planning/wedding.js';
import { IsCalendarDate } from '../shared/calendar-date.validator.js';
import { OptionalNotNull } from '../shared/optional-not-null.js';
import { ApiDollarAmountInput, IsDollarAmount } from './dollar-amount.validator.js';

/** Every field is optional: left out keeps it, null clears it (except countdownHidden and budgetTotal). */
export class UpdateWeddingDto {
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'After today, as the countdown needs' })
  @IsOptional() @IsCalendarDate()
  weddingDate?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(WEDDING_LIMITS.partnerNameLength)
  partnerName?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: WEDDING_LIMITS.maxEstimatedGuests })
  @IsOptional() @IsInt() @Min(0) @Max(WEDDING_LIMITS.maxEstimatedGuests)
  estimatedGuests?: number | null;

  @ApiPropertyOptional({ enum: WEDDING_BUDGET_RANGES, nullable: true })
  @IsOptional() @IsIn(WEDDING_BUDGET_RANGES, { message: `budgetRange must be one of ${WEDDING_BUDGET_RANGES.join(', ')}` })
  budgetRange?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(WEDDING_LIMITS.townLength)
  town?: string | null;

  @ApiPropertyOptional()
  @OptionalNotNull() @IsBoolean()
  countdownHidden?: boolean;

  @ApiDollarAmountInput({ required: false, description: 'The budget total in dollars (the budget opens at 25000)' })
  @OptionalNotNull() @IsDollarAmount()
  budgetTotal?: string | number;
}
