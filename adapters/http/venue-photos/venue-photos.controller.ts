import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../../domain/accounts/account.js';
import { DeleteVenuePhoto } from '../../../domain/venue-management/use-cases/delete-venue-photo.js';
import { GetVenuePhotoFile } from '../../../domain/venue-management/use-cases/get-venue-photo-file.js';
import { ListVenuePhotos } from '../../../domain/venue-management/use-cases/list-venue-photos.js';
import { ReorderVenuePhotos } from '../../../domain/venue-management/use-cases/reorder-venue-photos.js';
import { SetVenuePhotoCover } from '../../../domain/venue-management/use-cases/set-venue-photo-cover.js';
import { UploadVenuePhoto } from '../../../domain/venue-management/use-cases/upload-venue-photo.js';
import { CurrentActor } from '../auth/current-actor.js';
import { ApiErrorResponses } from '../errors/error-body.response.js';
import { VENUE_PHOTO_FIELD, VenuePhotoFileInterceptor, VenuePhotoUploadErrors } from './venue-photo-upload.js';
import { ReorderVenuePhotosDto, UpdateVenuePhotoDto } from './venue-photos.dto.js';
import { presentVenuePhoto } from './venue-photos.presenter.js';
import { VenuePhotoResponse } from './venue-photos.response.js';

/** A stored size never changes under its random address: browsers and caches may keep it for a year. */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** "800.webp" names the 800 px size; anything else names none (the use case answers 404). */
const SIZE_FILE = /^(\d{1,4})\.webp$/;

interface UploadedPhoto {
  buffer: Buffer;
}

/**
 * The owner's photos of their venue: upload, order, cover, delete. Ownership is checked in the
 * use cases (anonymous 401, a couple 403, another owner 404). The stored sizes are public: the
 * venue page shows them.
 */
@ApiTags('venue owners')
@ApiErrorResponses()
@Controller()
export class VenuePhotosController {
  constructor(
    private readonly upload: UploadVenuePhoto,
    private readonly list: ListVenuePhotos,
    private readonly reorder: ReorderVenuePhotos,
    private readonly setCover: SetVenuePhotoCover,
    private readonly remove: DeleteVenuePhoto,
    private readonly file: GetVenuePhotoFile,
  ) {}

  @Post('venues/:id/photos')
  @UseInterceptors(VenuePhotoUploadErrors, VenuePhotoFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [VENUE_PHOTO_FIELD],
      properties: { [VENUE_PHOTO_FIELD]: { type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP photo, at most 15 MB and 40 megapixels' } },
    },
  })
  @ApiOperation({ summary: 'Upload a venue photo (type by content); stored upright as WebP 400, 800 and 1600 px wide, without metadata (no GPS). At most 40 per venue' })
  @ApiCreatedResponse({ type: VenuePhotoResponse })
  async add(@CurrentActor() actor: Actor | null, @Param('id') id: string, @UploadedFile() file: UploadedPhoto | undefined) {
    return presentVenuePhoto(await this.upload.execute(actor, id, file ? new Uint8Array(file.buffer) : null));
  }

  @Get('venues/:id/photos')
  @ApiOperation({ summary: "The venue's uploaded photos, in the owner's order (owner only)" })
  @ApiOkResponse({ type: [VenuePhotoResponse] })
  async photos(@CurrentActor() actor: Actor | null, @Param('id') id: string) {
    return (await this.list.execute(actor, id)).map(presentVenuePhoto);
  }

  @Patch('venues/:id/photos/order')
  @ApiOperation({ summary: "Put the photos in a new order: every one of the venue's photo ids once" })
  @ApiOkResponse({ type: [VenuePhotoResponse] })
  async order(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Body() dto: ReorderVenuePhotosDto) {
    return (await this.reorder.execute(actor, id, dto.photoIds)).map(presentVenuePhoto);
  }

  @Patch('venues/:id/photos/:photoId')
  @ApiOperation({ summary: 'Make a photo the cover (shown first in search and on the venue page)' })
  @ApiOkResponse({ type: VenuePhotoResponse })
  async cover(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('photoId') photoId: string, @Body() _dto: UpdateVenuePhotoDto) {
    return presentVenuePhoto(await this.setCover.execute(actor, id, photoId));
  }

  @Delete('venues/:id/photos/:photoId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a photo and its stored sizes; the next photo becomes the cover if it was' })
  @ApiNoContentResponse()
  async delete(@CurrentActor() actor: Actor | null, @Param('id') id: string, @Param('photoId') photoId: string): Promise<void> {
    await this.remove.execute(actor, id, photoId);
  }

  @Get('venue-photos/:photoId/:file')
  @ApiProduces('image/webp')
  @ApiOperation({ summary: 'One stored size of an uploaded venue photo, e.g. /api/venue-photos/{id}/800.webp (public, cached for a year)' })
  @ApiOkResponse({ schema: { type: 'string', format: 'binary', description: 'The photo as WebP, without metadata' } })
  async image(@Param('photoId') photoId: string, @Param('file') file: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const width = Number(SIZE_FILE.exec(file)?.[1] ?? Number.NaN);
    const bytes = await this.file.execute(photoId, width);
    res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
    return new StreamableFile(Buffer.from(bytes), { type: 'image/webp', length: bytes.length });
  }
}
