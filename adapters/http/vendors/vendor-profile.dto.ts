import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { VENDOR_PROFILE_LIMITS } from '../../../domain/vendors/use-cases/manage-vendor-profile.js';
import { ALL_VENDOR_CATEGORIES, type VendorCategory } from '../../../domain/vendors/vendor.js';

export class VendorProfileDto {
  @ApiProperty() @IsString() @MaxLength(VENDOR_PROFILE_LIMITS.nameLength) name!: string;
  @ApiProperty({ enum: ALL_VENDOR_CATEGORIES }) @IsIn(ALL_VENDOR_CATEGORIES) category!: VendorCategory;
  @ApiProperty() @IsString() @MaxLength(VENDOR_PROFILE_LIMITS.descriptionLength) description!: string;
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(VENDOR_PROFILE_LIMITS.itemLength, { each: true }) specialties!: string[];
  @ApiProperty({ type: [String], example: ['Wimberley', 'Dripping Springs'] })
  @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(VENDOR_PROFILE_LIMITS.itemLength, { each: true }) serviceArea!: string[];
  @ApiProperty({ description: 'Whole dollars' }) @IsInt() @Min(0) @Max(VENDOR_PROFILE_LIMITS.maxStartingPriceDollars) startingPrice!: number;
  @ApiProperty({ type: [String] })
  @IsArray() @ArrayMaxSize(30) @IsString({ each: true }) @MaxLength(VENDOR_PROFILE_LIMITS.imageUrlLength, { each: true })
  @Matches(/^(https?:\/\/|\/media\/)\S+$/, { each: true, message: 'portfolio must hold image addresses (https://... )' })
  portfolio!: string[];
  @ApiProperty() @IsBoolean() published!: boolean;
}
