import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, VENUE_SORTS, type VenueSort } from '../../../domain/venues/venue-search.js';
import { VENUE_TYPES, type VenueType } from '../../../domain/venues/venue.js';
import { RECOMMENDED_ORDER_EXPLANATION } from '../../../domain/venues/venue-ranking.js';
import { VENUE_SEARCH_LIMITS } from '../../../domain/venues/venue-limits.js';
import { IsCalendarDate } from '../shared/calendar-date.validator.js';

/** Whole US dollars, as the budget slider sends them. */
export class BudgetDto {
  @ApiPropertyOptional({ example: 10000 })
  @IsOptional() @IsInt() @Min(0) @Max(VENUE_SEARCH_LIMITS.maxBudgetDollars)
  min?: number;

  @ApiPropertyOptional({ example: 35000 })
  @IsOptional() @IsInt() @Min(0) @Max(VENUE_SEARCH_LIMITS.maxBudgetDollars)
  max?: number;
}

export class SearchVenuesDto {
  @ApiPropertyOptional({ description: 'Contained, case-insensitively, in the city or address', example: 'Fredericksburg' })
  @IsOptional() @IsString() @MaxLength(VENUE_SEARCH_LIMITS.locationLength)
  location?: string;

  @ApiPropertyOptional({ example: 120 })
  @IsOptional() @IsInt() @Min(1) @Max(VENUE_SEARCH_LIMITS.maxGuestCount)
  guestCount?: number;

  @ApiPropertyOptional({ type: BudgetDto })
  @IsOptional() @ValidateNested() @Type(() => BudgetDto)
  budget?: BudgetDto;

  @ApiPropertyOptional({ enum: VENUE_TYPES, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(VENUE_TYPES.length) @IsIn(VENUE_TYPES, { each: true })
  venueType?: VenueType[];

  @ApiPropertyOptional({ type: [String], example: ['Bridal Suite'] })
  @IsOptional() @IsArray() @ArrayMaxSize(VENUE_SEARCH_LIMITS.amenities) @IsString({ each: true }) @MaxLength(VENUE_SEARCH_LIMITS.amenityLength, { each: true })
  amenities?: string[];

  @ApiPropertyOptional({ format: 'date', example: '2027-10-16', description: "The couple's wedding date: venues already booked or blocked that day are left out" })
  @IsOptional() @IsCalendarDate()
  date?: string;

  @ApiPropertyOptional({ enum: VENUE_SORTS, default: 'recommended', description: RECOMMENDED_ORDER_EXPLANATION })
  @IsOptional() @IsIn(VENUE_SORTS)
  sort?: VenueSort;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional() @IsInt() @Min(1) @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, maximum: MAX_PAGE_SIZE })
  @IsOptional() @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  pageSize?: number;
}
