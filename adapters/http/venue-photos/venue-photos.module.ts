import { Module } from '@nestjs/common';
import { VenuePhotosController } from './venue-photos.controller.js';

/** The owner's uploaded venue photos and the public route serving their sizes. */
@Module({ controllers: [VenuePhotosController] })
export class VenuePhotosModule {}
