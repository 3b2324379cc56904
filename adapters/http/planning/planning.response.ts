import { ApiProperty } from '@nestjs/swagger';
import { ACTIVITY_TYPES, type ActivityType } from '../../../domain/planning/activity.js';
import { BUDGET_STATUSES, type BudgetPriority, type BudgetStatus } from '../../../domain/planning/budget.js';
import { COMMENT_SECTIONS, type CommentSection } from '../../../domain/planning/comment.js';
import { PLANNING_PHASES, type PlanningPhase } from '../../../domain/planning/planning-phase.js';
import { TASK_CATEGORIES, TASK_PRIORITIES, type TaskCategory, type TaskPriority } from '../../../domain/planning/timeline-tasks.js';
import { INVITABLE_ROLES, type CollaboratorRole, type InvitableRole } from '../../../domain/planning/collaborator-role.js';

const COLLABORATOR_ROLES = ['couple', ...INVITABLE_ROLES] as const;
import { WEDDING_BUDGET_RANGES, type WeddingBudgetRange } from '../../../domain/planning/wedding.js';
import { BookingResponse } from '../bookings/booking.response.js';
import {
  ApiCalendarDate,
  ApiDecimalAmount,
  ApiInstant,
  ApiInteger,
  ApiText,
  ApiUuid,
  type AssertTrue,
  type SameShape,
} from '../shared/api-response-properties.js';
import type {
  presentActivity,
  presentBudget,
  presentBudgetExport,
  presentBudgetLine,
  presentCollaborator,
  presentComment,
  presentSharedTimeline,
  presentTask,
  presentTimeline,
  presentWedding,
} from './planning.presenter.js';

export class CountdownResponse {
  @ApiInteger({ description: 'Whole days until the wedding, 0 on the day and after' }) daysLeft!: number;
  @ApiInteger({ description: 'Rounded up' }) weeksLeft!: number;
  @ApiInteger({ description: 'Rounded up, 30-day months' }) monthsUntil!: number;
  @ApiProperty({ enum: PLANNING_PHASES, enumName: 'PlanningPhase' }) planningPhase!: PlanningPhase;
  @ApiProperty({ description: 'A year of planning behind the couple, 0 to 100, one decimal' }) progressPercent!: number;
}

export class WeddingVenueResponse {
  @ApiUuid() id!: string;
  @ApiText() name!: string;
  @ApiText() location!: string;
}

export class WeddingBookingResponse extends BookingResponse {
  @ApiProperty({ type: () => WeddingVenueResponse, nullable: true }) venue!: WeddingVenueResponse | null;
}

export class CollaboratorPermissionsResponse {
  @ApiProperty() canEdit!: boolean;
  @ApiProperty() canComment!: boolean;
  @ApiProperty() canInvite!: boolean;
}

export class PlanningAccessResponse {
  @ApiProperty({ enum: COLLABORATOR_ROLES, enumName: 'CollaboratorRole' }) role!: CollaboratorRole;
  @ApiProperty({ type: () => CollaboratorPermissionsResponse }) permissions!: CollaboratorPermissionsResponse;
}

export class WeddingResponse {
  @ApiUuid() id!: string;
  @ApiCalendarDate({ nullable: true }) weddingDate!: string | null;
  @ApiText({ nullable: true }) partnerName!: string | null;
  @ApiInteger({ nullable: true }) estimatedGuests!: number | null;
  @ApiProperty({ enum: WEDDING_BUDGET_RANGES, enumName: 'WeddingBudgetRange', nullable: true }) budgetRange!: WeddingBudgetRange | null;
  @ApiText({ nullable: true }) town!: string | null;
  @ApiProperty() countdownHidden!: boolean;
  @ApiDecimalAmount({ description: 'The budget total (25000.00 until changed)' }) budgetTotal!: string;
  @ApiText({ description: 'The account holder and, when known, the partner' }) coupleName!: string;
  @ApiProperty({ type: () => CountdownResponse, nullable: true, description: 'null until the wedding has a date' }) countdown!: CountdownResponse | null;
  @ApiProperty({ type: [WeddingBookingResponse], description: "The bookings the couple's account holds" }) bookings!: WeddingBookingResponse[];
  @ApiProperty({ type: () => PlanningAccessResponse, description: 'What the caller may do on this wedding' }) access!: PlanningAccessResponse;
}

export class ClaimedBookingsResponse {
  @ApiInteger() claimed!: number;
  @ApiProperty({ type: [BookingResponse] }) bookings!: BookingResponse[];
}

export class TimelineTaskResponse {
  @ApiUuid() id!: string;
  @ApiText() title!: string;
  @ApiText() description!: string;
  @ApiProperty({ enum: TASK_CATEGORIES, enumName: 'TaskCategory' }) category!: TaskCategory;
  @ApiProperty({ enum: TASK_PRIORITIES, enumName: 'TaskPriority' }) priority!: TaskPriority;
  @ApiProperty({ type: Number, nullable: true, description: 'Generated tasks only' }) weeksBeforeWedding!: number | null;
  @ApiText() estimatedDuration!: string;
  @ApiProperty() isCompleted!: boolean;
  @ApiInstant({ nullable: true }) completedAt!: string | null;
  @ApiCalendarDate() dueDate!: string;
  @ApiText() notes!: string;
  @ApiProperty({ enum: ['generated', 'own'], description: 'Generated from the plan, or added by the couple' }) source!: 'generated' | 'own';
  @ApiUuid({ nullable: true, description: 'The booking the timeline was generated for' }) bookingId!: string | null;
  @ApiProperty({ description: 'Not completed and due before today' }) isOverdue!: boolean;
}

export class TimelineProgressResponse {
  @ApiInteger() total!: number;
  @ApiInteger() completed!: number;
  @ApiInteger() overdue!: number;
  @ApiInteger({ description: 'Open and due within the next 30 days' }) upcoming!: number;
  @ApiInteger({ description: 'Completed of all, 0 to 100' }) percentComplete!: number;
}

export class TimelineResponse {
  @ApiCalendarDate({ nullable: true }) weddingDate!: string | null;
  @ApiText() coupleName!: string;
  @ApiProperty({ type: [TimelineTaskResponse], description: 'Due first' }) tasks!: TimelineTaskResponse[];
  @ApiProperty({ type: () => TimelineProgressResponse }) progress!: TimelineProgressResponse;
  @ApiInstant({ nullable: true, description: 'When the current read-only link was made; null when none is active' }) sharedSince!: string | null;
}

export class SharedTimelineTaskResponse {
  @ApiUuid() id!: string;
  @ApiText() title!: string;
  @ApiText() description!: string;
  @ApiProperty({ enum: TASK_CATEGORIES, enumName: 'TaskCategory' }) category!: TaskCategory;
  @ApiProperty({ enum: TASK_PRIORITIES, enumName: 'TaskPriority' }) priority!: TaskPriority;
  @ApiProperty({ type: Number, nullable: true }) weeksBeforeWedding!: number | null;
  @ApiText() estimatedDuration!: string;
  @ApiProperty() isCompleted!: boolean;
  @ApiInstant({ nullable: true }) completedAt!: string | null;
  @ApiCalendarDate() dueDate!: string;
  @ApiProperty({ enum: ['generated', 'own'] }) source!: 'generated' | 'own';
  @ApiProperty() isOverdue!: boolean;
}

/** A shared timeline, read-only: no notes. */
export class SharedTimelineResponse {
  @ApiText() coupleName!: string;
  @ApiCalendarDate({ nullable: true }) weddingDate!: string | null;
  @ApiProperty({ type: [SharedTimelineTaskResponse] }) tasks!: SharedTimelineTaskResponse[];
  @ApiProperty({ type: () => TimelineProgressResponse }) progress!: TimelineProgressResponse;
}

export class TimelineShareResponse {
  @ApiText({ description: 'The read-only link, shown this once (only its hash is kept)' }) url!: string;
  @ApiText({ description: 'The same link without the site address' }) path!: string;
  @ApiInstant() createdAt!: string;
}

export class BudgetSubcategoryResponse {
  @ApiText() id!: string;
  @ApiText() name!: string;
  @ApiDecimalAmount() budgeted!: string;
  @ApiDecimalAmount() spent!: string;
}

export class BudgetCategoryResponse {
  @ApiText() id!: string;
  @ApiText() name!: string;
  @ApiInteger({ description: 'Whole percent of the total' }) percentage!: number;
  @ApiProperty({ enum: ['high', 'medium', 'low'] }) priority!: BudgetPriority;
  @ApiText({ example: '#4a6b3f' }) color!: string;
  @ApiDecimalAmount() budgeted!: string;
  @ApiDecimalAmount() spent!: string;
  @ApiDecimalAmount({ description: 'Negative when over budget' }) remaining!: string;
  @ApiProperty({ enum: BUDGET_STATUSES, enumName: 'BudgetStatus' }) status!: BudgetStatus;
  @ApiProperty({ type: [BudgetSubcategoryResponse] }) subcategories!: BudgetSubcategoryResponse[];
}

export class BudgetHealthResponse {
  @ApiInteger({ description: 'Spent above 0 up to 90%' }) onTrack!: number;
  @ApiInteger({ description: 'Spent above 90 up to 100%' }) atRisk!: number;
  @ApiInteger({ description: 'Spent above 100%' }) over!: number;
  @ApiInteger() notStarted!: number;
}

export class BudgetSummaryResponse {
  @ApiDecimalAmount() totalBudgeted!: string;
  @ApiDecimalAmount() totalSpent!: string;
  @ApiDecimalAmount() totalRemaining!: string;
  @ApiProperty({ description: 'Spent of the total, one decimal' }) spentPercentage!: number;
}

export class ExpenseResponse {
  @ApiText({ description: "A uuid for the couple's expenses; booking-{id}-deposit or -balance for a booking's payments" }) id!: string;
  @ApiText() categoryId!: string;
  @ApiText({ nullable: true }) subcategoryId!: string | null;
  @ApiDecimalAmount() amount!: string;
  @ApiText() description!: string;
  @ApiText({ nullable: true }) vendor!: string | null;
  @ApiProperty({ description: 'Paid, or Pending' }) paid!: boolean;
  @ApiCalendarDate({ description: "The expense's date; a booking payment's due date" }) date!: string;
  @ApiProperty({ enum: ['couple', 'booking'], description: "Recorded by the couple, or a booking's deposit or balance (not editable here)" })
  source!: 'couple' | 'booking';
  @ApiUuid({ nullable: true }) bookingId!: string | null;
  @ApiInstant() createdAt!: string;
}

export class BudgetResponse {
  @ApiDecimalAmount() totalBudget!: string;
  @ApiProperty({ type: [BudgetCategoryResponse] }) categories!: BudgetCategoryResponse[];
  @ApiProperty({ type: () => BudgetSummaryResponse }) summary!: BudgetSummaryResponse;
  @ApiProperty({ type: () => BudgetHealthResponse }) health!: BudgetHealthResponse;
  @ApiProperty({ type: [ExpenseResponse], description: 'Newest date first' }) expenses!: ExpenseResponse[];
  @ApiProperty({ type: [ExpenseResponse], description: "The couple's five expenses recorded last (the venue booking's payments are left out)" }) recentExpenses!: ExpenseResponse[];
}

/** The downloaded hill-country-wedding-budget-{date}.json. */
export class BudgetExportResponse {
  @ApiDecimalAmount() totalBudget!: string;
  @ApiProperty({ type: [BudgetCategoryResponse] }) categories!: BudgetCategoryResponse[];
  @ApiProperty({ type: [ExpenseResponse] }) expenses!: ExpenseResponse[];
  @ApiProperty({ type: () => BudgetSummaryResponse }) summary!: BudgetSummaryResponse;
}

export class ActivityResponse {
  @ApiUuid() id!: string;
  @ApiUuid({ nullable: true, description: 'null when a guest acted' }) userId!: string | null;
  @ApiText() userName!: string;
  @ApiText({ example: 'completed a task' }) action!: string;
  @ApiText() details!: string;
  @ApiInstant() timestamp!: string;
  @ApiProperty({ enum: ACTIVITY_TYPES, enumName: 'ActivityType' }) type!: ActivityType;
  @ApiUuid({ nullable: true }) bookingId!: string | null;
}

export class CommentResponse {
  @ApiUuid() id!: string;
  @ApiUuid() userId!: string;
  @ApiText() userName!: string;
  @ApiText({ nullable: true }) userAvatar!: string | null;
  @ApiText() content!: string;
  @ApiInstant() timestamp!: string;
  @ApiProperty({ enum: COMMENT_SECTIONS, enumName: 'CommentSection' }) section!: CommentSection;
  @ApiProperty() resolved!: boolean;
}



export class CollaboratorResponse {
  @ApiUuid() id!: string;
  @ApiText() name!: string;
  @ApiText() email!: string;
  @ApiProperty({ enum: COLLABORATOR_ROLES, enumName: 'CollaboratorRole' }) role!: CollaboratorRole;
  @ApiText({ nullable: true }) avatar!: string | null;
  @ApiProperty() isOnline!: boolean;
  @ApiInstant({ nullable: true, description: 'null until they first open the planning' }) lastSeen!: string | null;
  @ApiProperty({ type: () => CollaboratorPermissionsResponse }) permissions!: CollaboratorPermissionsResponse;
  @ApiProperty({ enum: ['active', 'invited'], description: 'invited until they accept' }) status!: 'active' | 'invited';
  @ApiProperty({ description: 'This entry is the caller' }) isYou!: boolean;
  @ApiProperty({ description: 'They get a daily mail of what changed' }) dailyDigest!: boolean;
}

export class PlanningInvitationResponse {
  @ApiText() coupleName!: string;
  @ApiProperty({ enum: INVITABLE_ROLES, enumName: 'InvitableRole' }) role!: InvitableRole;
  @ApiText() email!: string;
  @ApiText() invitedBy!: string;
  @ApiCalendarDate({ nullable: true }) weddingDate!: string | null;
  @ApiProperty({ enum: ['open', 'accepted'] }) status!: 'open' | 'accepted';
}

export class AcceptedInvitationResponse {
  @ApiUuid() weddingId!: string;
  @ApiUuid({ nullable: true }) bookingId!: string | null;
  @ApiText() coupleName!: string;
  @ApiProperty({ enum: INVITABLE_ROLES, enumName: 'InvitableRole' }) role!: InvitableRole;
}

export class PlannableWeddingResponse {
  @ApiUuid() weddingId!: string;
  @ApiText() coupleName!: string;
  @ApiProperty({ enum: COLLABORATOR_ROLES, enumName: 'CollaboratorRole' }) role!: CollaboratorRole;
  @ApiProperty({ type: () => CollaboratorPermissionsResponse }) permissions!: CollaboratorPermissionsResponse;
  @ApiProperty({ description: "The caller's own wedding" }) own!: boolean;
  @ApiUuid({ nullable: true }) bookingId!: string | null;
  @ApiCalendarDate({ nullable: true }) weddingDate!: string | null;
}

export type PlanningResponsesMatch = AssertTrue<
  | SameShape<WeddingResponse, ReturnType<typeof presentWedding>>
  | SameShape<TimelineTaskResponse, ReturnType<typeof presentTask>>
  | SameShape<TimelineResponse, ReturnType<typeof presentTimeline>>
  | SameShape<SharedTimelineResponse, ReturnType<typeof presentSharedTimeline>>
  | SameShape<ExpenseResponse, ReturnType<typeof presentBudgetLine>>
  | SameShape<BudgetResponse, ReturnType<typeof presentBudget>>
  | SameShape<BudgetExportResponse, ReturnType<typeof presentBudgetExport>>
  | SameShape<ActivityResponse, ReturnType<typeof presentActivity>>
  | SameShape<CommentResponse, ReturnType<typeof presentComment>>
  | SameShape<CollaboratorResponse, ReturnType<typeof presentCollaborator>>
>;
