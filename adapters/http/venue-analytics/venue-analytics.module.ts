import { Module } from '@nestjs/common';
import { VenueAnalyticsController } from './venue-analytics.controller.js';

/** The owner's Analytics panel: figures, exports and the read-only link. */
@Module({ controllers: [VenueAnalyticsController] })
export class VenueAnalyticsModule {}
