import type { Actor } from '../../accounts/account.js';
import type { Ports } from '../../ports.js';
import { catalogueVenueFinder } from '../assistant/catalogue-venue-finder.js';
import { chatMessage } from '../assistant/chat-message.js';
import { CHAT_LIMITS, isQuickActionPath, QUICK_ACTION_ICONS, type AssistantReply, type QuickAction } from '../assistant/planning-assistant.js';
import { assistantSnapshot, type AssistantSnapshotPorts } from './assistant-snapshot.js';
import { accessBookingWedding, accessWedding, type PlanningAccessPorts, type PlanningScope } from './planning-access.js';

export type AskPlanningAssistantPorts = PlanningAccessPorts & AssistantSnapshotPorts & Pick<Ports, 'assistant' | 'venues' | 'ids'>;

/** One answer in the chat. The conversation lives in the client; nothing is stored. */
export interface ChatReply extends AssistantReply {
  id: string;
  type: 'ai';
  timestamp: Date;
}

/** Where the question is asked from: one of the couple's bookings, or the wedding itself. */
export type ChatPlace = { bookingId: string } | { scope: PlanningScope };

/** The longest answer and follow-up passed on, whoever wrote them. */
const MAX_CONTENT_LENGTH = 4000;
const MAX_SUGGESTION_LENGTH = 200;
const MAX_LABEL_LENGTH = 80;

function fitsPort(action: QuickAction): boolean {
  return (
    typeof action.label === 'string' && action.label.trim() !== '' && action.label.length <= MAX_LABEL_LENGTH &&
    typeof action.action === 'string' && isQuickActionPath(action.action) &&
    (QUICK_ACTION_ICONS as readonly string[]).includes(action.icon)
  );
}

/** The reply as the chat may show it: bounded, and linking only to the app's own pages. */
function boundedReply(reply: AssistantReply): AssistantReply {
  return {
    content: reply.content.slice(0, MAX_CONTENT_LENGTH),
    suggestions: reply.suggestions
      .filter((text) => typeof text === 'string' && text.trim() !== '' && text.length <= MAX_SUGGESTION_LENGTH)
      .slice(0, CHAT_LIMITS.suggestions),
    quickActions: reply.quickActions.filter(fitsPort).slice(0, CHAT_LIMITS.quickActions),
  };
}

/** The assistant chat: anyone on the wedding may ask; the answer comes from the wedding's own data. */
export class AskPlanningAssistant {
  constructor(private readonly ports: AskPlanningAssistantPorts) {}

  async execute(actor: Actor | null, input: { message: string }, place: ChatPlace): Promise<ChatReply> {
    const message = chatMessage(input.message);
    const access = 'bookingId' in place ? await accessBookingWedding(this.ports, actor, place.bookingId) : await accessWedding(this.ports, actor, place.scope);
    const snapshot = await assistantSnapshot(this.ports, access, 'bookingId' in place ? place.bookingId : undefined);
    const reply = await this.ports.assistant.reply({ message, snapshot, venues: catalogueVenueFinder(this.ports.venues) });
    return { id: this.ports.ids.next(), type: 'ai', timestamp: this.ports.clock.now(), ...boundedReply(reply) };
  }
}
