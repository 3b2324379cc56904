import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { AddTimelineTask } from '../../../domain/planning/use-cases/add-timeline-task.js';
import { DeleteTimelineTask } from '../../../domain/planning/use-cases/delete-timeline-task.js';
import { GenerateWeddingTimeline } from '../../../domain/planning/use-cases/generate-wedding-timeline.js';
import { GetSharedTimeline } from '../../../domain/planning/use-cases/get-shared-timeline.js';
import { GetTimeline } from '../../../domain/planning/use-cases/get-timeline.js';
import { RevokeTimelineShare } from '../../../domain/planning/use-cases/revoke-timeline-share.js';
import { ShareTimeline } from '../../../domain/planning/use-cases/share-timeline.js';
import { UpdateTimelineTask } from '../../../domain/planning/use-cases/update-timeline-task.js';
import type { Application } from '../../composition/application.js';
import { CurrentActor } from '../auth/current-actor.js';
import { APPLICATION } from '../core.module.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { presentSharedTimeline, presentTask, presentTimeline } from './planning.presenter.js';
import { SharedTimelineResponse, TimelineResponse, TimelineShareResponse, TimelineTaskResponse } from './planning.response.js';
import { CreateTaskDto, GenerateTimelineDto, UpdateTaskDto } from './timeline.dto.js';
import type { PlanningScope } from '../../../domain/planning/use-cases/planning-access.js';
import { WeddingScope } from './wedding-scope.js';

/** Where a shared timeline opens in the web app. */
export const SHARED_TIMELINE_PATH = '/shared/timeline';

/** The couple's timeline (one per wedding), its tasks and its read-only link. */
@ApiTags('planning')
@ApiErrorResponses()
@Controller()
export class TimelineController {
  constructor(
    private readonly getTimeline: GetTimeline,
    private readonly generate: GenerateWeddingTimeline,
    private readonly addTask: AddTimelineTask,
    private readonly updateTask: UpdateTimelineTask,
    private readonly deleteTask: DeleteTimelineTask,
    private readonly share: ShareTimeline,
    private readonly revoke: RevokeTimelineShare,
    private readonly getShared: GetSharedTimeline,
    @Inject(APPLICATION) private readonly app: Application,
  ) {}

  @Post('timeline/generate')
  @HttpCode(200)
  @ApiOperation({
    summary: "Generate the wedding's timeline and store it; again, it replaces the generated tasks, keeping their completion and notes, and never touches the couple's own",
  })
  @ApiOkResponse({ type: TimelineResponse })
  async generateTimeline(@CurrentActor() actor: Actor | null, @Body() dto: GenerateTimelineDto, @WeddingScope() scope: PlanningScope) {
    return presentTimeline(await this.generate.execute(actor, dto, scope));
  }

  @Get('my/timeline')
  @ApiOperation({ summary: "The couple's timeline, with or without a booking" })
  @ApiOkResponse({ type: TimelineResponse })
  async myTimeline(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope) {
    return presentTimeline(await this.getTimeline.execute(actor, undefined, scope));
  }

  @Get('bookings/:id/timeline')
  @ApiOperation({ summary: "The timeline of the wedding a booking of the couple's belongs to (the same one as GET /api/my/timeline)" })
  @ApiOkResponse({ type: TimelineResponse })
  async bookingTimeline(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return presentTimeline(await this.getTimeline.execute(actor, id));
  }

  @Post('timeline/tasks')
  @ApiOperation({ summary: 'Add a task of the couple’s own' })
  @ApiCreatedResponse({ type: TimelineTaskResponse })
  async create(@CurrentActor() actor: Actor | null, @Body() dto: CreateTaskDto, @WeddingScope() scope: PlanningScope) {
    const { task, today } = await this.addTask.execute(actor, dto, scope);
    return presentTask(task, today);
  }

  @Patch('timeline/tasks/:taskId')
  @ApiOperation({ summary: 'Tick a task off or back ({isCompleted}), or edit its notes, due date and wording' })
  @ApiOkResponse({ type: TimelineTaskResponse })
  async update(@CurrentActor() actor: Actor | null, @Param('taskId') taskId: string, @Body() dto: UpdateTaskDto) {
    const { task, today } = await this.updateTask.execute(actor, taskId, dto);
    return presentTask(task, today);
  }

  @Delete('timeline/tasks/:taskId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a task (a generated one returns if the timeline is generated again)' })
  @ApiNoContentResponse()
  async remove(@CurrentActor() actor: Actor | null, @Param('taskId') taskId: string): Promise<void> {
    await this.deleteTask.execute(actor, taskId);
  }

  @Post('my/timeline/share')
  @ApiOperation({ summary: 'Share Timeline: a new read-only link (shown once); any earlier link stops working' })
  @ApiCreatedResponse({ type: TimelineShareResponse })
  async createShare(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope) {
    const link = await this.share.execute(actor, scope);
    const path = `${SHARED_TIMELINE_PATH}/${link.token}`;
    return { url: `${this.app.publicUrl}${path}`, path, createdAt: link.createdAt.toISOString() };
  }

  @Delete('my/timeline/share')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke the read-only link (no error when there is none)' })
  @ApiNoContentResponse()
  async revokeShare(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope): Promise<void> {
    await this.revoke.execute(actor, scope);
  }

  @Get('shared/timelines/:token')
  @ApiOperation({ summary: 'A shared timeline, read-only and without notes, for anyone with the link (404 once revoked)' })
  @ApiOkResponse({ type: SharedTimelineResponse })
  async shared(@Param('token') token: string) {
    return presentSharedTimeline(await this.getShared.execute(token));
  }
}
