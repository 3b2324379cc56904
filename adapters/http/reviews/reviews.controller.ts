import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Req, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, type ApiBodyOptions, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { AddReviewPhoto } from '../../../domain/reviews/use-cases/add-review-photo.js';
import { EditReview } from '../../../domain/reviews/use-cases/edit-review.js';
import { GetReviewPhoto } from '../../../domain/reviews/use-cases/get-review-photo.js';
import { ListVenueReviews } from '../../../domain/reviews/use-cases/list-venue-reviews.js';
import { PostReview } from '../../../domain/reviews/use-cases/post-review.js';
import { RemoveReviewPhoto } from '../../../domain/reviews/use-cases/remove-review-photo.js';
import { ReplyToReview } from '../../../domain/reviews/use-cases/reply-to-review.js';
import { ReportReview } from '../../../domain/reviews/use-cases/report-review.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { clientKeyOf } from '../security/client-key.js';
import { REVIEW_PHOTO_FIELD, ReviewPhotoFileInterceptor, ReviewPhotoUploadErrors } from './review-photo-upload.js';
import { presentMyReviewStatus, presentReview, presentReviewPhoto, presentReviewSummary } from './review.presenter.js';
import { MyReviewStatusResponse, ReviewPhotoResponse, ReviewReportedResponse, ReviewResponse, ReviewSummaryResponse } from './review.response.js';
import { CreateReviewDto, EditReviewDto, ReplyToReviewDto, ReportReviewDto, ReviewsQueryDto } from './reviews.dto.js';

/** A review photo never changes under its random address; a hidden review's stops being served, so browsers keep it an hour. */
const PHOTO_CACHE_CONTROL = 'public, max-age=3600';

const UPLOAD_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: [REVIEW_PHOTO_FIELD],
    properties: { [REVIEW_PHOTO_FIELD]: { type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP photo, at most 5 MB' } },
  },
};
const PHOTO_SCHEMA = { type: 'string', format: 'binary', description: 'The photo as WebP, at most 1600 px wide, without metadata' } as const;

interface UploadedPhoto {
  buffer: Buffer;
}

@ApiTags('reviews')
@ApiErrorResponses()
@Controller()
export class ReviewsController {
  constructor(
    private readonly listReviews: ListVenueReviews,
    private readonly postReview: PostReview,
    private readonly editReview: EditReview,
    private readonly replyToReview: ReplyToReview,
    private readonly reportReview: ReportReview,
    private readonly addPhoto: AddReviewPhoto,
    private readonly removePhoto: RemoveReviewPhoto,
    private readonly getPhoto: GetReviewPhoto,
  ) {}

  @Get('venues/:id/reviews')
  @Header('Access-Control-Expose-Headers', 'X-Total-Count')
  @ApiOperation({ summary: "A venue's visible reviews, newest first; the total is in X-Total-Count" })
  @ApiOkResponse({ type: [ReviewResponse], headers: { 'X-Total-Count': { description: 'Visible reviews, on every page', schema: { type: 'integer' } } } })
  async list(@Param('id') id: string, @Query() query: ReviewsQueryDto, @Res({ passthrough: true }) res: Response) {
    const page = await this.listReviews.execute(id, { page: query.page, pageSize: query.pageSize });
    res.setHeader('X-Total-Count', String(page.total));
    return page.reviews.map((review) => presentReview(review, page.photos));
  }

  @Get('venues/:id/reviews/summary')
  @ApiOperation({ summary: "A venue's rating, review count and star distribution, from its visible reviews" })
  @ApiOkResponse({ type: ReviewSummaryResponse })
  async summary(@Param('id') id: string) {
    return presentReviewSummary(await this.listReviews.summary(id));
  }

  @Get('venues/:id/reviews/mine')
  @ApiOperation({ summary: 'For the signed-in couple: whether they may review the venue, and their own review' })
  @ApiOkResponse({ type: MyReviewStatusResponse })
  async mine(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return presentMyReviewStatus(await this.postReview.status(actor, id));
  }

  @Post('venues/:id/reviews')
  @ApiOperation({ summary: 'The couple reviews a venue where their wedding took place (once)' })
  @ApiCreatedResponse({ type: ReviewResponse })
  async create(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: CreateReviewDto) {
    return presentReview(await this.postReview.execute(actor, id, dto), []);
  }

  @Patch('reviews/:reviewId')
  @ApiOperation({ summary: 'The couple edits their review, within 30 days of posting it' })
  @ApiOkResponse({ type: ReviewResponse })
  async edit(@CurrentActor() actor: Actor | null, @Param('reviewId') reviewId: string, @Body() dto: EditReviewDto) {
    const review = await this.editReview.execute(actor, reviewId, dto);
    return presentReview(review, await this.getPhoto.ofReview(review.id));
  }

  @Post('reviews/:reviewId/reply')
  @ApiOperation({ summary: "The venue's owner answers a review, once and publicly" })
  @ApiCreatedResponse({ type: ReviewResponse })
  async reply(@CurrentActor() actor: Actor | null, @Param('reviewId') reviewId: string, @Body() dto: ReplyToReviewDto) {
    const review = await this.replyToReview.execute(actor, reviewId, dto.text);
    return presentReview(review, await this.getPhoto.ofReview(review.id));
  }

  @Post('reviews/:reviewId/report')
  @HttpCode(202)
  @ApiOperation({ summary: 'Anyone tells the operators a review looks wrong (rate limited per client)' })
  @ApiAcceptedResponse({ type: ReviewReportedResponse })
  async report(@CurrentActor() actor: Actor | null, @Param('reviewId') reviewId: string, @Body() dto: ReportReviewDto, @Req() req: Request) {
    await this.reportReview.execute({ actor, clientKey: clientKeyOf(req), reviewId, reason: dto.reason, details: dto.details });
    return { reported: true };
  }

  @Post('reviews/:reviewId/photos')
  @UseInterceptors(ReviewPhotoUploadErrors, ReviewPhotoFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiOperation({ summary: 'The couple adds a photo of the day to their review, while they may edit it (JPEG, PNG or WebP by content, at most 5 MB, at most 4 photos); stored as WebP without metadata' })
  @ApiCreatedResponse({ type: ReviewPhotoResponse })
  async addReviewPhoto(@CurrentActor() actor: Actor | null, @Param('reviewId') reviewId: string, @UploadedFile() file: UploadedPhoto | undefined) {
    return presentReviewPhoto(await this.addPhoto.execute(actor, reviewId, file ? new Uint8Array(file.buffer) : null));
  }

  @Delete('reviews/:reviewId/photos/:photoId')
  @HttpCode(204)
  @ApiOperation({ summary: 'The couple takes a photo off their review, while they may edit it' })
  @ApiNoContentResponse({ description: 'Removed' })
  async removeReviewPhoto(@CurrentActor() actor: Actor | null, @Param('reviewId') reviewId: string, @Param('photoId') photoId: string): Promise<void> {
    await this.removePhoto.execute(actor, reviewId, photoId);
  }

  @Get('review-photos/:photoId')
  @ApiProduces('image/webp')
  @ApiOperation({ summary: "A review photo, for anyone with its address, while the review is visible (404 once it is hidden)" })
  @ApiOkResponse({ schema: PHOTO_SCHEMA })
  async reviewPhoto(@Param('photoId') photoId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const photo = await this.getPhoto.execute(photoId);
    res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
    return new StreamableFile(Buffer.from(photo.bytes), { type: 'image/webp', length: photo.bytes.length });
  }
}
