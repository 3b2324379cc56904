import type { EntityManager } from '@mikro-orm/core';
import type { DomainEvent, DomainEventType, RecordedEvent } from '../../domain/events/domain-event.js';
import type { EventRecorder } from '../../domain/events/event-recorder.js';
import type { Clock } from '../../domain/shared/clock.js';
import type { IdGenerator } from '../../domain/shared/id-generator.js';
import type { PgBossJobQueue } from '../jobs/pg-boss-job-queue.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';

/** A handler of events: the job queue it runs on and the event types it wants. */
export interface EventSubscription {
  queue: string;
  handles: readonly DomainEventType[];
}

/** The job data of an event handler: which event to handle. */
export interface EventJob {
  eventId: string;
}

/**
 * Writes each event to the domain_event outbox and queues one job per interested handler, all
 * in the unit of work's transaction: handlers run exactly when the change committed.
 */
export class PostgresEventRecorder implements EventRecorder {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: Pick<PgBossJobQueue, 'enqueue'>,
    private readonly subscriptions: readonly EventSubscription[],
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async record(event: DomainEvent): Promise<void> {
    const em = scopedEm(this.em);
    // Outside a transaction an event could outlive a failed change, or be lost after a good one.
    if (!em.isInTransaction()) throw new Error(`The ${event.type} event must be recorded inside a unit of work`);
    const id = this.ids.next();
    await em.execute(`insert into domain_event (id, type, venue_id, occurred_at, payload) values (?, ?, ?, ?, ?)`, [
      id,
      event.type,
      event.venueId,
      this.clock.now(),
      JSON.stringify(event),
    ]);
    for (const subscription of this.subscriptions) {
      if (subscription.handles.includes(event.type)) await this.jobs.enqueue<EventJob>(subscription.queue, { eventId: id });
    }
  }
}

/** Reads one recorded event back, for its handlers. */
export async function loadEvent(em: EntityManager, id: string): Promise<RecordedEvent | null> {
  const rows: { id: string; occurred_at: Date | string; payload: DomainEvent | string }[] = await scopedEm(em).execute(
    `select id, occurred_at, payload from domain_event where id = ?`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as DomainEvent) : row.payload;
  return { ...payload, id: row.id, occurredAt: new Date(row.occurred_at) };
}
