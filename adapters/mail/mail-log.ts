import type { EntityManager } from '@mikro-orm/core';
import { scopedEm } from '../persistence/scoped-entity-manager.js';

export type MailStatus = 'queued' | 'sent' | 'failed';

export interface StoredMail {
  id: number;
  recipient: string;
  template: string;
  status: MailStatus;
  /** Filled once the mail is rendered and sent. */
  subject: string | null;
  body: string | null;
  transport: 'outbox' | 'smtp' | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Every mail is kept: queued, sent (over SMTP, or into the outbox without SMTP_URL) or failed. */
export async function readMail(em: EntityManager, filter: { to?: string; status?: MailStatus; limit: number }): Promise<StoredMail[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.to) {
    where.push('lower(recipient) = lower(?)');
    params.push(filter.to);
  }
  if (filter.status) {
    where.push('status = ?');
    params.push(filter.status);
  }
  const rows: Record<string, unknown>[] = await scopedEm(em).execute(
    `select id, recipient, template, status, subject, body, transport, attempts, last_error, created_at, sent_at from mail_message
     ${where.length ? `where ${where.join(' and ')}` : ''} order by id desc limit ?`,
    [...params, filter.limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    recipient: String(r.recipient),
    template: String(r.template),
    status: r.status as MailStatus,
    subject: (r.subject as string | null) ?? null,
    body: (r.body as string | null) ?? null,
    transport: (r.transport as StoredMail['transport']) ?? null,
    attempts: Number(r.attempts),
    lastError: (r.last_error as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    sentAt: r.sent_at ? new Date(r.sent_at as string) : null,
  }));
}
