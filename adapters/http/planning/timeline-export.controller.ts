import { Controller, Get, Inject, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { GetTimeline, type TimelineView } from '../../../domain/planning/use-cases/get-timeline.js';
import type { Application } from '../../composition/application.js';
import { renderTimelineIcs } from '../../planning-exports/timeline-ics.js';
import { renderTimelinePdf, timelineFileName } from '../../planning-exports/timeline-pdf.js';
import { CurrentActor } from '../auth/current-actor.js';
import { APPLICATION } from '../core.module.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import type { PlanningScope } from '../../../domain/planning/use-cases/planning-access.js';
import { WeddingScope } from './wedding-scope.js';

const ICS_SCHEMA = { type: 'string', description: 'RFC 5545: one all-day VEVENT per task on its due date, stable UIDs' } as const;
const PDF_SCHEMA = { type: 'string', format: 'binary', description: 'A printable PDF of the timeline' } as const;

/** The timeline as files: a calendar to import (again, to update) and a PDF to print. */
@ApiTags('planning')
@ApiErrorResponses()
@Controller()
export class TimelineExportController {
  constructor(
    private readonly getTimeline: GetTimeline,
    @Inject(APPLICATION) private readonly app: Application,
  ) {}

  @Get('my/timeline.ics')
  @ApiProduces('text/calendar')
  @ApiOperation({ summary: 'The timeline as a calendar file; importing it again updates the same events' })
  @ApiOkResponse({ schema: ICS_SCHEMA })
  async myIcs(@CurrentActor() actor: Actor | null, @Res({ passthrough: true }) res: Response, @WeddingScope() scope: PlanningScope) {
    return this.ics(await this.getTimeline.execute(actor, undefined, scope), res);
  }

  @Get('bookings/:id/timeline.ics')
  @ApiProduces('text/calendar')
  @ApiOperation({ summary: "The timeline of a booking's wedding as a calendar file" })
  @ApiOkResponse({ schema: ICS_SCHEMA })
  async bookingIcs(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Res({ passthrough: true }) res: Response) {
    return this.ics(await this.getTimeline.execute(actor, id), res);
  }

  @Get('my/timeline.pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'Export PDF: the timeline to print or keep' })
  @ApiOkResponse({ schema: PDF_SCHEMA })
  async myPdf(@CurrentActor() actor: Actor | null, @WeddingScope() scope: PlanningScope) {
    return this.pdf(await this.getTimeline.execute(actor, undefined, scope));
  }

  @Get('bookings/:id/timeline.pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "The timeline of a booking's wedding as a PDF" })
  @ApiOkResponse({ schema: PDF_SCHEMA })
  async bookingPdf(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return this.pdf(await this.getTimeline.execute(actor, id));
  }

  private ics(view: TimelineView, res: Response): string {
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${timelineFileName(view.today, 'ics')}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return renderTimelineIcs({ coupleName: view.coupleName, tasks: view.tasks, timelineUrl: `${this.app.publicUrl}/timeline` }, this.app.ports.clock.now());
  }

  private async pdf(view: TimelineView): Promise<StreamableFile> {
    const pdf = await renderTimelinePdf(
      { coupleName: view.coupleName, weddingDate: view.wedding.weddingDate, tasks: view.tasks, progress: view.progress, today: view.today },
      this.app.ports.clock.now(),
    );
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${timelineFileName(view.today, 'pdf')}"`, length: pdf.length });
  }
}
