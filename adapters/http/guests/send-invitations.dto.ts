import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsUUID } from 'class-validator';
import { MAX_GUESTS_PER_BOOKING } from '../../../domain/guests/guest.js';

/** No body, or no guestIds: every guest with an email address. */
export class SendInvitationsDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'Only these guests of the booking (e.g. those who have not replied); a guest of another list is 404',
  })
  @IsOptional()
  @IsArray({ message: 'guestIds must be a list of guest ids' })
  @ArrayMinSize(1, { message: 'guestIds must name at least one guest' })
  @ArrayMaxSize(MAX_GUESTS_PER_BOOKING, { message: `guestIds must name at most ${MAX_GUESTS_PER_BOOKING} guests` })
  @IsUUID('all', { each: true, message: 'guestIds must hold guest ids' })
  guestIds?: string[];
}
