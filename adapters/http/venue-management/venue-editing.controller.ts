import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { isCalendarDate } from '../../../domain/shared/calendar-date.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { dollarsToCents } from '../../../domain/shared/money.js';
import { EditVenue } from '../../../domain/venue-management/use-cases/edit-venue.js';
import type { VenueDetailsUpdate } from '../../../domain/venues/venue-repository.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { AvailabilityQueryDto } from '../venues/availability-query.dto.js';
import { presentPackage } from '../venues/venue.presenter.js';
import { OwnedVenueResponse, VenuePackageResponse } from '../venues/venue.response.js';
import { PackageDto, UpdateVenueDto } from './venue-editing.dto.js';
import { OwnedListingDetailsResponse } from './venue-editing.response.js';
import { presentOwnedVenue } from './venue-management.presenter.js';
import { CALENDAR_DATES_SCHEMA } from './venue-management.response.js';

function calendarDateParam(date: string): string {
  if (!isCalendarDate(date)) throw new InvalidInputError('VENUE.INVALID_BLOCKED_DATE', 'date', 'date must be a date written YYYY-MM-DD');
  return date;
}

const toPackage = (dto: PackageDto) => ({
  name: dto.name,
  description: dto.description,
  basePriceCents: dollarsToCents(dto.basePrice),
  maxGuests: dto.maxGuests,
  includedServices: dto.includedServices,
  isPopular: dto.isPopular,
});

/** Only the fields the request sent (a DTO instance also carries the absent ones as undefined). */
function sent<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Null clears the optional fields: no description, no amenities (the DTO refuses it elsewhere). */
function toDetailsUpdate(dto: UpdateVenueDto): VenueDetailsUpdate {
  const { price, description, amenities, venueType: _venueType, listingDetails: _listingDetails, ...rest } = sent(dto);
  return {
    ...rest,
    ...(description === undefined ? {} : { description: description ?? '' }),
    ...(amenities === undefined ? {} : { amenities: amenities ?? [] }),
    ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }),
  };
}

/** The owner's Venue tab. Ownership is checked in the use case: strangers get 401 or 404. */
@ApiTags('venue owners')
@ApiErrorResponses()
@Controller('venues/:id')
export class VenueEditingController {
  constructor(private readonly edit: EditVenue) {}

  @Patch()
  @ApiOperation({ summary: "Edit the venue's public details" })
  @ApiOkResponse({ type: OwnedVenueResponse })
  async update(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: UpdateVenueDto) {
    const listing = { venueType: dto.venueType, facts: dto.listingDetails ? sent(dto.listingDetails) : undefined };
    const venue = await this.edit.updateDetails(actor, id, toDetailsUpdate(dto), listing);
    return presentOwnedVenue(venue);
  }

  @Get('listing-details')
  @ApiOperation({ summary: "What the owner told the listing wizard (kind of place, contact, terms, policies, parking, accessibility), for the Venue tab" })
  @ApiOkResponse({ type: OwnedListingDetailsResponse })
  async listingDetails(@CurrentActor() actor: Actor | null, @Param('id') id: string): Promise<OwnedListingDetailsResponse> {
    const { listingType, facts } = await this.edit.listingDetails(actor, id);
    return { listingType, listingDetails: { ...facts } };
  }

  @Post('packages')
  @ApiOperation({ summary: 'Add a package; answers with all of the venue\'s packages' })
  @ApiCreatedResponse({ type: [VenuePackageResponse] })
  async addPackage(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: PackageDto) {
    return (await this.edit.savePackage(actor, id, toPackage(dto))).map(presentPackage);
  }

  @Put('packages/:packageId')
  @ApiOperation({ summary: 'Replace a package; answers with all of the venue\'s packages' })
  @ApiOkResponse({ type: [VenuePackageResponse] })
  async updatePackage(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('packageId') packageId: string, @Body() dto: PackageDto) {
    return (await this.edit.savePackage(actor, id, toPackage(dto), packageId)).map(presentPackage);
  }

  @Delete('packages/:packageId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a package' })
  @ApiNoContentResponse()
  async deletePackage(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('packageId') packageId: string): Promise<void> {
    await this.edit.deletePackage(actor, id, packageId);
  }

  @Get('blocked-dates')
  @ApiOperation({ summary: 'Dates the owner holds back, in a range' })
  @ApiOkResponse({ schema: CALENDAR_DATES_SCHEMA })
  blockedDates(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Query() query: AvailabilityQueryDto) {
    return this.edit.blockedDates(actor, id, query.startDate, query.endDate);
  }

  @Put('blocked-dates/:date')
  @HttpCode(204)
  @ApiOperation({ summary: 'Hold a date back from couples (409 if a booking holds it)' })
  @ApiNoContentResponse()
  async block(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('date') date: string): Promise<void> {
    await this.edit.blockDate(actor, id, calendarDateParam(date));
  }

  @Delete('blocked-dates/:date')
  @HttpCode(204)
  @ApiOperation({ summary: 'Give a held-back date back to couples' })
  @ApiNoContentResponse()
  async unblock(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('date') date: string): Promise<void> {
    await this.edit.unblockDate(actor, id, calendarDateParam(date));
  }
}
