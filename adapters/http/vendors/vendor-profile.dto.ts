import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { VENDOR_CATEGORIES, type VendorCategory } from '../../../domain/vendors/vendor.js';

export class VendorProfileDto {
  @ApiProperty() @IsString() @MaxLength(120) name!: string;
  @ApiProperty({ enum: VENDOR_CATEGORIES }) @IsIn(VENDOR_CATEGORIES) category!: VendorCategory;
  @ApiProperty() @IsString() @MaxLength(2000) description!: string;
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(60, { each: true }) specialties!: string[];
  @ApiProperty({ type: [String], example: ['Wimberley', 'Dripping Springs'] })
  @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(60, { each: true }) serviceArea!: string[];
  @ApiProperty({ description: 'Whole dollars' }) @IsInt() @Min(0) @Max(1_000_000) startingPrice!: number;
  @ApiProperty({ type: [String] })
  @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(2000, { each: true })
  @Matches(/^(https?:\/\/|\/media\/)\S+$/, { each: true, message: 'portfolio must hold image addresses (https://... )' })
  portfolio!: string[];
  @ApiProperty() @IsBoolean() published!: boolean;
}
