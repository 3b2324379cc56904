import type { DomainEvent } from '../../domain/events/domain-event.js';
import { InMemoryWeddingMemberRepository } from './in-memory-wedding-members.js';
import type { EventRecorder } from '../../domain/events/event-recorder.js';
import type { Mail } from '../../domain/notifications/mail-catalogue.js';
import type { Ports } from '../../domain/ports.js';
import type { Clock } from '../../domain/shared/clock.js';
import type { Mailer } from '../../domain/shared/mailer.js';
import type { RateLimiter } from '../../domain/shared/rate-limiter.js';
import type { ScheduledWork, ScheduledWorkName, Scheduler } from '../../domain/shared/scheduler.js';
import type { UnitOfWork } from '../../domain/shared/unit-of-work.js';

/** Keeps what would be mailed, for assertions. */
export class RecordingMailer implements Mailer {
  readonly sent: Mail[] = [];

  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }

  async sendAll(mails: readonly Mail[]): Promise<void> {
    this.sent.push(...mails);
  }
}

/** Keeps recorded events, and whether each was recorded inside a unit of work. */
export class RecordingEventRecorder implements EventRecorder {
  readonly events: (DomainEvent & { inUnitOfWork: boolean })[] = [];

  constructor(private readonly uow: InMemoryUnitOfWork) {}

  async record(event: DomainEvent): Promise<void> {
    this.events.push({ ...event, inUnitOfWork: this.uow.depth > 0 });
  }
}

/** Keeps what was scheduled, and whether each was asked for inside a unit of work. */
export class RecordingScheduler implements Scheduler {
  readonly scheduled: { name: ScheduledWorkName; data: ScheduledWork[ScheduledWorkName]; at: Date; inUnitOfWork: boolean }[] = [];

  constructor(private readonly uow: InMemoryUnitOfWork) {}

  async schedule<K extends ScheduledWorkName>(name: K, data: ScheduledWork[K], at: Date): Promise<void> {
    this.scheduled.push({ name, data, at, inUnitOfWork: this.uow.depth > 0 });
  }
}

/** The port's fixed windows, counted in memory. */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowSeconds: number) {
    const windowMs = windowSeconds * 1000;
    const now = this.clock.now().getTime();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const slot = `${key}@${windowStart}`;
    const hits = (this.hits.get(slot) ?? 0) + 1;
    this.hits.set(slot, hits);
    return { allowed: hits <= limit, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) };
  }
}

/** Runs the work at once; counts nesting so tests can see what ran inside one. */
export class InMemoryUnitOfWork implements UnitOfWork {
  depth = 0;
  runs = 0;

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.depth++;
    this.runs++;
    try {
      return await work();
    } finally {
      this.depth--;
    }
  }
}

/** A port a test did not provide: using it fails loudly, naming it. */
function missing<K extends keyof Ports>(name: K): Ports[K] {
  return new Proxy({} as Ports[K] & object, {
    get: (_target, property) => {
      throw new Error(`test did not provide the ${String(name)} port (used: ${String(property)})`);
    },
  });
}

const PORT_NAMES: (keyof Ports)[] = [
  'venues', 'vendors', 'bookings', 'guests', 'inquiries', 'accounts', 'sessions', 'passwordResets', 'emailVerifications', 'venueViews',
  'weddings', 'weddingMembers', 'timelineTasks', 'timelineShares', 'budget', 'activities', 'comments', 'seating', 'notificationTemplates', 'notificationSettings', 'moodboards', 'moodboardShares', 'moodboardImages', 'moodboardImageProcessor',
  'venuePhotos', 'photoStorage', 'photoProcessor',
  'payments', 'bookingPayments', 'calendarFeeds', 'mailer', 'events', 'uow', 'rateLimiter', 'failureCounter', 'scheduler', 'invitationTokens', 'secretTokens', 'hasher', 'clock', 'ids',
];

/**
 * A full Ports object for domain tests: a unit of work, event recorder, mailer and scheduler that
 * record, plus whatever the test passes; any other port throws when used.
 */
export function inMemoryPorts(given: Partial<Ports> = {}) {
  const uow = new InMemoryUnitOfWork();
  const events = new RecordingEventRecorder(uow);
  const mailer = new RecordingMailer();
  const scheduler = new RecordingScheduler(uow);
  const ports = Object.fromEntries(PORT_NAMES.map((name) => [name, missing(name)])) as unknown as Ports;
  Object.assign(ports, { uow, events, mailer, scheduler, accounts: { findById: async () => null }, weddingMembers: new InMemoryWeddingMemberRepository() }, given);
  return { ports, uow, events, mailer, scheduler };
}
