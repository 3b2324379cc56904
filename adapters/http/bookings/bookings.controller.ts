import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateBooking } from '../../../domain/bookings/use-cases/create-booking.js';
import { GetBooking } from '../../../domain/bookings/use-cases/get-booking.js';
import type { Actor } from '../../../domain/accounts/account.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ensureAccessKeyHash, readAccessKeyHash } from './access-key.js';
import { presentBooking, presentPaymentPlan } from './booking.presenter.js';
import { CreateBookingDto } from './create-booking.dto.js';

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly createBooking: CreateBooking,
    private readonly getBooking: GetBooking,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Ask for a venue date: a pending, unpaid booking priced by the server (409 if the date is taken)' })
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
    });
    return { ...presentBooking(created.booking), reference: created.reference, paymentPlan: presentPaymentPlan(created.plan) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A booking, for the browser that made it' })
  async one(@Param('id') id: string, @CurrentActor() actor: Actor | null, @Req() req: Request) {
    return presentBooking(await this.getBooking.execute(id, { accessKeyHash: readAccessKeyHash(req), accountId: actor?.accountId }));
  }
}
