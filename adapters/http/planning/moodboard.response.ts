import { ApiProperty } from '@nestjs/swagger';
import { MOODBOARD_ITEM_TYPES, type MoodboardItemType } from '../../../domain/planning/moodboard.js';
import { ApiInstant, ApiInteger, ApiText, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentMoodboard, presentMoodboardItem, presentSharedMoodboard } from './moodboard.presenter.js';

export class MoodboardPositionResponse {
  @ApiInteger() x!: number;
  @ApiInteger() y!: number;
}

export class MoodboardSizeResponse {
  @ApiInteger() width!: number;
  @ApiInteger() height!: number;
}

/** The spec's Mood board item. */
export class MoodboardItemResponse {
  @ApiText() id!: string;
  @ApiProperty({ enum: MOODBOARD_ITEM_TYPES, enumName: 'MoodboardItemType' }) type!: MoodboardItemType;
  @ApiText({ description: 'A picture link (image, inspiration), #rrggbb (color) or the words (text)' }) content!: string;
  @ApiProperty({ type: () => MoodboardPositionResponse }) position!: MoodboardPositionResponse;
  @ApiProperty({ type: () => MoodboardSizeResponse }) size!: MoodboardSizeResponse;
  @ApiText({ nullable: true }) title!: string | null;
  @ApiText({ nullable: true }) description!: string | null;
}

export class MoodboardShareStatusResponse {
  @ApiInstant({ description: 'When the working read-only link was made (the link itself is shown only then)' }) createdAt!: string;
}

export class MoodboardResponse {
  @ApiProperty({ type: [MoodboardItemResponse], description: 'In drawing order: later items lie on top' }) items!: MoodboardItemResponse[];
  @ApiProperty({ type: () => MoodboardShareStatusResponse, nullable: true, description: 'null when no read-only link works' }) share!: MoodboardShareStatusResponse | null;
  @ApiInstant({ nullable: true, description: 'null for a board never saved' }) updatedAt!: string | null;
  @ApiProperty({ description: "Whether the caller's role on the wedding may change the board" }) canEdit!: boolean;
}

export class MoodboardShareResponse {
  @ApiText({ description: 'The read-only link, shown this once (only its hash is kept)' }) url!: string;
  @ApiText({ description: 'The same link without the site address: /moodboard/{id}' }) path!: string;
  @ApiInstant() createdAt!: string;
}

/** A board opened from its shared link: read-only. */
export class SharedMoodboardResponse {
  @ApiText() coupleName!: string;
  @ApiProperty({ type: [MoodboardItemResponse] }) items!: MoodboardItemResponse[];
  @ApiInstant({ nullable: true }) updatedAt!: string | null;
}

export class MoodboardImageResponse {
  @ApiText({ description: "The picture's address, for an image item's content", example: '/api/moodboard-images/3q2-7wEAAA' }) url!: string;
}

export type MoodboardResponsesMatch = AssertTrue<
  | SameShape<MoodboardItemResponse, ReturnType<typeof presentMoodboardItem>>
  | SameShape<MoodboardResponse, ReturnType<typeof presentMoodboard>>
  | SameShape<SharedMoodboardResponse, ReturnType<typeof presentSharedMoodboard>>
>;
