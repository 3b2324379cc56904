import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { dollarsToCents } from '../../../domain/shared/money.js';
import { ManageVendorProfile } from '../../../domain/vendors/use-cases/manage-vendor-profile.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { VendorProfileDto } from './vendor-profile.dto.js';
import { presentVendorProfile } from './vendor.presenter.js';
import { VendorProfileResponse } from './vendor.response.js';

@ApiTags('vendors')
@ApiErrorResponses()
@Controller('my/vendor-profile')
export class VendorProfileController {
  constructor(private readonly profiles: ManageVendorProfile) {}

  @Get()
  @ApiOperation({ summary: "The signed-in vendor's profile (404 until one is saved)" })
  @ApiOkResponse({ type: VendorProfileResponse })
  async get(@CurrentActor() actor: Actor | null) {
    return presentVendorProfile(await this.profiles.get(actor));
  }

  @Put()
  @ApiOperation({ summary: 'Create or update the profile; published profiles appear on venues in the service area' })
  @ApiOkResponse({ type: VendorProfileResponse })
  async save(@CurrentActor() actor: Actor | null, @Body() dto: VendorProfileDto) {
    return presentVendorProfile(await this.profiles.save(actor, { ...dto, startingPriceCents: dollarsToCents(dto.startingPrice) }));
  }
}
