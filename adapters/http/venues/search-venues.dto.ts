import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, VENUE_SORTS, type VenueSort } from '../../../domain/venues/venue-search.js';
import { VENUE_TYPES, type VenueType } from '../../../domain/venues/venue.js';

/** Whole US dollars, as the budget slider sends them. */
export class BudgetDto {
  @ApiPropertyOptional({ example: 10000 })
  @IsOptional() @IsInt() @Min(0) @Max(10_000_000)
  min?: number;

  @ApiPropertyOptional({ example: 35000 })
  @IsOptional() @IsInt() @Min(0) @Max(10_000_000)
  max?: number;
}

export class SearchVenuesDto {
  @ApiPropertyOptional({ description: 'Contained, case-insensitively, in the city or address', example: 'Fredericksburg' })
  @IsOptional() @IsString() @MaxLength(100)
  location?: string;

  @ApiPropertyOptional({ example: 120 })
  @IsOptional() @IsInt() @Min(1) @Max(100_000)
  guestCount?: number;

  @ApiPropertyOptional({ type: BudgetDto })
  @IsOptional() @ValidateNested() @Type(() => BudgetDto)
  budget?: BudgetDto;

  @ApiPropertyOptional({ enum: VENUE_TYPES, isArray: true })
  @IsOptional() @IsArray() @ArrayMaxSize(VENUE_TYPES.length) @IsIn(VENUE_TYPES, { each: true })
  venueType?: VenueType[];

  @ApiPropertyOptional({ type: [String], example: ['Bridal Suite'] })
  @IsOptional() @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(60, { each: true })
  amenities?: string[];

  @ApiPropertyOptional({ enum: VENUE_SORTS, default: 'recommended' })
  @IsOptional() @IsIn(VENUE_SORTS)
  sort?: VenueSort;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional() @IsInt() @Min(1) @Max(10_000)
  page?: number;

  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, maximum: MAX_PAGE_SIZE })
  @IsOptional() @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  pageSize?: number;
}
