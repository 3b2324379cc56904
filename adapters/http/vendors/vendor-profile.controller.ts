import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { centsToDecimalString, dollarsToCents } from '../../../domain/shared/money.js';
import { ManageVendorProfile } from '../../../domain/vendors/use-cases/manage-vendor-profile.js';
import type { VendorProfile } from '../../../domain/vendors/vendor-repository.js';
import { CurrentActor } from '../auth/current-actor.js';
import { VendorProfileDto } from './vendor-profile.dto.js';

function presentProfile(profile: VendorProfile) {
  const { startingPriceCents, ownerId: _owner, ...rest } = profile;
  return { ...rest, startingPrice: centsToDecimalString(startingPriceCents) };
}

@ApiTags('vendors')
@Controller('my/vendor-profile')
export class VendorProfileController {
  constructor(private readonly profiles: ManageVendorProfile) {}

  @Get()
  @ApiOperation({ summary: "The signed-in vendor's profile (404 until one is saved)" })
  async get(@CurrentActor() actor: Actor | null) {
    return presentProfile(await this.profiles.get(actor));
  }

  @Put()
  @ApiOperation({ summary: 'Create or update the profile; published profiles appear on venues in the service area' })
  async save(@CurrentActor() actor: Actor | null, @Body() dto: VendorProfileDto) {
    return presentProfile(await this.profiles.save(actor, { ...dto, startingPriceCents: dollarsToCents(dto.startingPrice) }));
  }
}
