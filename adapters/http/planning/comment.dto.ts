import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { COMMENT_LIMITS, COMMENT_SECTIONS } from '../../../domain/planning/comment.js';
import { OptionalNotNull } from '../shared/optional-not-null.js';

export class CreateCommentDto {
  @ApiProperty({ example: 'Can we ask the venue about a rain plan?' })
  @IsString() @MaxLength(COMMENT_LIMITS.contentLength)
  content!: string;

  @ApiPropertyOptional({ enum: COMMENT_SECTIONS, description: 'Left out: general' })
  @OptionalNotNull() @IsIn(COMMENT_SECTIONS, { message: `section must be one of ${COMMENT_SECTIONS.join(', ')}` })
  section?: string;
}
