import { readMail, type StoredMail } from '../../adapters/mail/mail-log.js';
import type { TestApp } from './test-app.js';

/**
 * Works the queued jobs (event handlers, then mail delivery), then reads what went out,
 * newest first; optionally only to one address or of one template.
 */
export async function sentMail(t: TestApp, filter: { to?: string; template?: string } = {}): Promise<StoredMail[]> {
  await t.drainJobs();
  const mail = await readMail(t.orm.em, { to: filter.to, limit: 1000 });
  return mail.filter((m) => !filter.template || m.template === filter.template);
}
