import type { EntityManager } from '@mikro-orm/core';
import type { Mailer } from '../../domain/shared/mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export const DEFAULT_MAIL_FROM = 'Hill Country Weddings <hello@hillcountryweddings.example>';

export function mailerFromEnv(em: EntityManager, env: NodeJS.ProcessEnv = process.env): Mailer {
  const url = env.SMTP_URL?.trim();
  return url ? new SmtpMailer(url, env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM, em) : new OutboxMailer(em);
}
