import { Body, Controller, Get, HttpCode, Patch, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { ClaimBookings } from '../../../domain/planning/use-cases/claim-bookings.js';
import { GetWedding } from '../../../domain/planning/use-cases/get-wedding.js';
import { UpdateWedding } from '../../../domain/planning/use-cases/update-wedding.js';
import { presentBooking } from '../../presenters/booking.presenter.js';
import { CurrentActor } from '../auth/current-actor.js';
import { readAccessKeyHash } from '../bookings/access-key.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { presentWedding } from './planning.presenter.js';
import { ClaimedBookingsResponse, WeddingResponse } from './planning.response.js';
import { UpdateWeddingDto } from './wedding.dto.js';
import type { PlanningScope } from '../../../domain/planning/use-cases/planning-access.js';
import { WeddingScope } from './wedding-scope.js';

/** The signed-in couple's wedding. Customer accounts only: 401 anonymous, 403 for owners and vendors. */
@ApiTags('planning')
@ApiErrorResponses()
@Controller('my')
export class WeddingController {
  constructor(
    private readonly getWedding: GetWedding,
    private readonly updateWedding: UpdateWedding,
    private readonly claimBookings: ClaimBookings,
  ) {}

  @Get('wedding')
  @ApiOperation({ summary: "The couple's wedding (made from the sign-up details the first time), its bookings and countdown" })
  @ApiOkResponse({ type: WeddingResponse })
  async wedding(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope) {
    return presentWedding(await this.getWedding.execute(actor, scope));
  }

  @Patch('wedding')
  @ApiOperation({ summary: 'Edit the wedding: date (after today), partner, guests, budget range and total, town, countdown shown or hidden' })
  @ApiOkResponse({ type: WeddingResponse })
  async update(@CurrentActor() actor: Actor | null, @Body() dto: UpdateWeddingDto, @WeddingScope() scope: PlanningScope) {
    return presentWedding(await this.updateWedding.execute(actor, dto, scope));
  }

  @Post('bookings/claim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the bookings this browser made without an account into the signed-in couple’s account' })
  @ApiOkResponse({ type: ClaimedBookingsResponse })
  async claim(@CurrentActor() actor: Actor | null, @Req() req: Request) {
    const bookings = await this.claimBookings.execute(actor, readAccessKeyHash(req));
    return { claimed: bookings.length, bookings: bookings.map(presentBooking) };
  }
}
