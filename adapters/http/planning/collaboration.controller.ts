import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { AddComment } from '../../../domain/planning/use-cases/add-comment.js';
import { ChangeCollaborator, RemoveCollaborator } from '../../../domain/planning/use-cases/change-collaborator.js';
import { InviteCollaborator } from '../../../domain/planning/use-cases/invite-collaborator.js';
import { ListActivities } from '../../../domain/planning/use-cases/list-activities.js';
import { ListCollaborators } from '../../../domain/planning/use-cases/list-collaborators.js';
import { ListComments } from '../../../domain/planning/use-cases/list-comments.js';
import { ListMyWeddings } from '../../../domain/planning/use-cases/list-my-weddings.js';
import { AcceptPlanningInvitation, GetPlanningInvitation } from '../../../domain/planning/use-cases/planning-invitations.js';
import type { PlanningScope } from '../../../domain/planning/use-cases/planning-access.js';
import { ResolveComment } from '../../../domain/planning/use-cases/resolve-comment.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { ChangeCollaboratorDto, InviteCollaboratorDto, ResolveCommentDto } from './collaborator.dto.js';
import { CreateCommentDto } from './comment.dto.js';
import { presentActivity, presentCollaborator, presentComment } from './planning.presenter.js';
import {
  AcceptedInvitationResponse,
  ActivityResponse,
  CollaboratorResponse,
  CommentResponse,
  PlannableWeddingResponse,
  PlanningInvitationResponse,
} from './planning.response.js';
import { WeddingScope } from './wedding-scope.js';

/** The wedding's team, its comments and activity, and the invitations that join people to it. */
@ApiTags('planning')
@ApiErrorResponses()
@Controller()
export class CollaborationController {
  constructor(
    private readonly collaborators: ListCollaborators,
    private readonly invite: InviteCollaborator,
    private readonly change: ChangeCollaborator,
    private readonly remove: RemoveCollaborator,
    private readonly getInvitation: GetPlanningInvitation,
    private readonly acceptInvitation: AcceptPlanningInvitation,
    private readonly myWeddings: ListMyWeddings,
    private readonly activities: ListActivities,
    private readonly comments: ListComments,
    private readonly addComment: AddComment,
    private readonly resolveComment: ResolveComment,
  ) {}

  @Get('bookings/:id/collaborators')
  @ApiOperation({ summary: "The wedding's team: the couple first, then everyone invited, with roles, permissions and presence" })
  @ApiOkResponse({ type: [CollaboratorResponse] })
  async team(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.collaborators.execute(actor, id)).map(presentCollaborator);
  }

  @Post('bookings/:id/collaborators')
  @ApiOperation({ summary: 'Invite someone by email with a role (needs canInvite); they are mailed a link to accept' })
  @ApiCreatedResponse({ type: CollaboratorResponse })
  async inviteOne(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: InviteCollaboratorDto) {
    return presentCollaborator(await this.invite.execute(actor, id, dto));
  }

  @Patch('bookings/:id/collaborators/:collaboratorId')
  @ApiOperation({ summary: "Change someone's role (needs canInvite) or your own daily digest" })
  @ApiOkResponse({ type: CollaboratorResponse })
  async changeOne(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('collaboratorId') collaboratorId: string, @Body() dto: ChangeCollaboratorDto) {
    return presentCollaborator(await this.change.execute(actor, id, collaboratorId, dto));
  }

  @Delete('bookings/:id/collaborators/:collaboratorId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove someone from the team (needs canInvite), or leave it yourself' })
  @ApiNoContentResponse()
  async removeOne(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('collaboratorId') collaboratorId: string) {
    await this.remove.execute(actor, id, collaboratorId);
  }

  @Get('invitations/:token')
  @ApiOperation({ summary: 'What a planning invitation link says (anyone holding it)' })
  @ApiOkResponse({ type: PlanningInvitationResponse })
  invitation(@Param('token') token: string) {
    return this.getInvitation.execute(token);
  }

  @Post('invitations/:token/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Join the wedding: for an account with the invited address' })
  @ApiOkResponse({ type: AcceptedInvitationResponse })
  accept(@CurrentActor() actor: Actor | null, @Param('token') token: string) {
    return this.acceptInvitation.execute(actor, token);
  }

  @Get('my/weddings')
  @ApiOperation({ summary: 'Every wedding the caller may plan: their own first, then the ones they joined' })
  @ApiOkResponse({ type: [PlannableWeddingResponse] })
  weddings(@CurrentActor() actor: Actor | null) {
    return this.myWeddings.execute(actor);
  }

  @Get('bookings/:id/activities')
  @ApiOperation({ summary: 'Recent Activity, newest first: tasks, expenses, comments, people joining, guests’ RSVPs' })
  @ApiOkResponse({ type: [ActivityResponse] })
  async bookingActivities(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.activities.execute(actor, id)).map(presentActivity);
  }

  @Get('my/activities')
  @ApiOperation({ summary: 'Recent Activity for a couple with or without a booking' })
  @ApiOkResponse({ type: [ActivityResponse] })
  async myActivities(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope) {
    return (await this.activities.execute(actor, undefined, scope)).map(presentActivity);
  }

  @Get('bookings/:id/comments')
  @ApiOperation({ summary: 'Comments on the planning, oldest first' })
  @ApiOkResponse({ type: [CommentResponse] })
  async list(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.comments.execute(actor, id)).map(presentComment);
  }

  @Post('bookings/:id/comments')
  @ApiOperation({ summary: 'Add a comment to a section (general, venue, timeline, budget, guests); needs canComment' })
  @ApiCreatedResponse({ type: CommentResponse })
  async create(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: CreateCommentDto) {
    return presentComment(await this.addComment.execute(actor, id, dto));
  }

  @Patch('comments/:commentId')
  @ApiOperation({ summary: 'Mark Resolved; needs canComment' })
  @ApiOkResponse({ type: CommentResponse })
  async resolve(@CurrentActor() actor: Actor | null, @Param('commentId') commentId: string, @Body() dto: ResolveCommentDto) {
    return presentComment(await this.resolveComment.execute(actor, commentId, dto));
  }
}
