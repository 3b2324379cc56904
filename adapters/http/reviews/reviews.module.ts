import { Module } from '@nestjs/common';
import { ReviewsController } from './reviews.controller.js';

/** Couples' verified reviews of venues, the owners' answers, and reports. */
@Module({ controllers: [ReviewsController] })
export class ReviewsModule {}
