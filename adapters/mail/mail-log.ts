import type { EntityManager } from '@mikro-orm/core';
import type { MailMessage } from '../../domain/shared/mailer.js';

export type MailTransportName = 'outbox' | 'smtp';

export interface StoredMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  topic: string;
  transport: MailTransportName;
  createdAt: Date;
}

/** Every mail the app sends is kept: the outbox when there is no SMTP server, a log when there is. */
export async function storeMail(em: EntityManager, message: MailMessage, transport: MailTransportName): Promise<void> {
  await em
    .fork()
    .getConnection()
    .execute(`insert into mail_message (recipient, subject, body, topic, transport) values (?, ?, ?, ?, ?)`, [
      message.to,
      message.subject,
      message.text,
      message.topic,
      transport,
    ]);
}

export async function readMail(em: EntityManager, filter: { to?: string; limit: number }): Promise<StoredMail[]> {
  const rows: Record<string, unknown>[] = await em
    .fork()
    .getConnection()
    .execute(
      `select id, recipient, subject, body, topic, transport, created_at from mail_message
       ${filter.to ? 'where lower(recipient) = lower(?)' : ''} order by id desc limit ?`,
      filter.to ? [filter.to, filter.limit] : [filter.limit],
    );
  return rows.map((r) => ({
    id: Number(r.id),
    recipient: String(r.recipient),
    subject: String(r.subject),
    body: String(r.body),
    topic: String(r.topic),
    transport: r.transport as MailTransportName,
    createdAt: new Date(r.created_at as string),
  }));
}
