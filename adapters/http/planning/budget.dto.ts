import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { BUDGET_CATEGORIES } from '../../../domain/planning/budget.js';
import { EXPENSE_LIMITS } from '../../../domain/planning/expense.js';
import { IsCalendarDate } from '../shared/calendar-date.validator.js';
import { OptionalNotNull } from '../shared/optional-not-null.js';
import { ApiDollarAmountInput, IsDollarAmount } from './dollar-amount.validator.js';

const CATEGORY_IDS = BUDGET_CATEGORIES.map((category) => category.id);
const SUBCATEGORY_IDS = BUDGET_CATEGORIES.flatMap((category) => category.subcategories.map((sub) => sub.id));

export class CreateExpenseDto {
  @ApiProperty({ enum: CATEGORY_IDS })
  @IsIn(CATEGORY_IDS, { message: `categoryId must be one of ${CATEGORY_IDS.join(', ')}` })
  categoryId!: string;

  @ApiPropertyOptional({ enum: SUBCATEGORY_IDS, nullable: true, description: 'One of the category’s subcategories' })
  @IsOptional() @IsIn(SUBCATEGORY_IDS, { message: 'subcategoryId must be one of the category’s subcategories' })
  subcategoryId?: string | null;

  @ApiDollarAmountInput({ required: true, description: 'Dollars, more than 0 and at most 1000000' })
  @IsDollarAmount()
  amount!: string | number;

  @ApiProperty({ example: 'Photographer deposit' })
  @IsString() @MaxLength(EXPENSE_LIMITS.descriptionLength)
  description!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(EXPENSE_LIMITS.vendorLength)
  vendor?: string | null;

  @ApiPropertyOptional({ description: 'Left out: pending' })
  @OptionalNotNull() @IsBoolean()
  paid?: boolean;

  @ApiPropertyOptional({ format: 'date', description: 'Left out: today' })
  @OptionalNotNull() @IsCalendarDate()
  date?: string;
}

/** Left out keeps; null clears subcategoryId and vendor. */
export class UpdateExpenseDto {
  @ApiPropertyOptional({ enum: CATEGORY_IDS })
  @OptionalNotNull() @IsIn(CATEGORY_IDS, { message: `categoryId must be one of ${CATEGORY_IDS.join(', ')}` })
  categoryId?: string;

  @ApiPropertyOptional({ enum: SUBCATEGORY_IDS, nullable: true })
  @IsOptional() @IsIn(SUBCATEGORY_IDS, { message: 'subcategoryId must be one of the category’s subcategories' })
  subcategoryId?: string | null;

  @ApiDollarAmountInput({ required: false })
  @OptionalNotNull() @IsDollarAmount()
  amount?: string | number;

  @ApiPropertyOptional()
  @OptionalNotNull() @IsString() @MaxLength(EXPENSE_LIMITS.descriptionLength)
  description?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(EXPENSE_LIMITS.vendorLength)
  vendor?: string | null;

  @ApiPropertyOptional({ description: 'Paid or Pending' })
  @OptionalNotNull() @IsBoolean()
  paid?: boolean;

  @ApiPropertyOptional({ format: 'date' })
  @OptionalNotNull() @IsCalendarDate()
  date?: string;
}
