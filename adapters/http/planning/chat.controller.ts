import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { AskPlanningAssistant } from '../../../domain/planning/use-cases/ask-planning-assistant.js';
import type { PlanningScope } from '../../../domain/planning/use-cases/planning-access.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { ChatMessageDto } from './chat.dto.js';
import { presentChatReply } from './chat.presenter.js';
import { ChatMessageResponse } from './chat.response.js';
import { WeddingScope } from './wedding-scope.js';

const ANSWERS =
  'The planning assistant answers from the wedding’s own data: next tasks, days left, the budget split, RSVP counts, and venues that match. Stateless: the client keeps the conversation.';

/** The assistant chat, for anyone on the wedding (the couple or a collaborator). */
@ApiTags('planning')
@ApiErrorResponses()
@Controller()
export class ChatController {
  constructor(private readonly ask: AskPlanningAssistant) {}

  @Post('my/chat')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the planning assistant, with or without a booking', description: ANSWERS })
  @ApiOkResponse({ type: ChatMessageResponse })
  async myChat(@CurrentActor() actor: Actor | null, @Body() dto: ChatMessageDto, @WeddingScope() scope: PlanningScope) {
    return presentChatReply(await this.ask.execute(actor, dto, { scope }));
  }

  @Post('bookings/:id/chat')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the planning assistant about the wedding a booking belongs to (RSVPs from its guest list)', description: ANSWERS })
  @ApiOkResponse({ type: ChatMessageResponse })
  async bookingChat(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: ChatMessageDto) {
    return presentChatReply(await this.ask.execute(actor, dto, { bookingId: id }));
  }
}
