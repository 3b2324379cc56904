import type { EntityManager } from '@mikro-orm/core';
import type { CalendarMonth, EmailKind, EmailSendGroup } from '../../domain/venue-notifications/email-analytics.js';
import type { EmailAnalyticsRepository } from '../../domain/venue-notifications/email-analytics-repository.js';
import { scopedEm } from '../persistence/scoped-entity-manager.js';
import { isUuid } from '../persistence/repositories/row-values.js';
import { MAIL_SEND_ATTEMPTS } from './queued-mailer.js';

interface GroupRow {
  template_id: string | null;
  kind: EmailKind;
  month: string;
  sent: string | number;
  delivered: string | number;
  failed: string | number;
  tracked: string | number;
  opened: string | number;
}

/**
 * Counts a venue's kept notification mails in one statement, grouped by template and month (the
 * venue_id, created_at index finds them). Delivered is sent (over SMTP, or into the outbox);
 * failed is failed with every attempt used; the rest is still on its way. Tracked and opened
 * count delivered mails that carried the pixel.
 */
export class PostgresEmailAnalyticsRepository implements EmailAnalyticsRepository {
  constructor(private readonly em: EntityManager) {}

  async sendsByTemplateAndMonth(venueId: string, firstMonth: CalendarMonth, timeZone: string): Promise<EmailSendGroup[]> {
    if (!isUuid(venueId)) return [];
    const rows: GroupRow[] = await scopedEm(this.em).execute(
      `select notification_template_id as template_id, notification_kind as kind, m.month,
              count(*) as sent,
              count(*) filter (where status = 'sent') as delivered,
              count(*) filter (where status = 'failed' and attempts >= ?) as failed,
              count(*) filter (where status = 'sent' and open_token_hash is not null) as tracked,
              count(*) filter (where status = 'sent' and open_token_hash is not null and opened_at is not null) as opened
       from mail_message
       cross join lateral (select to_char(created_at at time zone ?, 'YYYY-MM') as month) m
       where venue_id = ? and notification_kind <> 'test'
         -- a day early, so the index bounds the scan whatever the zone; the month decides
         and created_at >= (?::date - interval '1 day')
         and m.month >= ?
       group by notification_template_id, notification_kind, m.month`,
      [MAIL_SEND_ATTEMPTS, timeZone, venueId, `${firstMonth}-01`, firstMonth],
    );
    return rows.map((r) => {
      const sent = Number(r.sent);
      const delivered = Number(r.delivered);
      const failed = Number(r.failed);
      return {
        templateId: r.template_id,
        kind: r.kind,
        month: r.month,
        sent,
        delivered,
        failed,
        pending: sent - delivered - failed,
        tracked: Number(r.tracked),
        opened: Number(r.opened),
      };
    });
  }

  async markOpened(openTokenHash: string, at: Date): Promise<void> {
    await scopedEm(this.em).execute(`update mail_message set opened_at = ? where open_token_hash = ? and opened_at is null`, [at, openTokenHash]);
  }
}
