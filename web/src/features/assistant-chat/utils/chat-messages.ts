import type { ChatEntry } from '../types';

/** The API's limit on one message. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

/** The spec's words when a reply fails, whatever the reason. */
export const CHAT_ERROR_MESSAGE = 'Error: Sorry, I had trouble responding. Please try again.';

/** How many messages a conversation keeps in this tab; older ones drop off. */
export const KEPT_MESSAGES = 60;

export const STARTER_QUESTIONS: readonly string[] = [
  'What should I do next?',
  'How many days until the wedding?',
  'How should I split my budget?',
  "Who has RSVP'd so far?",
  'Find an outdoor venue',
];

/** The assistant's first words, written here: the server answers only what is asked. */
export function greetingEntry(now: Date): ChatEntry {
  return {
    id: 'greeting',
    type: 'ai',
    content:
      "Hi! I'm your planning assistant. I answer from your own plans: what to do next, how many days are left, " +
      "how to split your budget, who has RSVP'd, and venues that match what you're looking for. What would you like to know?",
    timestamp: now.toISOString(),
    suggestions: [...STARTER_QUESTIONS],
    quickActions: [],
  };
}

/** What the couple typed, as it is sent: trimmed; blank is nothing to send. */
export function messageToSend(draft: string): string | null {
  const text = draft.trim();
  return text ? text : null;
}

/** "4:05 PM", in the reader's own time zone. */
export function messageTime(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
