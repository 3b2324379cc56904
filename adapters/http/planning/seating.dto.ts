import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import { MAX_GUESTS_PER_BOOKING } from '../../../domain/guests/guest.js';
import { SEATING_LIMITS } from '../../../domain/planning/seating.js';

// The items are documented here and checked in the domain (readSeatingPlan), which names the one
// at fault by its place: tables[2].seats, assignments[0].guestId.

export class SeatingTableInputDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'A table already on the plan; left out for a new one' })
  id?: string | null;

  @ApiProperty({ minLength: 1, maxLength: SEATING_LIMITS.nameLength, example: 'Table 1', description: 'Unique on the plan, whatever its case' })
  name!: string;

  @ApiProperty({ type: 'integer', minimum: SEATING_LIMITS.minSeats, maximum: SEATING_LIMITS.maxSeats, example: 8 })
  seats!: number;
}

export class SeatingAssignmentDto {
  @ApiProperty({ type: String, format: 'uuid', description: "One of the booking's guests" })
  guestId!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'One of the tables sent (by id); null takes the guest off their table' })
  tableId!: string | null;
}

/** The whole plan: tables left out are removed; guests not named keep their seats. */
export class SaveSeatingDto {
  @ApiProperty({ type: [SeatingTableInputDto], maxItems: SEATING_LIMITS.maxTables, description: 'Every table, in the order to show them' })
  @IsArray({ message: 'tables must be a list of tables' })
  @ArrayMaxSize(SEATING_LIMITS.maxTables, { message: `A seating plan holds at most ${SEATING_LIMITS.maxTables} tables` })
  tables!: unknown[];

  @ApiPropertyOptional({ type: [SeatingAssignmentDto], maxItems: MAX_GUESTS_PER_BOOKING, description: 'Guests to seat (or unseat); a new table is seated in a later save, once it has an id' })
  @IsOptional()
  @IsArray({ message: 'assignments must be a list' })
  @ArrayMaxSize(MAX_GUESTS_PER_BOOKING, { message: `assignments may name at most ${MAX_GUESTS_PER_BOOKING} guests` })
  assignments?: unknown[] | null;
}
