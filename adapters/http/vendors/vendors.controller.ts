import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDecimalString } from '../../../domain/shared/money.js';
import { FindVendors } from '../../../domain/vendors/use-cases/find-vendors.js';
import type { Vendor } from '../../../domain/vendors/vendor.js';
import { VendorsQueryDto } from './vendors-query.dto.js';

function presentVendor(vendor: Vendor) {
  const { startingPriceCents, ...rest } = vendor;
  return { ...rest, startingPrice: centsToDecimalString(startingPriceCents) };
}

@ApiTags('vendors')
@Controller('vendors')
export class VendorsController {
  constructor(private readonly findVendors: FindVendors) {}

  @Get()
  @ApiOperation({ summary: 'Vendors by category and the town they serve' })
  async list(@Query() query: VendorsQueryDto) {
    return (await this.findVendors.execute(query)).map(presentVendor);
  }
}
