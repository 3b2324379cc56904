import { Controller, Get, Logger, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RecordEmailOpen } from '../../../domain/venue-notifications/use-cases/record-email-open.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';

/** The smallest transparent GIF: 1x1, one colour, fully transparent. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const PIXEL_FILE = /^(.+)\.gif$/;

/**
 * The open-tracking pixel in a venue's mail, fetched by the couple's mail app: no sign-in, and the
 * same transparent image for every address, known token or not, so it tells a stranger nothing and
 * a mail app never shows a broken image. It must be fetched each time and from any site.
 */
@ApiTags('mail')
@ApiErrorResponses()
@Controller()
export class MailOpenedController {
  private readonly logger = new Logger(MailOpenedController.name);

  constructor(private readonly recordOpen: RecordEmailOpen) {}

  @Get('mail/opened/:file')
  @ApiProduces('image/gif')
  @ApiOperation({ summary: "A mail's open-tracking pixel: marks the mail opened the first time, and always answers a 1x1 transparent GIF" })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary', description: 'A 1x1 transparent GIF' } })
  async opened(@Param('file') file: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const token = PIXEL_FILE.exec(file)?.[1];
    if (token) {
      try {
        await this.recordOpen.execute(token);
      } catch (error) {
        // The image answers whatever happens; a lost open is only a figure.
        this.logger.warn(`Mail open not recorded: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    res.setHeader('Cache-Control', 'no-store, private');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    return new StreamableFile(TRANSPARENT_GIF, { type: 'image/gif', length: TRANSPARENT_GIF.length });
  }
}
