import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ExportGuests } from '../../../domain/guests/use-cases/export-guests.js';
import { ImportGuests, PreviewGuestImport } from '../../../domain/guests/use-cases/import-guests.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { bookingReader } from './booking-reader.js';
import { presentImportPreview } from './guest.presenter.js';
import { ImportPreviewResponse, ImportResultResponse } from './guest.response.js';
import { ImportGuestsDto, PreviewGuestImportDto } from './import-guests.dto.js';

@ApiTags('guests')
@ApiErrorResponses()
@Controller('bookings/:id')
export class GuestCsvController {
  constructor(
    private readonly exportGuests: ExportGuests,
    private readonly previewGuestImport: PreviewGuestImport,
    private readonly importGuests: ImportGuests,
  ) {}

  @Get('guests.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The guest list as a spreadsheet file (UTF-8 with a byte order mark)' })
  @ApiOkResponse({ schema: { type: 'string', description: 'CSV with a heading row' } })
  async export(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { fileName, csv } = await this.exportGuests.execute(id, bookingReader(req));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    return csv;
  }

  @Post('guests/import/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'What importing a CSV would do, row by row; nothing is saved' })
  @ApiOkResponse({ type: ImportPreviewResponse })
  async preview(@Param('id') id: string, @Body() dto: PreviewGuestImportDto, @Req() req: Request) {
    return presentImportPreview(await this.previewGuestImport.execute(id, bookingReader(req), dto.csv));
  }

  @Post('guests/import')
  @ApiOperation({ summary: 'Add the rows of a CSV that have no errors, in one transaction; duplicates only if asked' })
  @ApiCreatedResponse({ type: ImportResultResponse })
  import(@Param('id') id: string, @Body() dto: ImportGuestsDto, @Req() req: Request) {
    return this.importGuests.execute(id, bookingReader(req), dto.csv, { includeDuplicates: dto.includeDuplicates });
  }
}
