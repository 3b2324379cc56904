import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { CHAT_LIMITS } from '../../../domain/planning/assistant/planning-assistant.js';

export class ChatMessageDto {
  @ApiProperty({ example: 'What should I do next?', maxLength: CHAT_LIMITS.messageLength, description: 'Not blank; new lines allowed, no other control characters' })
  @IsString()
  @Matches(/\S/, { message: 'message must not be blank' })
  @MaxLength(CHAT_LIMITS.messageLength)
  @Matches(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, { message: 'message must not hold control characters' })
  message!: string;
}
