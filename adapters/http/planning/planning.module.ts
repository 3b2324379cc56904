import { Module } from '@nestjs/common';
import { BudgetController } from './budget.controller.js';
import { ChatController } from './chat.controller.js';
import { CollaborationController } from './collaboration.controller.js';
import { MoodboardController } from './moodboard.controller.js';
import { SeatingController } from './seating.controller.js';
import { TimelineExportController } from './timeline-export.controller.js';
import { TimelineController } from './timeline.controller.js';
import { WeddingController } from './wedding.controller.js';

/** The couple's planning: wedding, timeline and its exports, budget, activity and collaboration. */
@Module({ controllers: [WeddingController, TimelineController, TimelineExportController, BudgetController, CollaborationController, SeatingController, MoodboardController, ChatController] })
export class PlanningModule {}
