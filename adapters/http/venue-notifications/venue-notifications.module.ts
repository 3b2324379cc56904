import { Module } from '@nestjs/common';
import { VenueNotificationsController } from './venue-notifications.controller.js';

/** The owner's notification templates and settings. */
@Module({ controllers: [VenueNotificationsController] })
export class VenueNotificationsModule {}
