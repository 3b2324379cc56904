import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, type ApiBodyOptions, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { GetMoodboard } from '../../../domain/planning/use-cases/get-moodboard.js';
import { GetMoodboardImage } from '../../../domain/planning/use-cases/get-moodboard-image.js';
import { GetSharedMoodboard } from '../../../domain/planning/use-cases/get-shared-moodboard.js';
import type { MoodboardTarget } from '../../../domain/planning/use-cases/moodboard-access.js';
import type { PlanningScope } from '../../../domain/planning/use-cases/planning-access.js';
import { RevokeMoodboardShare } from '../../../domain/planning/use-cases/revoke-moodboard-share.js';
import { SaveMoodboard } from '../../../domain/planning/use-cases/save-moodboard.js';
import { ShareMoodboard } from '../../../domain/planning/use-cases/share-moodboard.js';
import { UploadMoodboardImage } from '../../../domain/planning/use-cases/upload-moodboard-image.js';
import type { Application } from '../../composition/application.js';
import { CurrentActor } from '../auth/current-actor.js';
import { APPLICATION } from '../core.module.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { MOODBOARD_UPLOAD_FIELD, MoodboardFileInterceptor, MoodboardUploadErrors } from './moodboard-upload.js';
import { SaveMoodboardDto } from './moodboard.dto.js';
import { presentMoodboard, presentSharedMoodboard } from './moodboard.presenter.js';
import { MoodboardImageResponse, MoodboardResponse, MoodboardShareResponse, SharedMoodboardResponse } from './moodboard.response.js';
import { WeddingScope } from './wedding-scope.js';

/** Where a shared board opens in the web app. */
export const SHARED_MOODBOARD_PATH = '/moodboard';

/** An uploaded picture never changes under its random address: browsers may keep it for a year. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const UPLOAD_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: [MOODBOARD_UPLOAD_FIELD],
    properties: { [MOODBOARD_UPLOAD_FIELD]: { type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP picture, at most 5 MB' } },
  },
};
const IMAGE_SCHEMA = { type: 'string', format: 'binary', description: 'The picture as WebP, at most 1200 px wide, without metadata' } as const;

interface UploadedPicture {
  buffer: Buffer;
}

/**
 * The wedding's mood board: read by anyone planning it, saved whole and shared by those who may
 * edit. /api/my/... is the caller's wedding (or the one the X-Wedding-Id header names);
 * /api/bookings/{id}/... the wedding that booking belongs to: the same board either way.
 */
@ApiTags('planning')
@ApiErrorResponses()
@Controller()
export class MoodboardController {
  constructor(
    private readonly getMoodboard: GetMoodboard,
    private readonly saveMoodboard: SaveMoodboard,
    private readonly shareMoodboard: ShareMoodboard,
    private readonly revokeShare: RevokeMoodboardShare,
    private readonly getShared: GetSharedMoodboard,
    private readonly uploadImage: UploadMoodboardImage,
    private readonly getImage: GetMoodboardImage,
    @Inject(APPLICATION) private readonly app: Application,
  ) {}

  @Get('my/moodboard')
  @ApiOperation({ summary: "The wedding's mood board, with or without a booking; any collaborator may read it" })
  @ApiOkResponse({ type: MoodboardResponse })
  async myBoard(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope) {
    return presentMoodboard(await this.getMoodboard.execute(actor, { scope }));
  }

  @Get('bookings/:id/moodboard')
  @ApiOperation({ summary: "The mood board of the wedding a booking belongs to (the same one as GET /api/my/moodboard)" })
  @ApiOkResponse({ type: MoodboardResponse })
  async bookingBoard(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return presentMoodboard(await this.getMoodboard.execute(actor, { bookingId: id }));
  }

  @Put('my/moodboard')
  @ApiOperation({ summary: 'Save the board: it becomes exactly these items (at most 200), in one transaction; needs edit rights' })
  @ApiOkResponse({ type: MoodboardResponse })
  async saveMine(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope, @Body() dto: SaveMoodboardDto) {
    return this.save(actor, { scope }, dto);
  }

  @Put('bookings/:id/moodboard')
  @ApiOperation({ summary: "Save the board of a booking's wedding (the same board as PUT /api/my/moodboard)" })
  @ApiOkResponse({ type: MoodboardResponse })
  async saveForBooking(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: SaveMoodboardDto) {
    return this.save(actor, { bookingId: id }, dto);
  }

  @Post('my/moodboard/share')
  @ApiOperation({ summary: 'Share the board: a new read-only link /moodboard/{id} (shown once); any earlier link stops working' })
  @ApiCreatedResponse({ type: MoodboardShareResponse })
  async shareMine(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope) {
    return this.share(actor, { scope });
  }

  @Post('bookings/:id/moodboard/share')
  @ApiOperation({ summary: "Share the board of a booking's wedding (as POST /api/my/moodboard/share)" })
  @ApiCreatedResponse({ type: MoodboardShareResponse })
  async shareForBooking(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return this.share(actor, { bookingId: id });
  }

  @Delete('my/moodboard/share')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke the read-only link (no error when there is none)' })
  @ApiNoContentResponse()
  async revokeMine(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope): Promise<void> {
    await this.revokeShare.execute(actor, { scope });
  }

  @Delete('bookings/:id/moodboard/share')
  @HttpCode(204)
  @ApiOperation({ summary: "Revoke the read-only link of a booking's wedding's board" })
  @ApiNoContentResponse()
  async revokeForBooking(@CurrentActor() actor: Actor | null, @Param('id') id: string): Promise<void> {
    await this.revokeShare.execute(actor, { bookingId: id });
  }

  @Get('shared/moodboards/:shareId')
  @ApiOperation({ summary: 'A shared mood board, read-only, with the couple’s name, for anyone with the link (404 once revoked)' })
  @ApiOkResponse({ type: SharedMoodboardResponse })
  async shared(@Param('shareId') shareId: string) {
    return presentSharedMoodboard(await this.getShared.execute(shareId));
  }

  @Post('my/moodboard/images')
  @UseInterceptors(MoodboardUploadErrors, MoodboardFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiOperation({ summary: 'Upload a picture for the board (JPEG, PNG or WebP by content, at most 5 MB); stored as WebP without metadata' })
  @ApiCreatedResponse({ type: MoodboardImageResponse })
  async uploadMine(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope, @UploadedFile() file: UploadedPicture | undefined) {
    return this.upload(actor, { scope }, file);
  }

  @Post('bookings/:id/moodboard/images')
  @UseInterceptors(MoodboardUploadErrors, MoodboardFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiOperation({ summary: "Upload a picture for the board of a booking's wedding (as POST /api/my/moodboard/images)" })
  @ApiCreatedResponse({ type: MoodboardImageResponse })
  async uploadForBooking(@CurrentActor() actor: Actor | null, @Param('id') id: string, @UploadedFile() file: UploadedPicture | undefined) {
    return this.upload(actor, { bookingId: id }, file);
  }

  @Get('moodboard-images/:imageId')
  @ApiProduces('image/webp')
  @ApiOperation({ summary: 'An uploaded board picture, for anyone with its address (a shared board shows it too)' })
  @ApiOkResponse({ schema: IMAGE_SCHEMA })
  async image(@Param('imageId') imageId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const image = await this.getImage.execute(imageId);
    res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
    return new StreamableFile(Buffer.from(image.bytes), { type: 'image/webp', length: image.bytes.length });
  }

  private async save(actor: Actor | null, target: MoodboardTarget, dto: SaveMoodboardDto) {
    return presentMoodboard(await this.saveMoodboard.execute(actor, target, dto.items));
  }

  private async share(actor: Actor | null, target: MoodboardTarget) {
    const link = await this.shareMoodboard.execute(actor, target);
    const path = `${SHARED_MOODBOARD_PATH}/${link.token}`;
    return { url: `${this.app.publicUrl}${path}`, path, createdAt: link.createdAt.toISOString() };
  }

  private async upload(actor: Actor | null, target: MoodboardTarget, file: UploadedPicture | undefined) {
    const { path } = await this.uploadImage.execute(actor, target, file ? new Uint8Array(file.buffer) : null);
    return { url: path };
  }
}
