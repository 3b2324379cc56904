import { Body, Controller, Get, Inject, Param, Put, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../domain/accounts/account.js';
import { GetSeating } from '../../../domain/planning/use-cases/get-seating.js';
import { SaveSeating } from '../../../domain/planning/use-cases/save-seating.js';
import type { Application } from '../../composition/application.js';
import { renderSeatingPdf, SEATING_PDF_FILE_NAME } from '../../planning-exports/seating-pdf.js';
import { CurrentActor } from '../auth/current-actor.js';
import { APPLICATION } from '../core.module.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { SaveSeatingDto } from './seating.dto.js';
import { presentSeating, seatingPrint } from './seating.presenter.js';
import { SeatingResponse } from './seating.response.js';

const PDF_SCHEMA = { type: 'string', format: 'binary', description: 'The tables with their guests, then place cards to cut out' } as const;

/** A booking's seating plan: tables, who sits where, and the printed chart with place cards. */
@ApiTags('planning')
@ApiErrorResponses()
@Controller()
export class SeatingController {
  constructor(
    private readonly getSeating: GetSeating,
    private readonly saveSeating: SaveSeating,
    @Inject(APPLICATION) private readonly app: Application,
  ) {}

  @Get('bookings/:id/seating')
  @ApiOperation({ summary: 'The seating plan: tables with their guests and seats used, the guests at no table, and warnings' })
  @ApiOkResponse({ type: SeatingResponse })
  async get(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return presentSeating(await this.getSeating.execute(actor, id));
  }

  @Put('bookings/:id/seating')
  @ApiOperation({
    summary: "Replace the seating plan in one go: tables without an id are added, tables left out removed (their guests unseated), a renamed table keeps its guests; assignments set guests' tableAssignment",
  })
  @ApiOkResponse({ type: SeatingResponse })
  async put(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: SaveSeatingDto) {
    return presentSeating(await this.saveSeating.execute(actor, id, { tables: dto.tables, assignments: dto.assignments }));
  }

  @Get('bookings/:id/seating.pdf')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The seating chart to print: each table with its guests, then place cards' })
  @ApiOkResponse({ schema: PDF_SCHEMA })
  async pdf(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    const pdf = await renderSeatingPdf(seatingPrint(await this.getSeating.execute(actor, id)), this.app.ports.clock.now());
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="${SEATING_PDF_FILE_NAME}"`, length: pdf.length });
  }
}
