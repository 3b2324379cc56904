import type { EntityManager } from '@mikro-orm/core';
import type { SecretTokens } from '../../domain/accounts/account-ports.js';
import type { Mail } from '../../domain/notifications/mail-catalogue.js';
import type { Clock } from '../../domain/shared/clock.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';
import { RandomSecretTokens } from '../security/random-secret-tokens.js';
import type { MailTransport } from './mail-transport.js';
import { openPixelUrl } from './templates/mail-template.js';
import { renderMail } from './templates/render-mail.js';

/** Stands for the open-tracking token in the HTML kept on the row: only the token's hash is stored. */
export const OPEN_TOKEN_PLACEHOLDER = '[open-token]';

interface QueuedRow {
  recipient: string;
  template: Mail['template'];
  data: Mail['data'] | string;
  status: string;
  track_opens: boolean;
}

/**
 * The mail.send job: renders one queued mail from its template and sends it. A mail already
 * sent is not sent again; a failure is written on the row (failed, with the error) and
 * thrown, so the queue retries it with backoff. A venue's mail whose owner tracks opens gets a
 * pixel with a fresh random token per attempt; the row keeps the hash of the one that went out.
 */
export class MailDelivery {
  constructor(
    private readonly em: EntityManager,
    private readonly transport: MailTransport | null,
    private readonly publicUrl: string,
    private readonly clock: Clock,
    private readonly tokens: SecretTokens = new RandomSecretTokens(),
  ) {}

  async deliver(mailId: number): Promise<void> {
    const em = scopedEm(this.em);
    const rows: QueuedRow[] = await em.execute(`select recipient, template, data, status, track_opens from mail_message where id = ?`, [mailId]);
    const row = rows[0];
    if (!row || row.status === 'sent') return;
    const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
    try {
      const open = row.track_opens ? this.tokens.create() : null;
      const rendered = await renderMail({ to: row.recipient, template: row.template, data } as Mail, this.publicUrl, {
        openPixel: open ? openPixelUrl(this.publicUrl, open.token) : undefined,
      });
      await this.transport?.deliver({ to: row.recipient, ...rendered });
      const keptHtml = open ? rendered.html.split(open.token).join(OPEN_TOKEN_PLACEHOLDER) : rendered.html;
      await em.execute(
        `update mail_message set status = 'sent', subject = ?, html = ?, body = ?, transport = ?, sent_at = ?, attempts = attempts + 1, last_error = null, open_token_hash = ?
         where id = ?`,
        [rendered.subject, keptHtml, rendered.text, this.transport?.name ?? 'outbox', this.clock.now(), open?.hash ?? null, mailId],
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await em.execute(`update mail_message set status = 'failed', attempts = attempts + 1, last_error = ? where id = ?`, [message.slice(0, 500), mailId]);
      throw error;
    }
  }
}
