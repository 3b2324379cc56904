import { Body, Controller, Delete, Get, HttpCode, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { DeleteMyAccount } from '../../../domain/accounts/use-cases/delete-my-account.js';
import { ExportMyData } from '../../../domain/accounts/use-cases/export-my-data.js';
import { CurrentActor } from '../auth/current-actor.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { forgetAccessKey } from '../bookings/access-key.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { DeleteMyAccountDto } from './account-data.dto.js';
import { DeletedAccountResponse } from './account-data.response.js';

/** What a signed-in person can do with their own data: take it with them, or delete it. */
@ApiTags('accounts')
@ApiErrorResponses()
@Controller('my')
export class AccountDataController {
  constructor(
    private readonly exportMyData: ExportMyData,
    private readonly deleteMyAccount: DeleteMyAccount,
  ) {}

  @Get('data')
  @ApiProduces('application/json')
  @ApiOperation({
    summary: 'Download everything stored about the signed-in person, as a JSON file',
    description:
      'The account (no password hash), bookings and their guest lists, inquiries and vendor messages sent with the verified email, ' +
      'wedding planning (timeline, budget, comments, mood board, seating), reviews written, weddings they help plan, and for vendors and owners their profile, leads and venues.',
  })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  async data(@CurrentActor() actor: Actor | null, @Res({ passthrough: true }) res: Response) {
    const exported = await this.exportMyData.execute(actor);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="hill-country-weddings-data-${exported.date}.json"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return exported.data;
  }

  @Delete('account')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete the signed-in account, confirmed with its password (403 when wrong; 409 while it owns venues)',
    description:
      'In one transaction: future bookings are cancelled and their venues mailed; guests, planning, memberships, sessions and the account are deleted; ' +
      'past bookings, reviews, inquiries and mail stay anonymised so venues keep their figures. Signs the browser out.',
  })
  @ApiOkResponse({ type: DeletedAccountResponse })
  async delete(
    @CurrentActor() actor: Actor | null,
    @Body() dto: DeleteMyAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DeletedAccountResponse> {
    const { cancelledBookings } = await this.deleteMyAccount.execute(actor, dto.password);
    clearSessionCookie(req, res);
    forgetAccessKey(req, res);
    return { message: 'Your account was deleted.', cancelledBookings };
  }
}
