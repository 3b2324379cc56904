import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { PAYMENT_KINDS } from '../../../domain/bookings/booking-payment.js';
import { ManageOwnerCalendarFeed } from '../../../domain/venue-management/owner-calendar-feed.js';
import { ManageVenueBookings } from '../../../domain/venue-management/use-cases/manage-venue-bookings.js';
import type { Application } from '../../composition/application.js';
import { renderBookingsIcs } from '../../planning-exports/bookings-ics.js';
import { presentBooking } from '../../presenters/booking.presenter.js';
import { CurrentActor } from '../auth/current-actor.js';
import { BookingResponse } from '../bookings/booking.response.js';
import { APPLICATION } from '../core.module.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { presentCalendarFeedLink, presentCalendarFeedStatus, presentGuestSummary, presentRecordedPayment } from './venue-bookings.presenter.js';
import { BookingGuestSummaryResponse, BookingPaymentRecordedResponse, CalendarFeedLinkResponse, CalendarFeedStatusResponse } from './venue-bookings.response.js';

const CSV_SCHEMA = { type: 'string', description: "The venue's bookings, one row each, UTF-8 with a byte order mark" } as const;
const ICS_SCHEMA = { type: 'string', description: 'RFC 5545: one all-day VEVENT per confirmed or pending booking, stable UIDs' } as const;
/** Calendar apps are asked to refresh the subscription this often. */
const FEED_REFRESH_MINUTES = 60;
/** Tokens from SecretTokens are url-safe; anything longer or stranger is no token of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The bookings panel, finished: guest figures, payments received, completing, and exports. */
@ApiTags('venue owners')
@ApiErrorResponses()
@Controller()
export class VenueBookingsController {
  constructor(
    private readonly bookings: ManageVenueBookings,
    private readonly feed: ManageOwnerCalendarFeed,
    @Inject(APPLICATION) private readonly app: Application,
  ) {}

  @Get('venues/:id/bookings/guest-summaries')
  @ApiOperation({ summary: "Each booking's guest count and RSVP figures (counts only), for the venue's owner" })
  @ApiOkResponse({ type: [BookingGuestSummaryResponse] })
  async guestSummaries(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.bookings.guestSummaries(actor, id)).map(presentGuestSummary);
  }

  @Post('venues/:id/bookings/:bookingId/payments/:kind/paid')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the deposit or the final payment as received (again: no change); 409 unless the booking is confirmed' })
  @ApiOkResponse({ type: BookingPaymentRecordedResponse })
  @ApiParam({ name: 'kind', enum: PAYMENT_KINDS })
  async recordPayment(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('bookingId') bookingId: string, @Param('kind') kind: string) {
    const { booking, payment } = await this.bookings.recordPayment(actor, id, bookingId, kind);
    return { booking: presentBooking(booking), payment: presentRecordedPayment(payment) };
  }

  @Post('venues/:id/bookings/:bookingId/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a confirmed booking completed once its date has passed (409 before); again: no change' })
  @ApiOkResponse({ type: BookingResponse })
  async complete(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('bookingId') bookingId: string) {
    return presentBooking(await this.bookings.complete(actor, id, bookingId));
  }

  @Get('venues/:id/bookings.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: "The venue's bookings as a spreadsheet" })
  @ApiOkResponse({ schema: CSV_SCHEMA })
  async csv(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    const file = await this.bookings.exportCsv(actor, id);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return file.csv;
  }

  @Get('my/calendar-feed')
  @ApiOperation({ summary: "Whether the owner's calendar subscription link exists (the link itself is shown only when made)" })
  @ApiOkResponse({ type: CalendarFeedStatusResponse })
  async feedStatus(@CurrentActor() actor: Actor | null) {
    return presentCalendarFeedStatus(await this.feed.status(actor));
  }

  @Post('my/calendar-feed')
  @ApiOperation({ summary: 'A new calendar subscription link for all your venues (shown once); any earlier link stops working' })
  @ApiCreatedResponse({ type: CalendarFeedLinkResponse })
  async createFeed(@CurrentActor() actor: Actor | null) {
    const link = await this.feed.regenerate(actor);
    return presentCalendarFeedLink(this.app.publicUrl, link.token, link.createdAt);
  }

  @Delete('my/calendar-feed')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke the calendar subscription link (no error when there is none)' })
  @ApiNoContentResponse()
  async revokeFeed(@CurrentActor() actor: Actor | null): Promise<void> {
    await this.feed.revoke(actor);
  }

  @Get('calendar/:file')
  @ApiProduces('text/calendar')
  @ApiOperation({ summary: "An owner's bookings feed, for calendar apps: /api/calendar/{token}.ics (404 once revoked)" })
  @ApiOkResponse({ schema: ICS_SCHEMA })
  async calendar(@Param('file') file: string, @Res({ passthrough: true }) res: Response) {
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const entries = await this.feed.entries(TOKEN_SHAPE.test(token) ? token : '');
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="venue-bookings.ics"');
    res.setHeader('Cache-Control', 'private, no-store');
    return renderBookingsIcs({ entries, dashboardUrl: `${this.app.publicUrl}/venue-dashboard`, refreshMinutes: FEED_REFRESH_MINUTES }, this.app.ports.clock.now());
  }
}
