import { Module } from '@nestjs/common';
import { RsvpController } from '../rsvp/rsvp.controller.js';
import { GuestCsvController } from './guest-csv.controller.js';
import { GuestsController } from './guests.controller.js';

/** The guest list, its CSV import and export, and the guests' RSVP pages. */
@Module({ controllers: [GuestsController, GuestCsvController, RsvpController] })
export class GuestsModule {}
