import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { AddComment } from '../../../domain/planning/use-cases/add-comment.js';
import { ListActivities } from '../../../domain/planning/use-cases/list-activities.js';
import { ListCollaborators } from '../../../domain/planning/use-cases/list-collaborators.js';
import { ListComments } from '../../../domain/planning/use-cases/list-comments.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { CreateCommentDto } from './comment.dto.js';
import { presentActivity, presentCollaborator, presentComment } from './planning.presenter.js';
import { ActivityResponse, CollaboratorResponse, CommentResponse } from './planning.response.js';

/** The collaboration tab and the overview's Recent Activity, for the couple whose booking it is. */
@ApiTags('planning')
@ApiErrorResponses()
@Controller()
export class CollaborationController {
  constructor(
    private readonly collaborators: ListCollaborators,
    private readonly activities: ListActivities,
    private readonly comments: ListComments,
    private readonly addComment: AddComment,
  ) {}

  @Get('bookings/:id/collaborators')
  @ApiOperation({ summary: "The wedding's team: for now the couple, with every permission" })
  @ApiOkResponse({ type: [CollaboratorResponse] })
  async team(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.collaborators.execute(actor, id)).map(presentCollaborator);
  }

  @Get('bookings/:id/activities')
  @ApiOperation({ summary: 'Recent Activity, newest first: tasks completed, expenses added, guests’ RSVPs' })
  @ApiOkResponse({ type: [ActivityResponse] })
  async bookingActivities(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.activities.execute(actor, id)).map(presentActivity);
  }

  @Get('my/activities')
  @ApiOperation({ summary: 'Recent Activity for a couple with or without a booking' })
  @ApiOkResponse({ type: [ActivityResponse] })
  async myActivities(@CurrentActor() actor: Actor | null) {
    return (await this.activities.execute(actor)).map(presentActivity);
  }

  @Get('bookings/:id/comments')
  @ApiOperation({ summary: "Comments on the couple's planning, oldest first" })
  @ApiOkResponse({ type: [CommentResponse] })
  async list(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.comments.execute(actor, id)).map(presentComment);
  }

  @Post('bookings/:id/comments')
  @ApiOperation({ summary: 'Add a comment to a section (general, venue, timeline, budget, guests)' })
  @ApiCreatedResponse({ type: CommentResponse })
  async create(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: CreateCommentDto) {
    return presentComment(await this.addComment.execute(actor, id, dto));
  }
}
