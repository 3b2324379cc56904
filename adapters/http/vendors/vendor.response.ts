import { ApiProperty } from '@nestjs/swagger';
import { ALL_VENDOR_CATEGORIES, type VendorCategory } from '../../../domain/vendors/vendor.js';
import { ApiDecimalAmount, ApiInteger, ApiText, ApiTexts, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentVendor, presentVendorProfile } from './vendor.presenter.js';

export class VendorResponse {
  @ApiUuid() id!: string;
  @ApiText() name!: string;
  @ApiProperty({ enum: ALL_VENDOR_CATEGORIES, enumName: 'VendorCategory' }) category!: VendorCategory;
  @ApiProperty() rating!: number;
  @ApiInteger() reviewCount!: number;
  @ApiTexts({ description: 'Image addresses' }) portfolio!: string[];
  @ApiText() description!: string;
  @ApiTexts({ description: 'Towns the vendor serves' }) serviceArea!: string[];
  @ApiTexts() specialties!: string[];
  @ApiDecimalAmount() startingPrice!: string;
}

export class VendorProfileResponse extends VendorResponse {
  @ApiProperty({ description: 'Published profiles appear on venues in the service area' }) published!: boolean;
}

export type VendorResponsesMatch = AssertTrue<
  SameShape<VendorResponse, ReturnType<typeof presentVendor>> | SameShape<VendorProfileResponse, ReturnType<typeof presentVendorProfile>>
>;
