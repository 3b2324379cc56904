import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { renderScene } from './scene-svg.js';

const FILE_NAME = /^([a-z-]+)-(\d{1,2})\.svg$/;

/** Venue and vendor imagery, drawn by the app itself so it works with no internet. */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  private readonly cache = new Map<string, string>();

  @Get('scenes/:file')
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=604800, immutable')
  scene(@Param('file') file: string): string {
    const cached = this.cache.get(file);
    if (cached) return cached;
    const match = FILE_NAME.exec(file);
    const svg = match ? renderScene(match[1], Number(match[2])) : null;
    if (!svg) throw new NotFoundException(`No image named ${file}`);
    this.cache.set(file, svg);
    return svg;
  }
}
