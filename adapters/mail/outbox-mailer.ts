import type { EntityManager } from '@mikro-orm/core';
import type { Mailer, MailMessage } from '../../domain/shared/mailer.js';
import { storeMail } from './mail-log.js';

/** With no SMTP_URL, mail goes to a stored outbox that operators read with `hcw mail outbox`. */
export class OutboxMailer implements Mailer {
  constructor(private readonly em: EntityManager) {}

  async send(message: MailMessage): Promise<void> {
    await storeMail(this.em, message, 'outbox');
  }
}
