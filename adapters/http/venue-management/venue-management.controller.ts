import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { dollarsToCents } from '../../../domain/shared/money.js';
import { GetVenueDashboardSummary } from '../../../domain/venue-management/use-cases/venue-dashboard-summary.js';
import { ListOwnedVenues } from '../../../domain/venue-management/use-cases/list-owned-venues.js';
import { ManageVenueBookings } from '../../../domain/venue-management/use-cases/manage-venue-bookings.js';
import { ManageVenueInquiries } from '../../../domain/venue-management/use-cases/manage-venue-inquiries.js';
import { RecordVenueView } from '../../../domain/venue-management/use-cases/record-venue-view.js';
import { SubmitVenueListing } from '../../../domain/venue-management/use-cases/submit-venue-listing.js';
import { CurrentActor } from '../auth/current-actor.js';
import { clientKeyOf } from '../security/client-key.js';
import { BookingResponse } from '../bookings/booking.response.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { presentInquiry } from '../inquiries/inquiry.presenter.js';
import { InquiryResponse } from '../inquiries/inquiry.response.js';
import { OwnedVenueResponse } from '../venues/venue.response.js';
import { presentBooking } from '../../presenters/booking.presenter.js';
import { BookingStatusQueryDto, ChangeBookingStatusDto, CreateVenueListingDto, ReplyToInquiryDto, UpdateInquiryDto } from './venue-management.dto.js';
import { presentDashboardSummary, presentOwnedVenue } from './venue-management.presenter.js';
import { DashboardSummaryResponse } from './venue-management.response.js';

/** The venue owner's side. Every route checks ownership in the use case; strangers get 401 or 404. */
@ApiTags('venue owners')
@ApiErrorResponses()
@Controller()
export class VenueManagementController {
  constructor(
    private readonly ownedVenues: ListOwnedVenues,
    private readonly summary: GetVenueDashboardSummary,
    private readonly bookings: ManageVenueBookings,
    private readonly inquiries: ManageVenueInquiries,
    private readonly listing: SubmitVenueListing,
    private readonly views: RecordVenueView,
  ) {}

  @Get('my/venues')
  @ApiOperation({ summary: "The signed-in owner's venues, whatever their status" })
  @ApiOkResponse({ type: [OwnedVenueResponse] })
  async myVenues(@CurrentActor() actor: Actor | null) {
    return (await this.ownedVenues.execute(actor)).map(presentOwnedVenue);
  }

  @Post('venues')
  @ApiOperation({ summary: 'List a new venue (it waits in review until an operator approves it)' })
  @ApiCreatedResponse({ type: OwnedVenueResponse })
  async create(@CurrentActor() actor: Actor | null, @Body() dto: CreateVenueListingDto) {
    const venue = await this.listing.execute(actor, {
      name: dto.name,
      description: dto.description ?? '',
      location: dto.location,
      city: dto.city,
      venueType: dto.venueType,
      maxGuests: dto.maxGuests,
      indoorCapacity: dto.indoorCapacity,
      priceCents: dollarsToCents(dto.price),
      contactEmail: dto.contactEmail,
      amenities: dto.amenities ?? [],
      images: dto.images ?? [],
      details: dto.details ?? {},
    });
    return presentOwnedVenue(venue);
  }

  @Post('venues/:id/views')
  @HttpCode(204)
  @ApiOperation({ summary: "Count a visit of the venue's page: once per visitor and day, never the owner's own" })
  @ApiNoContentResponse()
  async view(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Req() req: Request): Promise<void> {
    await this.views.execute(actor, id, { address: clientKeyOf(req), userAgent: req.get('user-agent') ?? '' });
  }

  @Get('venues/:id/dashboard-summary')
  @ApiOperation({ summary: "The owner dashboard's summary cards, from real rows" })
  @ApiOkResponse({ type: DashboardSummaryResponse })
  async dashboardSummary(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return presentDashboardSummary(await this.summary.execute(actor, id));
  }

  @Get('venues/:id/bookings')
  @ApiOperation({ summary: "A venue's bookings, for its owner" })
  @ApiOkResponse({ type: [BookingResponse] })
  async venueBookings(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Query() query: BookingStatusQueryDto) {
    return (await this.bookings.list(actor, id, query.status)).map(presentBooking);
  }

  @Get('bookings')
  @ApiOperation({ summary: "Bookings of every venue the signed-in owner has" })
  @ApiOkResponse({ type: [BookingResponse] })
  async allBookings(@CurrentActor() actor: Actor | null, @Query() query: BookingStatusQueryDto) {
    return (await this.bookings.listAll(actor, query.status)).map(presentBooking);
  }

  @Patch('bookings/:id/status')
  @ApiOperation({ summary: 'Confirm or cancel a booking of your venue' })
  @ApiOkResponse({ type: BookingResponse })
  async changeStatus(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: ChangeBookingStatusDto) {
    return presentBooking(await this.bookings.changeStatus(actor, id, dto.status));
  }

  @Get('venues/:id/inquiries')
  @ApiOperation({ summary: "A venue's inquiries, for its owner" })
  @ApiOkResponse({ type: [InquiryResponse] })
  async venueInquiries(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.inquiries.list(actor, id)).map(presentInquiry);
  }

  @Post('inquiries/:id/reply')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer an inquiry by email; the reply time feeds the response figures' })
  @ApiOkResponse({ type: InquiryResponse })
  async reply(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: ReplyToInquiryDto) {
    return presentInquiry(await this.inquiries.reply(actor, id, dto.message));
  }

  @Patch('inquiries/:id')
  @ApiOperation({ summary: 'Mark an inquiry handled, or reopen a handled one' })
  @ApiOkResponse({ type: InquiryResponse })
  async updateInquiry(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: UpdateInquiryDto) {
    return presentInquiry(await this.inquiries.changeStatus(actor, id, dto.status));
  }
}
