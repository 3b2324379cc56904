import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { EditReview } from '../../../domain/reviews/use-cases/edit-review.js';
import { ListVenueReviews } from '../../../domain/reviews/use-cases/list-venue-reviews.js';
import { PostReview } from '../../../domain/reviews/use-cases/post-review.js';
import { ReplyToReview } from '../../../domain/reviews/use-cases/reply-to-review.js';
import { ReportReview } from '../../../domain/reviews/use-cases/report-review.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { clientKeyOf } from '../security/client-key.js';
import { presentMyReviewStatus, presentReview, presentReviewSummary } from './review.presenter.js';
import { MyReviewStatusResponse, ReviewReportedResponse, ReviewResponse, ReviewSummaryResponse } from './review.response.js';
import { CreateReviewDto, EditReviewDto, ReplyToReviewDto, ReportReviewDto, ReviewsQueryDto } from './reviews.dto.js';

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
  ) {}

  @Get('venues/:id/reviews')
  @Header('Access-Control-Expose-Headers', 'X-Total-Count')
  @ApiOperation({ summary: "A venue's visible reviews, newest first; the total is in X-Total-Count" })
  @ApiOkResponse({ type: [ReviewResponse], headers: { 'X-Total-Count': { description: 'Visible reviews, on every page', schema: { type: 'integer' } } } })
  async list(@Param('id') id: string, @Query() query: ReviewsQueryDto, @Res({ passthrough: true }) res: Response) {
    const page = await this.listReviews.execute(id, { page: query.page, pageSize: query.pageSize });
    res.setHeader('X-Total-Count', String(page.total));
    return page.reviews.map(presentReview);
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
    return presentReview(await this.postReview.execute(actor, id, dto));
  }

  @Patch('reviews/:reviewId')
  @ApiOperation({ summary: 'The couple edits their review, within 30 days of posting it' })
  @ApiOkResponse({ type: ReviewResponse })
  async edit(@CurrentActor() actor: Actor | null, @Param('reviewId') reviewId: string, @Body() dto: EditReviewDto) {
    return presentReview(await this.editReview.execute(actor, reviewId, dto));
  }

  @Post('reviews/:reviewId/reply')
  @ApiOperation({ summary: "The venue's owner answers a review, once and publicly" })
  @ApiCreatedResponse({ type: ReviewResponse })
  async reply(@CurrentActor() actor: Actor | null, @Param('reviewId') reviewId: string, @Body() dto: ReplyToReviewDto) {
    return presentReview(await this.replyToReview.execute(actor, reviewId, dto.text));
  }

  @Post('reviews/:reviewId/report')
  @HttpCode(202)
  @ApiOperation({ summary: 'Anyone tells the operators a review looks wrong (rate limited per client)' })
  @ApiAcceptedResponse({ type: ReviewReportedResponse })
  async report(@CurrentActor() actor: Actor | null, @Param('reviewId') reviewId: string, @Body() dto: ReportReviewDto, @Req() req: Request) {
    await this.reportReview.execute({ actor, clientKey: clientKeyOf(req), reviewId, reason: dto.reason, details: dto.details });
    return { reported: true };
  }
}
