import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { analyticsFileName, analyticsToCsv } from '../../../domain/venue-analytics/analytics-csv.js';
import { GetVenueAnalytics } from '../../../domain/venue-analytics/use-cases/get-venue-analytics.js';
import { ManageAnalyticsShare } from '../../../domain/venue-analytics/use-cases/manage-analytics-share.js';
import type { Application } from '../../composition/application.js';
import { CurrentActor } from '../auth/current-actor.js';
import { APPLICATION } from '../core.module.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { renderAnalyticsPdf } from './analytics-pdf.js';
import { AnalyticsQueryDto } from './venue-analytics.dto.js';
import { presentAnalyticsShareLink, presentAnalyticsShareStatus, presentVenueAnalytics } from './venue-analytics.presenter.js';
import { AnalyticsShareLinkResponse, AnalyticsShareStatusResponse, VenueAnalyticsResponse } from './venue-analytics.response.js';

const CSV_SCHEMA = { type: 'string', description: 'The same figures as the JSON, section by section, UTF-8 with a byte order mark' } as const;
const PDF_SCHEMA = { type: 'string', format: 'binary', description: 'A printable report of the same figures' } as const;
/** Tokens from SecretTokens are url-safe; anything longer or stranger is no token of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The Analytics panel: figures from the recorded events, their exports, and a read-only link. Owners only; others get 404. */
@ApiTags('venue owners')
@ApiErrorResponses()
@Controller()
export class VenueAnalyticsController {
  constructor(
    private readonly analytics: GetVenueAnalytics,
    private readonly share: ManageAnalyticsShare,
    @Inject(APPLICATION) private readonly app: Application,
  ) {}

  @Get('venues/:id/analytics')
  @ApiOperation({ summary: "A venue's analytics over a period, from its recorded history, for its owner" })
  @ApiOkResponse({ type: VenueAnalyticsResponse })
  async get(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Query() query: AnalyticsQueryDto, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'private, no-store');
    return presentVenueAnalytics(await this.analytics.execute(actor, id, query.period));
  }

  @Get('venues/:id/analytics.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The analytics as a spreadsheet: the same figures, section by section' })
  @ApiOkResponse({ schema: CSV_SCHEMA })
  async csv(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Query() query: AnalyticsQueryDto, @Res({ passthrough: true }) res: Response) {
    const analytics = await this.analytics.execute(actor, id, query.period);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${analyticsFileName(analytics.venueName, analytics.period.key, 'csv')}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return analyticsToCsv(analytics);
  }

  @Get('venues/:id/analytics.pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The analytics as a printable PDF report' })
  @ApiOkResponse({ schema: PDF_SCHEMA })
  async pdf(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Query() query: AnalyticsQueryDto, @Res({ passthrough: true }) res: Response) {
    const analytics = await this.analytics.execute(actor, id, query.period);
    const pdf = await renderAnalyticsPdf(analytics, this.app.ports.clock.now());
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${analyticsFileName(analytics.venueName, analytics.period.key, 'pdf')}"`, length: pdf.length });
  }

  @Post('venues/:id/analytics/share')
  @ApiOperation({ summary: 'A read-only link to the analytics (shown once); an earlier link of the venue stops working' })
  @ApiCreatedResponse({ type: AnalyticsShareLinkResponse })
  async createShare(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return presentAnalyticsShareLink(await this.share.create(actor, id));
  }

  @Get('venues/:id/analytics/share')
  @ApiOperation({ summary: 'Whether a read-only link is live, and since when (404 ANALYTICS.SHARE_NOT_FOUND when none); its secret is not kept' })
  @ApiOkResponse({ type: AnalyticsShareStatusResponse })
  async getShare(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return presentAnalyticsShareStatus(await this.share.current(actor, id));
  }

  @Delete('venues/:id/analytics/share')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke the read-only link (no error when there is none)' })
  @ApiNoContentResponse()
  async revokeShare(@CurrentActor() actor: Actor | null, @Param('id') id: string): Promise<void> {
    await this.share.revoke(actor, id);
  }

  @Get('shared/analytics/:token')
  @ApiOperation({ summary: "A venue's analytics through its read-only link, without signing in (404 once revoked)" })
  @ApiOkResponse({ type: VenueAnalyticsResponse })
  async shared(@Param('token') token: string, @Query() query: AnalyticsQueryDto, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'private, no-store');
    return presentVenueAnalytics(await this.share.read(TOKEN_SHAPE.test(token) ? token : '', query.period));
  }
}
