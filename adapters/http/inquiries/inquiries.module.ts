import { Module } from '@nestjs/common';
import { InquiriesController } from './inquiries.controller.js';

/** Couples' questions to venues, and the venues' response figures. */
@Module({ controllers: [InquiriesController] })
export class InquiriesModule {}
