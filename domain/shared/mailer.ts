import type { Mail } from '../notifications/mail-catalogue.js';

/**
 * Queues a mail. It is kept with the change that caused it (inside a unit of work, in the same
 * transaction) and goes out from the job queue afterwards; a mail with a `key` is sent once.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Many at once (a guest list's invitations), in one round trip. */
  sendAll(mails: readonly Mail[]): Promise<void>;
}
