import { Module } from '@nestjs/common';
import { MediaController } from '../media/media.controller.js';
import { VendorsController } from '../vendors/vendors.controller.js';
import { VenuesController } from './venues.controller.js';

/** Discovery: venues, their packages, availability and vendors, and the demo scene images. */
@Module({ controllers: [VenuesController, VendorsController, MediaController] })
export class VenuesModule {}
