import { Module } from '@nestjs/common';
import { MailOpenedController } from './mail-opened.controller.js';
import { VenueNotificationsController } from './venue-notifications.controller.js';

/** The owner's notification templates, settings and email analytics, and the mails' open-tracking pixel. */
@Module({ controllers: [VenueNotificationsController, MailOpenedController] })
export class VenueNotificationsModule {}
