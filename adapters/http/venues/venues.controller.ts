import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SEARCH_COUNT_LIMIT } from '../../../domain/venues/venue-search.js';
import { GetVenueAvailability } from '../../../domain/venues/use-cases/get-venue-availability.js';
import { GetVenueDetails } from '../../../domain/venues/use-cases/get-venue-details.js';
import { ListFeaturedVenues } from '../../../domain/venues/use-cases/list-featured-venues.js';
import { ListVenuePackages } from '../../../domain/venues/use-cases/list-venue-packages.js';
import { SearchVenues } from '../../../domain/venues/use-cases/search-venues.js';
import { AvailabilityQueryDto } from './availability-query.dto.js';
import { SearchVenuesDto } from './search-venues.dto.js';
import { searchCriteriaOf } from './search-criteria.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { presentAvailabilityDay, presentPackage, presentVenueDetails, venuesAsJson } from './venue.presenter.js';
import { AvailabilityDayResponse, VenueDetailsResponse, VenuePackageResponse, VenueResponse } from './venue.response.js';

@ApiTags('venues')
@ApiErrorResponses()
@Controller('venues')
export class VenuesController {
  constructor(
    private readonly listFeatured: ListFeaturedVenues,
    private readonly searchVenues: SearchVenues,
    private readonly getVenueDetails: GetVenueDetails,
    private readonly listPackages: ListVenuePackages,
    private readonly getAvailability: GetVenueAvailability,
  ) {}

  @Get('featured')
  @ApiOperation({ summary: 'Featured venues for the home page' })
  @ApiOkResponse({ type: [VenueResponse] })
  async featured(@Res({ passthrough: true }) res: Response) {
    res.type('json');
    return venuesAsJson(await this.listFeatured.execute());
  }

  @Post('search')
  @HttpCode(200)
  @Header('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Count-Capped')
  @ApiOperation({ summary: 'Venues that fit every filter; the total is in X-Total-Count' })
  @ApiOkResponse({
    type: [VenueResponse],
    headers: {
      'X-Total-Count': { description: `Venues that fit, on every page; counting stops at ${SEARCH_COUNT_LIMIT.toLocaleString('en-US')}`, schema: { type: 'integer' } },
      'X-Total-Count-Capped': { description: 'Present (true) when more venues fit than X-Total-Count says', schema: { type: 'string', enum: ['true'] } },
    },
  })
  async search(@Body() dto: SearchVenuesDto, @Res({ passthrough: true }) res: Response) {
    const page = await this.searchVenues.execute(searchCriteriaOf(dto));
    res.setHeader('X-Total-Count', String(page.total));
    if (page.moreThanTotal) res.setHeader('X-Total-Count-Capped', 'true');
    res.type('json');
    return venuesAsJson(page.venues);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A published venue, with the kind of place its owner listed it as' })
  @ApiOkResponse({ type: VenueDetailsResponse })
  async one(@Param('id') id: string) {
    return presentVenueDetails(await this.getVenueDetails.execute(id));
  }

  @Get(':id/packages')
  @ApiOperation({ summary: "A venue's packages" })
  @ApiOkResponse({ type: [VenuePackageResponse] })
  async packages(@Param('id') id: string) {
    return (await this.listPackages.execute(id)).map(presentPackage);
  }

  @Get(':id/availability')
  @ApiOperation({ summary: 'One entry a day in the range: whether the date is free, and its price' })
  @ApiOkResponse({ type: [AvailabilityDayResponse] })
  async availability(@Param('id') id: string, @Query() query: AvailabilityQueryDto) {
    return (await this.getAvailability.execute(id, query.startDate, query.endDate)).map(presentAvailabilityDay);
  }
}
