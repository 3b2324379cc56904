import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MOODBOARD_CANVAS, MOODBOARD_ITEM_SIZE, MOODBOARD_ITEM_TYPES, MOODBOARD_LIMITS } from '../../../domain/planning/moodboard.js';

// The shape of a board as it is sent; the rules between fields (content by type, an item wholly
// on the canvas, unique ids, at most 200 items) are the domain's (domain/planning/moodboard.ts).

export class MoodboardPositionDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MOODBOARD_CANVAS.width - MOODBOARD_ITEM_SIZE.min, description: 'Board pixels from the left; at most 2000 minus the width' })
  @IsInt() @Min(0) @Max(MOODBOARD_CANVAS.width)
  x!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: MOODBOARD_CANVAS.height - MOODBOARD_ITEM_SIZE.min, description: 'Board pixels from the top; at most 600 minus the height' })
  @IsInt() @Min(0) @Max(MOODBOARD_CANVAS.height)
  y!: number;
}

export class MoodboardSizeDto {
  @ApiProperty({ type: 'integer', minimum: MOODBOARD_ITEM_SIZE.min, maximum: MOODBOARD_ITEM_SIZE.max, example: 200 })
  @IsInt() @Min(MOODBOARD_ITEM_SIZE.min) @Max(MOODBOARD_ITEM_SIZE.max)
  width!: number;

  @ApiProperty({ type: 'integer', minimum: MOODBOARD_ITEM_SIZE.min, maximum: MOODBOARD_ITEM_SIZE.max, example: 150 })
  @IsInt() @Min(MOODBOARD_ITEM_SIZE.min) @Max(MOODBOARD_ITEM_SIZE.max)
  height!: number;
}

export class MoodboardItemDto {
  @ApiProperty({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: "The client's own id, unique on the board", example: 'item-1' })
  @IsString() @MaxLength(MOODBOARD_LIMITS.idLength) @Matches(/^[A-Za-z0-9_-]+$/, { message: 'id must be letters, digits, - or _' })
  id!: string;

  @ApiProperty({ enum: MOODBOARD_ITEM_TYPES, enumName: 'MoodboardItemType' })
  @IsIn(MOODBOARD_ITEM_TYPES, { message: `type must be one of ${MOODBOARD_ITEM_TYPES.join(', ')}` })
  type!: string;

  @ApiProperty({
    maxLength: MOODBOARD_LIMITS.urlLength,
    description: 'image, inspiration: an http(s) link or an uploaded picture (/api/moodboard-images/{id}); color: #rrggbb; text: the words, at most 500 characters',
    example: '#a84d2a',
  })
  @IsString() @MaxLength(MOODBOARD_LIMITS.urlLength)
  content!: string;

  @ApiProperty({ type: () => MoodboardPositionDto })
  @IsObject() @ValidateNested() @Type(() => MoodboardPositionDto)
  position!: MoodboardPositionDto;

  @ApiProperty({ type: () => MoodboardSizeDto })
  @IsObject() @ValidateNested() @Type(() => MoodboardSizeDto)
  size!: MoodboardSizeDto;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MOODBOARD_LIMITS.titleLength })
  @IsOptional() @IsString() @MaxLength(MOODBOARD_LIMITS.titleLength)
  title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MOODBOARD_LIMITS.descriptionLength })
  @IsOptional() @IsString() @MaxLength(MOODBOARD_LIMITS.descriptionLength)
  description?: string | null;
}

/** The whole board: it replaces what was saved. */
export class SaveMoodboardDto {
  @ApiProperty({ type: [MoodboardItemDto], maxItems: MOODBOARD_LIMITS.maxItems, description: 'In drawing order: later items lie on top' })
  @IsArray() @ValidateNested({ each: true }) @Type(() => MoodboardItemDto)
  items!: MoodboardItemDto[];
}
