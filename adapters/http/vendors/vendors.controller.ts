import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FindVendors } from '../../../domain/vendors/use-cases/find-vendors.js';
import { GetVendor } from '../../../domain/vendors/use-cases/get-vendor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { presentVendor } from './vendor.presenter.js';
import { VendorResponse } from './vendor.response.js';
import { VendorsQueryDto } from './vendors-query.dto.js';

@ApiTags('vendors')
@ApiErrorResponses()
@Controller('vendors')
export class VendorsController {
  constructor(
    private readonly findVendors: FindVendors,
    private readonly getVendor: GetVendor,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Vendors by category and the town they serve' })
  @ApiOkResponse({ type: [VendorResponse] })
  async list(@Query() query: VendorsQueryDto) {
    return (await this.findVendors.execute(query)).map(presentVendor);
  }

  @Get(':id')
  @ApiOperation({ summary: "A published vendor's public page (404 for any other id)" })
  @ApiOkResponse({ type: VendorResponse })
  async one(@Param('id') id: string) {
    return presentVendor(await this.getVendor.execute(id));
  }
}
