import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AddGuest } from '../../../domain/guests/use-cases/add-guest.js';
import { GetGuestStats, ListGuests } from '../../../domain/guests/use-cases/list-guests.js';
import { SendInvitations } from '../../../domain/guests/use-cases/send-invitations.js';
import { UpdateGuest } from '../../../domain/guests/use-cases/update-guest.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { bookingReader } from './booking-reader.js';
import { CreateGuestDto } from './create-guest.dto.js';
import { presentGuest } from './guest.presenter.js';
import { GuestResponse, GuestStatsResponse, InvitationsSentResponse } from './guest.response.js';
import { SendInvitationsDto } from './send-invitations.dto.js';
import { UpdateGuestDto } from './update-guest.dto.js';

/** A booking's guest list, for the browser that made the booking (anyone else gets 404). */
@ApiTags('guests')
@ApiErrorResponses()
@Controller()
export class GuestsController {
  constructor(
    private readonly listGuests: ListGuests,
    private readonly getGuestStats: GetGuestStats,
    private readonly addGuest: AddGuest,
    private readonly updateGuest: UpdateGuest,
    private readonly sendInvitations: SendInvitations,
  ) {}

  @Get('bookings/:id/guests')
  @ApiOperation({ summary: "A booking's guests, in the order they were added" })
  @ApiOkResponse({ type: [GuestResponse] })
  async list(@Param('id') id: string, @Req() req: Request) {
    return (await this.listGuests.execute(id, bookingReader(req))).map(presentGuest);
  }

  @Get('bookings/:id/guests/stats')
  @ApiOperation({ summary: 'Counts for the stats cards; plus-ones and dietary needs count confirmed guests' })
  @ApiOkResponse({ type: GuestStatsResponse })
  stats(@Param('id') id: string, @Req() req: Request) {
    return this.getGuestStats.execute(id, bookingReader(req));
  }

  @Post('guests')
  @ApiOperation({ summary: 'Add a guest (pending) to a booking' })
  @ApiCreatedResponse({ type: GuestResponse })
  async create(@Body() dto: CreateGuestDto, @Req() req: Request) {
    return presentGuest(await this.addGuest.execute(dto, bookingReader(req)));
  }

  @Patch('guests/:guestId')
  @ApiOperation({ summary: "Edit a guest or record their answer (an answer is never set back to pending)" })
  @ApiOkResponse({ type: GuestResponse })
  async update(@Param('guestId') guestId: string, @Body() dto: UpdateGuestDto, @Req() req: Request) {
    return presentGuest(await this.updateGuest.execute(guestId, dto, bookingReader(req)));
  }

  @Post('bookings/:id/send-invitations')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail every guest with an email (or only the guestIds given) a personal RSVP link; earlier links stop working' })
  @ApiOkResponse({ type: InvitationsSentResponse })
  @ApiBody({ type: SendInvitationsDto, required: false })
  invite(@Param('id') id: string, @Body() dto: SendInvitationsDto, @Req() req: Request) {
    return this.sendInvitations.execute(id, bookingReader(req), { guestIds: dto?.guestIds });
  }
}
