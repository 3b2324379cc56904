import type { ChatReply } from '../../../domain/planning/use-cases/ask-planning-assistant.js';

export function presentChatReply(reply: ChatReply) {
  return {
    id: reply.id,
    type: reply.type,
    content: reply.content,
    timestamp: reply.timestamp.toISOString(),
    suggestions: [...reply.suggestions],
    quickActions: reply.quickActions.map(({ label, action, icon }) => ({ label, action, icon })),
  };
}
