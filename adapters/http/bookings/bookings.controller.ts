import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateBooking } from '../../../domain/bookings/use-cases/create-booking.js';
import { GetBooking } from '../../../domain/bookings/use-cases/get-booking.js';
import { CancelOwnBooking } from '../../../domain/bookings/use-cases/cancel-own-booking.js';
import type { Actor } from '../../../domain/accounts/account.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ensureAccessKeyHash, readAccessKeyHash } from './access-key.js';
import { presentBooking, presentPaymentPlan } from '../../presenters/booking.presenter.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { BookingResponse, CreatedBookingResponse } from './booking.response.js';
import { CreateBookingDto } from './create-booking.dto.js';

@ApiTags('bookings')
@ApiErrorResponses()
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly createBooking: CreateBooking,
    private readonly getBooking: GetBooking,
    private readonly cancelOwnBooking: CancelOwnBooking,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Ask for a venue date: a pending, unpaid booking priced by the server (409 if the date is taken, 429 past the hourly limit without an account)' })
  @ApiCreatedResponse({ type: CreatedBookingResponse })
  async create(@Body() dto: CreateBookingDto, @CurrentActor() actor: Actor | null, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const created = await this.createBooking.execute({
      venueId: dto.venueId,
      customerName: dto.customerName,
      customerEmail: dto.customerEmail,
      customerPhone: dto.customerPhone,
      eventDate: dto.eventDate,
      guestCount: dto.guestCount,
      packageId: dto.packageId || null,
      specialRequests: dto.specialRequests,
      accessKeyHash: ensureAccessKeyHash(req, res),
      customerId: actor?.accountType === 'customer' ? actor.accountId : null,
      clientKey: req.ip ?? 'unknown',
    });
    return { ...presentBooking(created.booking), reference: created.reference, paymentPlan: presentPaymentPlan(created.plan) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A booking, for the browser that made it' })
  @ApiOkResponse({ type: BookingResponse })
  async one(@Param('id') id: string, @CurrentActor() actor: Actor | null, @Req() req: Request) {
    return presentBooking(await this.getBooking.execute(id, { accessKeyHash: readAccessKeyHash(req), accountId: actor?.accountId }));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'The couple calls off their booking (from the browser that made it, or their account); the owner is mailed' })
  @ApiOkResponse({ type: BookingResponse })
  async cancel(@Param('id') id: string, @CurrentActor() actor: Actor | null, @Req() req: Request) {
    return presentBooking(await this.cancelOwnBooking.execute(id, { accessKeyHash: readAccessKeyHash(req), accountId: actor?.accountId }));
  }
}
