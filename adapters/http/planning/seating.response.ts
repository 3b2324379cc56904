import { ApiProperty } from '@nestjs/swagger';
import { RSVP_STATUSES, type RsvpStatus } from '../../../domain/guests/guest.js';
import { SEATING_WARNING_TYPES, type SeatingWarningType } from '../../../domain/planning/seating.js';
import { ApiInteger, ApiText, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentSeating } from './seating.presenter.js';

export class SeatingTableResponse {
  @ApiUuid() id!: string;
  @ApiText() name!: string;
  @ApiInteger() seats!: number;
  @ApiInteger({ description: 'Guests at the table and their plus-ones' }) seatsUsed!: number;
  @ApiProperty({ type: [String], format: 'uuid', description: 'Households together, in guest-list order' }) guestIds!: string[];
}

export class SeatingGuestResponse {
  @ApiUuid() id!: string;
  @ApiText() name!: string;
  @ApiProperty({ description: 'Takes a second seat' }) plusOne!: boolean;
  @ApiText({ nullable: true }) plusOneName!: string | null;
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' }) rsvpStatus!: RsvpStatus;
  @ApiText({ nullable: true }) household!: string | null;
  @ApiText({ nullable: true, description: 'The same for every guest of one household, however it was typed' }) householdKey!: string | null;
  @ApiText({ nullable: true, description: 'The name of the table the guest sits at: what seats them' }) tableAssignment!: string | null;
  @ApiUuid({ nullable: true, description: 'The table tableAssignment names; null when none does' }) tableId!: string | null;
}

export class SeatingWarningResponse {
  @ApiProperty({ enum: SEATING_WARNING_TYPES, enumName: 'SeatingWarningType' }) type!: SeatingWarningType;
  @ApiUuid({ nullable: true }) tableId!: string | null;
  @ApiUuid({ nullable: true }) guestId!: string | null;
  @ApiText() message!: string;
}

export class SeatingResponse {
  @ApiUuid() bookingId!: string;
  @ApiProperty({ description: 'Whether the caller may change the plan' }) canEdit!: boolean;
  @ApiProperty({ type: [SeatingTableResponse], description: "In the couple's order" }) tables!: SeatingTableResponse[];
  @ApiProperty({ type: [String], format: 'uuid', description: 'Guests at no table, including those whose tableAssignment names no table' }) unassignedGuestIds!: string[];
  @ApiProperty({ type: [SeatingGuestResponse], description: 'Every guest of the booking, households together' }) guests!: SeatingGuestResponse[];
  @ApiProperty({ type: [SeatingWarningResponse], description: 'Over-full tables, then declined guests with a seat, then tables that do not exist' }) warnings!: SeatingWarningResponse[];
}

export type SeatingResponsesMatch = AssertTrue<SameShape<SeatingResponse, ReturnType<typeof presentSeating>>>;
