import { ApiProperty } from '@nestjs/swagger';
import { QUICK_ACTION_ICONS, type QuickActionIcon } from '../../../domain/planning/assistant/planning-assistant.js';
import { ApiInstant, ApiText, ApiTexts, ApiUuid, type AssertTrue, type SameShape } from '../shared/api-response-properties.js';
import type { presentChatReply } from './chat.presenter.js';

export class ChatQuickActionResponse {
  @ApiText({ example: 'See all matches' }) label!: string;
  @ApiText({ description: 'A path in the app: /search, /compare, /planning or /timeline, with a query where useful', example: '/search?location=Wimberley&guestCount=150' })
  action!: string;
  @ApiProperty({ enum: QUICK_ACTION_ICONS, enumName: 'ChatQuickActionIcon' }) icon!: QuickActionIcon;
}

export class ChatMessageResponse {
  @ApiUuid() id!: string;
  @ApiProperty({ enum: ['ai'], description: "Always the assistant's: the client keeps the couple's own messages" }) type!: 'ai';
  @ApiText({ description: 'The answer, plain text with new lines' }) content!: string;
  @ApiInstant() timestamp!: string;
  @ApiTexts({ description: 'Follow-up questions the couple can send as they are' }) suggestions!: string[];
  @ApiProperty({ type: [ChatQuickActionResponse] }) quickActions!: ChatQuickActionResponse[];
}

export type ChatResponsesMatch = AssertTrue<SameShape<ChatMessageResponse, ReturnType<typeof presentChatReply>>>;
