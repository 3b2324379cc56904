import type { EntityManager } from '@mikro-orm/core';
import type { Mail } from '../../domain/notifications/mail-catalogue.js';
import type { Clock } from '../../domain/shared/clock.js';
import type { Mailer } from '../../domain/shared/mailer.js';
import type { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { PgBossJobQueue } from '../jobs/pg-boss-job-queue.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';

export const SEND_MAIL_QUEUE = 'mail.send';

/** A mail is tried this often (the first time, then 5 retries with backoff) before it counts as failed for good. */
export const MAIL_SEND_RETRY_LIMIT = 5;
export const MAIL_SEND_ATTEMPTS = MAIL_SEND_RETRY_LIMIT + 1;

export interface SendMailJob {
  mailId: number;
}

/**
 * Keeps each mail as a queued row (template and facts, not yet rendered, and for a venue's own
 * mail which venue and template it is) and queues the job that sends it, both in the caller's
 * transaction. A mail whose key was already kept is skipped. Kept at the app's clock, so the
 * owner's monthly figures follow it.
 */
export class QueuedMailer implements Mailer {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly jobs: Pick<PgBossJobQueue, 'enqueueMany'>,
    private readonly clock: Clock,
  ) {}

  send(mail: Mail): Promise<void> {
    return this.sendAll([mail]);
  }

  async sendAll(mails: readonly Mail[]): Promise<void> {
    if (mails.length === 0) return;
    const createdAt = this.clock.now().toISOString();
    const rows = mails.map((m) => ({
      recipient: m.to,
      template: m.template,
      data: m.data,
      dedupe_key: m.key ?? null,
      venue_id: m.attribution?.venueId ?? null,
      notification_template_id: m.attribution?.notificationTemplateId ?? null,
      notification_kind: m.attribution?.kind ?? null,
      track_opens: m.attribution?.trackOpens ?? false,
      created_at: createdAt,
    }));
    await this.uow.run(async () => {
      const inserted: { id: string | number }[] = await scopedEm(this.em).execute(
        `insert into mail_message (recipient, template, data, dedupe_key, venue_id, notification_template_id, notification_kind, track_opens, created_at, status)
         select r.recipient, r.template, r.data, r.dedupe_key, r.venue_id, r.notification_template_id, r.notification_kind, r.track_opens, r.created_at, 'queued'
         from jsonb_to_recordset(?::jsonb)
           as r(recipient text, template text, data jsonb, dedupe_key text, venue_id uuid, notification_template_id uuid, notification_kind text, track_opens boolean, created_at timestamptz)
         on conflict (dedupe_key) do nothing
         returning id`,
        [JSON.stringify(rows)],
      );
      await this.jobs.enqueueMany<SendMailJob>(
        SEND_MAIL_QUEUE,
        inserted.map((row) => ({ mailId: Number(row.id) })),
      );
    });
  }
}
