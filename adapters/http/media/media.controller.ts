import { Controller, Get, HttpStatus, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { codedHttpException } from '../errors/coded-http-exception.js';
import { renderScene } from './scene-svg.js';

const FILE_NAME = /^([a-z-]+)-(\d{1,2})\.svg$/;

/** Venue and vendor imagery, drawn by the app itself so it works with no internet. */
@ApiExcludeController()
@Controller('media')
export class MediaController {
  private readonly cache = new Map<string, string>();

  /**
   * A drawn image may be kept for a week; an unknown name is a plain JSON 404 that nobody keeps
   * (image headers set only once the image exists, so an error never passes for a cached picture).
   */
  @Get('scenes/:file')
  scene(@Param('file') file: string, @Res({ passthrough: true }) res: Response): string {
    const svg = this.cache.get(file) ?? this.draw(file);
    if (!svg) throw codedHttpException(HttpStatus.NOT_FOUND, 'MEDIA.NOT_FOUND', `No image named ${file}`);
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=604800, immutable');
    return svg;
  }

  private draw(file: string): string | null {
    const match = FILE_NAME.exec(file);
    const svg = match ? renderScene(match[1], Number(match[2])) : null;
    if (svg) this.cache.set(file, svg);
    return svg;
  }
}
