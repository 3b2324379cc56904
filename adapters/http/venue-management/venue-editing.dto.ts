import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class UpdateVenueDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(5000) description?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(300) location?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) city?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(100_000) maxGuests?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(1) @Max(100_000) capacity?: number;
  @ApiPropertyOptional({ description: 'Starting price in whole dollars' }) @IsOptional() @IsInt() @Min(1) @Max(10_000_000) price?: number;
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @ArrayMaxSize(60) @IsString({ each: true }) @MaxLength(80, { each: true })
  amenities?: string[];
  @ApiPropertyOptional({ type: [String] }) @IsOptional() @IsArray() @ArrayMaxSize(20) @IsString({ each: true }) @MaxLength(2000, { each: true })
  images?: string[];
}

export class PackageDto {
  @ApiProperty() @IsString() @MaxLength(120) name!: string;
  @ApiProperty() @IsString() @MaxLength(2000) description!: string;
  @ApiProperty({ description: 'Whole dollars' }) @IsInt() @Min(0) @Max(10_000_000) basePrice!: number;
  @ApiProperty() @IsInt() @Min(1) @Max(100_000) maxGuests!: number;
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(120, { each: true }) includedServices!: string[];
  @ApiProperty() @IsBoolean() isPopular!: boolean;
}
