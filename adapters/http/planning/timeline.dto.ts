import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { TASK_LIMITS } from '../../../domain/planning/timeline-task.js';
import { TASK_CATEGORIES, TASK_PRIORITIES } from '../../../domain/planning/timeline-tasks.js';
import { TIMELINE_VENUE_TYPES } from '../../../domain/planning/timeline.js';
import { WEDDING_BUDGET_RANGES, WEDDING_LIMITS } from '../../../domain/planning/wedding.js';
import { IsCalendarDate } from '../shared/calendar-date.validator.js';
import { OptionalNotNull } from '../shared/optional-not-null.js';

/** The timeline form's budget ranges (section 9), and sign-up's. */
const FORM_BUDGET_RANGES = [...new Set([...WEDDING_BUDGET_RANGES, 'under-10k', '10k-25k', '25k-50k', '50k-75k', '75k-100k', 'over-100k'])];
const WEDDING_STYLES = ['traditional', 'modern', 'rustic', 'vintage', 'boho', 'elegant'] as const;

/** The Generate Timeline form. The plan depends on the date, the guest count and the venue type. */
export class GenerateTimelineDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "One of the couple's bookings: its date and guest count fill what the form leaves out" })
  @IsOptional() @IsUUID('all', { message: 'bookingId must be the id of a booking' })
  bookingId?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: "Left out: the booking's date, else the wedding's (one is needed)" })
  @IsOptional() @IsCalendarDate()
  weddingDate?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: WEDDING_LIMITS.maxEstimatedGuests, description: "Left out: the booking's, the wedding's, else 100" })
  @IsOptional() @IsInt() @Min(0) @Max(WEDDING_LIMITS.maxEstimatedGuests)
  guestCount?: number | null;

  @ApiPropertyOptional({ enum: TIMELINE_VENUE_TYPES, nullable: true, description: 'Left out: indoor. Outdoor, garden and beach add a weather plan' })
  @IsOptional() @IsIn(TIMELINE_VENUE_TYPES, { message: `venueType must be one of ${TIMELINE_VENUE_TYPES.join(', ')}` })
  venueType?: string | null;

  // The rest of the spec's form: accepted so its client works, not used by the plan.
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Not used by the plan' })
  @IsOptional() @IsString() @MaxLength(200)
  coupleName?: string | null;

  @ApiPropertyOptional({ enum: FORM_BUDGET_RANGES, nullable: true, description: 'Not used by the plan' })
  @IsOptional() @IsIn(FORM_BUDGET_RANGES, { message: `budgetRange must be one of ${FORM_BUDGET_RANGES.join(', ')}` })
  budgetRange?: string | null;

  @ApiPropertyOptional({ enum: WEDDING_STYLES, nullable: true, description: 'Not used by the plan' })
  @IsOptional() @IsIn(WEDDING_STYLES, { message: `weddingStyle must be one of ${WEDDING_STYLES.join(', ')}` })
  weddingStyle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Not used by the plan' })
  @IsOptional() @IsString() @MaxLength(1000)
  customRequests?: string | null;

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: 'Ignored: the server generates the tasks itself' })
  @IsOptional() @IsArray() @ArrayMaxSize(TASK_LIMITS.maxTasksPerWedding)
  tasks?: unknown[];
}

export class CreateTaskDto {
  @ApiProperty({ example: 'Book the harpist' })
  @IsString() @MaxLength(TASK_LIMITS.titleLength)
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(TASK_LIMITS.descriptionLength)
  description?: string | null;

  @ApiProperty({ enum: TASK_CATEGORIES })
  @IsIn(TASK_CATEGORIES, { message: `category must be one of ${TASK_CATEGORIES.join(', ')}` })
  category!: string;

  @ApiPropertyOptional({ enum: TASK_PRIORITIES, description: 'Left out: medium' })
  @OptionalNotNull() @IsIn(TASK_PRIORITIES, { message: `priority must be one of ${TASK_PRIORITIES.join(', ')}` })
  priority?: string;

  @ApiProperty({ format: 'date', example: '2027-05-01' })
  @IsCalendarDate()
  dueDate!: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '1 week' })
  @IsOptional() @IsString() @MaxLength(TASK_LIMITS.estimatedDurationLength)
  estimatedDuration?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(TASK_LIMITS.notesLength)
  notes?: string | null;
}

/** Left out keeps; null or blank clears description, notes and estimatedDuration. */
export class UpdateTaskDto {
  @ApiPropertyOptional({ description: 'The checkbox' })
  @OptionalNotNull() @IsBoolean()
  isCompleted?: boolean;

  @ApiPropertyOptional()
  @OptionalNotNull() @IsString() @MaxLength(TASK_LIMITS.titleLength)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(TASK_LIMITS.descriptionLength)
  description?: string | null;

  @ApiPropertyOptional({ enum: TASK_CATEGORIES })
  @OptionalNotNull() @IsIn(TASK_CATEGORIES, { message: `category must be one of ${TASK_CATEGORIES.join(', ')}` })
  category?: string;

  @ApiPropertyOptional({ enum: TASK_PRIORITIES })
  @OptionalNotNull() @IsIn(TASK_PRIORITIES, { message: `priority must be one of ${TASK_PRIORITIES.join(', ')}` })
  priority?: string;

  @ApiPropertyOptional({ format: 'date' })
  @OptionalNotNull() @IsCalendarDate()
  dueDate?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(TASK_LIMITS.estimatedDurationLength)
  estimatedDuration?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional() @IsString() @MaxLength(TASK_LIMITS.notesLength)
  notes?: string | null;
}
