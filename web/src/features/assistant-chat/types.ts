// Shapes of the assistant chat, as the API's OpenAPI document describes them.

import type { components } from '@/types/api.generated';

type Schemas = components['schemas'];

export type ChatReply = Schemas['ChatMessageResponse'];
export type ChatQuickAction = Schemas['ChatQuickActionResponse'];
export type ChatQuickActionIcon = Schemas['ChatQuickActionIcon'];

/** One message of the conversation this browser keeps: the couple's own, or the assistant's. */
export interface ChatEntry {
  id: string;
  type: 'user' | 'ai';
  content: string;
  /** ISO 8601. */
  timestamp: string;
  suggestions: string[];
  quickActions: ChatQuickAction[];
  /** The assistant could not be reached: the spec's error words stand in for an answer. */
  failed?: boolean;
}
