import type { DomainEvent } from './domain-event.js';

/**
 * Records an event in the same transaction as the change that caused it (an outbox); its
 * handlers run from the job queue only once that transaction has committed.
 */
export interface EventRecorder {
  record(event: DomainEvent): Promise<void>;
}
