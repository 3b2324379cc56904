import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { isCalendarDate } from '../../../domain/shared/calendar-date.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { dollarsToCents } from '../../../domain/shared/money.js';
import { EditVenue } from '../../../domain/venue-management/use-cases/edit-venue.js';
import { CurrentActor } from '../auth/current-actor.js';
import { AvailabilityQueryDto } from '../venues/availability-query.dto.js';
import { presentPackage, presentVenue } from '../venues/venue.presenter.js';
import { PackageDto, UpdateVenueDto } from './venue-editing.dto.js';

function calendarDateParam(date: string): string {
  if (!isCalendarDate(date)) throw new InvalidInputError('date', 'date must be a date written YYYY-MM-DD');
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

/** The owner's Venue tab. Ownership is checked in the use case: strangers get 401 or 404. */
@ApiTags('venue owners')
@Controller('venues/:id')
export class VenueEditingController {
  constructor(private readonly edit: EditVenue) {}

  @Patch()
  @ApiOperation({ summary: "Edit the venue's public details" })
  async update(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: UpdateVenueDto) {
    const { price, ...rest } = sent(dto);
    const venue = await this.edit.updateDetails(actor, id, { ...rest, ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }) });
    return { ...presentVenue(venue), status: venue.status };
  }

  @Post('packages')
  async addPackage(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: PackageDto) {
    return (await this.edit.savePackage(actor, id, toPackage(dto))).map(presentPackage);
  }

  @Put('packages/:packageId')
  async updatePackage(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('packageId') packageId: string, @Body() dto: PackageDto) {
    return (await this.edit.savePackage(actor, id, toPackage(dto), packageId)).map(presentPackage);
  }

  @Delete('packages/:packageId')
  @HttpCode(204)
  async deletePackage(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('packageId') packageId: string): Promise<void> {
    await this.edit.deletePackage(actor, id, packageId);
  }

  @Get('blocked-dates')
  @ApiOperation({ summary: 'Dates the owner holds back, in a range' })
  blockedDates(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Query() query: AvailabilityQueryDto) {
    return this.edit.blockedDates(actor, id, query.startDate, query.endDate);
  }

  @Put('blocked-dates/:date')
  @HttpCode(204)
  @ApiOperation({ summary: 'Hold a date back from couples (409 if a booking holds it)' })
  async block(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('date') date: string): Promise<void> {
    await this.edit.blockDate(actor, id, calendarDateParam(date));
  }

  @Delete('blocked-dates/:date')
  @HttpCode(204)
  async unblock(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('date') date: string): Promise<void> {
    await this.edit.unblockDate(actor, id, calendarDateParam(date));
  }
}
