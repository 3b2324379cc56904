import { Module } from '@nestjs/common';
import { BookingsController } from './bookings.controller.js';

/** A couple's booking requests: make one, read it, call it off. */
@Module({ controllers: [BookingsController] })
export class BookingsModule {}
