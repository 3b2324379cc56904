import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { GuestStats } from '../../../domain/guests/guest-stats.js';
import { IMPORT_FIELDS } from '../../../domain/guests/guest-csv-columns.js';
import { MEAL_CHOICES, RSVP_STATUSES, type MealChoice, type RsvpStatus } from '../../../domain/guests/guest.js';
import type { ImportField } from '../../../domain/guests/guest-csv-columns.js';
import type { ImportResult } from '../../../domain/guests/use-cases/import-guests.js';
import type { InvitationsSent } from '../../../domain/guests/use-cases/send-invitations.js';
import { ApiCalendarDate, ApiInstant, ApiInteger, ApiText, ApiTexts, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentGuest, presentImportPreview, presentInvitation } from './guest.presenter.js';

export class GuestResponse {
  @ApiUuid() id!: string;
  @ApiUuid() bookingId!: string;
  @ApiText() name!: string;
  @ApiText({ nullable: true }) email!: string | null;
  @ApiText({ nullable: true }) phone!: string | null;
  @ApiText({ nullable: true }) dietaryRestrictions!: string | null;
  @ApiProperty() plusOne!: boolean;
  @ApiText({ nullable: true }) tableAssignment!: string | null;
  @ApiText({ nullable: true }) specialRequests!: string | null;
  @ApiText({ nullable: true, description: 'Guests invited together; listed together' }) household!: string | null;
  @ApiText({ nullable: true, description: "The plus-one's name, when known" }) plusOneName!: string | null;
  @ApiProperty({ enum: MEAL_CHOICES, enumName: 'MealChoice', nullable: true, description: 'null: not chosen yet' }) meal!: MealChoice | null;
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' }) rsvpStatus!: RsvpStatus;
  @ApiInstant({ nullable: true, description: 'When the latest invitation went out' }) invitedAt!: string | null;
  @ApiInstant({ nullable: true, description: 'When an answer was last recorded' }) respondedAt!: string | null;
  @ApiInstant() createdAt!: string;
}

export class GuestStatsResponse implements GuestStats {
  @ApiInteger() total!: number;
  @ApiInteger() confirmed!: number;
  @ApiInteger() declined!: number;
  @ApiInteger() pending!: number;
  @ApiInteger({ description: 'Confirmed guests bringing a plus-one' }) plusOnes!: number;
  @ApiInteger({ description: 'Confirmed guests with dietary restrictions' }) dietaryNeeds!: number;
  @ApiInteger({ description: 'Confirmed guests and their plus-ones' }) expectedAttendance!: number;
}

export class InvitationsSentResponse implements InvitationsSent {
  @ApiInteger() sent!: number;
  @ApiInteger() skippedWithoutEmail!: number;
}

export class ImportColumnResponse {
  @ApiText() heading!: string;
  @ApiProperty({ enum: IMPORT_FIELDS, nullable: true, description: 'The guest field the column fills; null when none' })
  field!: ImportField | null;
}

export class DuplicateOnListResponse {
  @ApiProperty({ enum: ['list'] }) source!: 'list';
  @ApiUuid() guestId!: string;
  @ApiText() name!: string;
}

export class DuplicateInFileResponse {
  @ApiProperty({ enum: ['file'] }) source!: 'file';
  @ApiInteger() row!: number;
}

export class ImportPreviewRowResponse {
  @ApiInteger({ description: 'As a spreadsheet numbers it: the first guest is row 2' }) row!: number;
  @ApiText() name!: string;
  @ApiText({ nullable: true }) email!: string | null;
  @ApiText({ nullable: true }) phone!: string | null;
  @ApiText({ nullable: true }) dietaryRestrictions!: string | null;
  @ApiProperty() plusOne!: boolean;
  @ApiText({ nullable: true }) tableAssignment!: string | null;
  @ApiText({ nullable: true }) specialRequests!: string | null;
  @ApiText({ nullable: true }) household!: string | null;
  @ApiText({ nullable: true }) plusOneName!: string | null;
  @ApiProperty({ enum: MEAL_CHOICES, enumName: 'MealChoice', nullable: true }) meal!: MealChoice | null;
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' }) rsvpStatus!: RsvpStatus;
  @ApiText({ nullable: true, description: "Set on a guest read from a row's partner columns: that row's own guest" }) partnerOf!: string | null;
  @ApiTexts({ description: 'A row with errors is never imported' }) errors!: string[];
  @ApiPropertyOptional({
    description: 'The guest this row repeats, on the list or earlier in the file',
    oneOf: [{ $ref: getSchemaPath(DuplicateOnListResponse) }, { $ref: getSchemaPath(DuplicateInFileResponse) }],
  })
  duplicateOf?: DuplicateOnListResponse | DuplicateInFileResponse;
}

@ApiExtraModels(DuplicateOnListResponse, DuplicateInFileResponse)
export class ImportPreviewResponse {
  @ApiProperty({ type: [ImportColumnResponse] }) columns!: ImportColumnResponse[];
  @ApiProperty({ type: [ImportPreviewRowResponse] }) rows!: ImportPreviewRowResponse[];
  @ApiInteger() validCount!: number;
  @ApiInteger() errorCount!: number;
  @ApiInteger() duplicateCount!: number;
  @ApiInteger({ description: 'Guests already on the list' }) existingCount!: number;
}

export class ImportResultResponse implements ImportResult {
  @ApiInteger() imported!: number;
  @ApiInteger() skipped!: number;
  @ApiInteger() skippedWithErrors!: number;
  @ApiInteger() skippedDuplicates!: number;
}

/** What a guest sees behind their RSVP link. */
export class InvitationResponse {
  @ApiText() guestName!: string;
  @ApiText() coupleName!: string;
  @ApiText() venueName!: string;
  @ApiText() venueLocation!: string;
  @ApiCalendarDate() eventDate!: string;
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' }) rsvpStatus!: RsvpStatus;
  @ApiProperty() plusOne!: boolean;
  @ApiText({ nullable: true }) dietaryRestrictions!: string | null;
  @ApiProperty({ enum: MEAL_CHOICES, enumName: 'MealChoice', nullable: true }) meal!: MealChoice | null;
  @ApiInstant({ nullable: true }) respondedAt!: string | null;
  @ApiProperty({ description: 'Whether an answer can still be given or changed (through the wedding day)' }) canRespond!: boolean;
}

export type GuestResponsesMatch = AssertTrue<
  | SameShape<GuestResponse, ReturnType<typeof presentGuest>>
  | SameShape<ImportPreviewResponse, ReturnType<typeof presentImportPreview>>
  | SameShape<InvitationResponse, ReturnType<typeof presentInvitation>>
  | SameShape<GuestStatsResponse, GuestStats>
  | SameShape<InvitationsSentResponse, InvitationsSent>
  | SameShape<ImportResultResponse, ImportResult>
>;
