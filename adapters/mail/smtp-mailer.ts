import type { EntityManager } from '@mikro-orm/core';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '../../domain/shared/mailer.js';
import { storeMail } from './mail-log.js';

/** Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587) and keeps a copy of what was sent. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly em: EntityManager,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    await storeMail(this.em, message, 'smtp');
  }
}
