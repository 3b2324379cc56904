import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { INVITABLE_ROLES } from '../../../domain/planning/collaborator-role.js';
import { OptionalNotNull } from '../shared/optional-not-null.js';

const ROLE_MESSAGE = `role must be one of ${INVITABLE_ROLES.join(', ')}`;

/** Invite someone to plan: the blank-address message is the domain's ("Please enter an email address…"). */
export class InviteCollaboratorDto {
  @ApiProperty({ example: 'rosa@example.com' })
  @IsString() @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: INVITABLE_ROLES, description: 'bride and groom: edit, comment, invite; planner: edit, comment; family and friend: comment' })
  @IsIn(INVITABLE_ROLES, { message: ROLE_MESSAGE })
  role!: string;
}

export class ChangeCollaboratorDto {
  @ApiPropertyOptional({ enum: INVITABLE_ROLES, description: 'Needs canInvite; not for yourself' })
  @OptionalNotNull() @IsIn(INVITABLE_ROLES, { message: ROLE_MESSAGE })
  role?: string;

  @ApiPropertyOptional({ description: 'A daily mail of what changed; only for yourself' })
  @OptionalNotNull() @IsBoolean()
  dailyDigest?: boolean;
}

export class ResolveCommentDto {
  @ApiProperty({ enum: [true], description: 'Mark Resolved (a resolved comment stays resolved)' })
  @IsIn([true], { message: 'resolved must be true' })
  resolved!: boolean;
}
