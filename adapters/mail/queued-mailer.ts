import type { EntityManager } from '@mikro-orm/core';
import type { Mail } from '../../domain/notifications/mail-catalogue.js';
import type { Mailer } from '../../domain/shared/mailer.js';
import type { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import type { PgBossJobQueue } from '../jobs/pg-boss-job-queue.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';

export const SEND_MAIL_QUEUE = 'mail.send';

export interface SendMailJob {
  mailId: number;
}

/**
 * Keeps each mail as a queued row (template and facts, not yet rendered) and queues the job
 * that sends it, both in the caller's transaction. A mail whose key was already kept is skipped.
 */
export class QueuedMailer implements Mailer {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly jobs: Pick<PgBossJobQueue, 'enqueueMany'>,
  ) {}

  send(mail: Mail): Promise<void> {
    return this.sendAll([mail]);
  }

  async sendAll(mails: readonly Mail[]): Promise<void> {
    if (mails.length === 0) return;
    const rows = mails.map((m) => ({ recipient: m.to, template: m.template, data: m.data, dedupe_key: m.key ?? null }));
    await this.uow.run(async () => {
      const inserted: { id: string | number }[] = await scopedEm(this.em).execute(
        `insert into mail_message (recipient, template, data, dedupe_key, status)
         select r.recipient, r.template, r.data, r.dedupe_key, 'queued'
         from jsonb_to_recordset(?::jsonb) as r(recipient text, template text, data jsonb, dedupe_key text)
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
