import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ForgetInvitation } from '../../../domain/guests/use-cases/forget-invitation.js';
import { GetInvitation } from '../../../domain/guests/use-cases/get-invitation.js';
import { RespondToInvitation } from '../../../domain/guests/use-cases/respond-to-invitation.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { presentInvitation } from '../guests/guest.presenter.js';
import { InvitationResponse } from '../guests/guest.response.js';
import { RespondToInvitationDto } from './respond-to-invitation.dto.js';

/** No account: the token in the guest's link is the capability. An unknown or replaced one is 404. */
@ApiTags('rsvp')
@ApiErrorResponses()
@Controller('rsvp/:token')
export class RsvpController {
  constructor(
    private readonly getInvitation: GetInvitation,
    private readonly respondToInvitation: RespondToInvitation,
    private readonly forgetInvitation: ForgetInvitation,
  ) {}

  @Get()
  @ApiOperation({ summary: "An invitation: the guest's name and answer, the couple, the venue and the date" })
  @ApiOkResponse({ type: InvitationResponse })
  async one(@Param('token') token: string) {
    return presentInvitation(await this.getInvitation.execute(token));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer an invitation, or change the answer, through the wedding day' })
  @ApiOkResponse({ type: InvitationResponse })
  async respond(@Param('token') token: string, @Body() dto: RespondToInvitationDto) {
    return presentInvitation(await this.respondToInvitation.execute(token, dto));
  }

  @Post('forget')
  @HttpCode(204)
  @ApiOperation({
    summary: "The guest asks to be forgotten: their name and contact details leave the couple's list (a declined place stays), and the link stops working",
  })
  @ApiNoContentResponse()
  async forget(@Param('token') token: string): Promise<void> {
    await this.forgetInvitation.execute(token);
  }
}
