import type { EntityManager } from '@mikro-orm/core';
import type { Mail } from '../../domain/notifications/mail-catalogue.js';
import type { Clock } from '../../domain/shared/clock.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';
import type { MailTransport } from './mail-transport.js';
import { renderMail } from './templates/render-mail.js';

/**
 * The mail.send job: renders one queued mail from its template and sends it. A mail already
 * sent is not sent again; a failure is written on the row (failed, with the error) and
 * thrown, so the queue retries it with backoff.
 */
export class MailDelivery {
  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport | null,
    private readonly publicUrl: string,
    private readonly clock: Clock,
  ) {}

  async deliver(mailId: number): Promise<void> {
    const em = scopedEm(this.em);
    const rows: { recipient: string; template: Mail['template']; data: Mail['data'] | string; status: string }[] = await em.execute(
      `select recipient, template, data, status from mail_message where id = ?`,
      [mailId],
    );
    const row = rows[0];
    if (!row || row.status === 'sent') return;
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    try {
      const rendered = await renderMail({ to: row.recipient, template: row.template, data } as Mail, this.publicUrl);
      await this.transport?.deliver({ to: row.recipient, ...rendered });
      await em.execute(
        `update mail_message set status = 'sent', subject = ?, html = ?, body = ?, transport = ?, sent_at = ?, attempts = attempts + 1, last_error = null
         where id = ?`,
        [rendered.subject, rendered.html, rendered.text, this.transport?.name ?? 'outbox', this.clock.now(), mailId],
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await em.execute(`update mail_message set status = 'failed', attempts = attempts + 1, last_error = ? where id = ?`, [message.slice(0, 500), mailId]);
      throw error;
    }
  }
}
