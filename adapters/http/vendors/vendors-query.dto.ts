import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ALL_VENDOR_CATEGORIES, type VendorCategory } from '../../../domain/vendors/vendor.js';

export class VendorsQueryDto {
  @ApiPropertyOptional({ enum: ALL_VENDOR_CATEGORIES, description: 'Omit for every category' })
  @IsOptional() @IsIn(ALL_VENDOR_CATEGORIES)
  category?: VendorCategory;

  @ApiPropertyOptional({ description: 'A town the vendor serves', example: 'Wimberley' })
  @IsOptional() @IsString() @MaxLength(100)
  location?: string;
}
