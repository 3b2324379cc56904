import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { REPORT_REASONS, REVIEW_LIMITS, type ReportReason } from '../../../domain/reviews/review.js';
import { MAX_REVIEWS_PAGE_SIZE } from '../../../domain/reviews/use-cases/list-venue-reviews.js';

const STARS_MESSAGE = 'stars must be a whole number from 1 to 5';
const TEXT_MESSAGE = `text must be ${REVIEW_LIMITS.minTextLength} to ${REVIEW_LIMITS.textLength} characters`;
const TITLE_MESSAGE = `title must be 1 to ${REVIEW_LIMITS.titleLength} characters`;

export class ReviewsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional() @Type(() => Number) @IsInt({ message: 'page must be a whole number from 1' }) @Min(1, { message: 'page must be a whole number from 1' }) @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_REVIEWS_PAGE_SIZE, default: 10 })
  @IsOptional() @Type(() => Number) @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_REVIEWS_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_REVIEWS_PAGE_SIZE}` }) @Max(MAX_REVIEWS_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_REVIEWS_PAGE_SIZE}` })
  pageSize?: number;
}

export class CreateReviewDto {
  @ApiPropertyOptional({ format: 'uuid', description: "The couple's booking that took place; omitted, their latest one at this venue" })
  @IsOptional() @IsUUID('all', { message: 'bookingId must be the id of one of your bookings' })
  bookingId?: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, example: 5 })
  @IsInt({ message: STARS_MESSAGE }) @Min(1, { message: STARS_MESSAGE }) @Max(5, { message: STARS_MESSAGE })
  stars!: number;

  @ApiProperty({ example: 'A perfect fall evening under the oaks', maxLength: REVIEW_LIMITS.titleLength })
  @IsString({ message: TITLE_MESSAGE }) @MinLength(1, { message: TITLE_MESSAGE }) @MaxLength(REVIEW_LIMITS.titleLength, { message: TITLE_MESSAGE })
  title!: string;

  @ApiProperty({ minLength: REVIEW_LIMITS.minTextLength, maxLength: REVIEW_LIMITS.textLength })
  @IsString({ message: TEXT_MESSAGE }) @MinLength(REVIEW_LIMITS.minTextLength, { message: TEXT_MESSAGE }) @MaxLength(REVIEW_LIMITS.textLength, { message: TEXT_MESSAGE })
  text!: string;
}

export class EditReviewDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 5 })
  @IsOptional() @IsInt({ message: STARS_MESSAGE }) @Min(1, { message: STARS_MESSAGE }) @Max(5, { message: STARS_MESSAGE })
  stars?: number;

  @ApiPropertyOptional({ maxLength: REVIEW_LIMITS.titleLength })
  @IsOptional() @IsString({ message: TITLE_MESSAGE }) @MinLength(1, { message: TITLE_MESSAGE }) @MaxLength(REVIEW_LIMITS.titleLength, { message: TITLE_MESSAGE })
  title?: string;

  @ApiPropertyOptional({ minLength: REVIEW_LIMITS.minTextLength, maxLength: REVIEW_LIMITS.textLength })
  @IsOptional() @IsString({ message: TEXT_MESSAGE }) @MinLength(REVIEW_LIMITS.minTextLength, { message: TEXT_MESSAGE }) @MaxLength(REVIEW_LIMITS.textLength, { message: TEXT_MESSAGE })
  text?: string;
}

export class ReplyToReviewDto {
  @ApiProperty({ maxLength: REVIEW_LIMITS.replyLength, example: 'Thank you both: it was a joy to host your day.' })
  @IsString({ message: `text must be 1 to ${REVIEW_LIMITS.replyLength} characters` }) @MinLength(1, { message: `text must be 1 to ${REVIEW_LIMITS.replyLength} characters` })
  @MaxLength(REVIEW_LIMITS.replyLength, { message: `text must be 1 to ${REVIEW_LIMITS.replyLength} characters` })
  text!: string;
}

export class ReportReviewDto {
  @ApiProperty({ enum: REPORT_REASONS })
  @IsIn(REPORT_REASONS, { message: `reason must be one of ${REPORT_REASONS.join(', ')}` })
  reason!: ReportReason;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REVIEW_LIMITS.reportDetailsLength })
  @IsOptional() @IsString() @MaxLength(REVIEW_LIMITS.reportDetailsLength, { message: `details must be at most ${REVIEW_LIMITS.reportDetailsLength} characters` })
  details?: string | null;
}
