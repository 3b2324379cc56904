import { displayName } from '../../accounts/account.js';
import type { RecordedEvent } from '../../events/domain-event.js';
import type { Ports } from '../../ports.js';
import { formatUsd } from '../../shared/format.js';
import { ACTIVITY_EVENT_TYPES, rsvpAction, type Activity } from '../activity.js';

type ActivityEvent = Extract<RecordedEvent, { type: (typeof ACTIVITY_EVENT_TYPES)[number] }>;

function isActivityEvent(event: RecordedEvent): event is ActivityEvent {
  return (ACTIVITY_EVENT_TYPES as readonly string[]).includes(event.type);
}

/**
 * Writes the couple's activity feed from what happened: a task completed, an expense added, a
 * guest's RSVP. Runs from the job queue after the change committed; the event's id keeps a
 * second run from writing the entry twice.
 */
export class RecordActivity {
  constructor(private readonly ports: Pick<Ports, 'activities' | 'accounts' | 'bookings' | 'guests' | 'weddings' | 'ids'>) {}

  async handle(event: RecordedEvent): Promise<void> {
    if (!isActivityEvent(event)) return;
    const activity = await this.activityFor(event);
    if (activity) await this.ports.activities.add(activity);
  }

  private async activityFor(event: ActivityEvent): Promise<Activity | null> {
    const base = { id: this.ports.ids.next(), eventId: event.id, occurredAt: event.occurredAt };
    switch (event.type) {
      case 'planning.task-completed':
      case 'planning.expense-added':
      case 'planning.comment-added':
      case 'planning.collaborator-joined': {
        const account = await this.ports.accounts.findById(event.accountId);
        const who = { weddingId: event.weddingId, bookingId: null, userId: event.accountId, userName: account ? displayName(account) : 'The couple' };
        switch (event.type) {
          case 'planning.task-completed':
            return { ...base, ...who, type: 'task', action: 'completed a task', details: event.title };
          case 'planning.expense-added':
            return { ...base, ...who, type: 'budget', action: 'added an expense', details: `${formatUsd(event.amountCents)} for ${event.description}` };
          case 'planning.comment-added':
            return { ...base, ...who, type: 'comment', action: `commented on ${event.section}`, details: event.excerpt };
          case 'planning.collaborator-joined':
            return { ...base, ...who, type: 'comment', action: 'joined the planning team', details: `as ${event.role}` };
        }
        break;
      }
      case 'guest.responded': {
        const booking = await this.ports.bookings.findById(event.bookingId);
        const guest = await this.ports.guests.findById(event.guestId);
        if (!booking) return null;
        const wedding = booking.customerId ? await this.ports.weddings.findByAccount(booking.customerId) : null;
        return {
          ...base,
          weddingId: wedding?.id ?? null,
          bookingId: booking.id,
          type: 'guest',
          userId: null,
          userName: guest?.name ?? 'A guest',
          action: rsvpAction(event.rsvpStatus),
          details: event.rsvpStatus === 'confirmed' && event.plusOne ? 'Bringing a plus-one' : '',
        };
      }
    }
  }
}
