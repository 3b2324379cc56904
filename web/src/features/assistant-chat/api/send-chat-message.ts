import { apiRequest } from '@/lib/api-client';
import type { ChatReply } from '../types';

/**
 * Asks the planning assistant. /api/my/chat works with or without a booking (and for the wedding a
 * collaborator chose: the API client sends the scope). Nothing is stored: the client keeps the talk.
 */
export function sendChatMessage(message: string): Promise<ChatReply> {
  return apiRequest<ChatReply>('POST', '/api/my/chat', { message });
}
