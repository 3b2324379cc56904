import { Migration } from '@mikro-orm/migrations';

export class Migration20261126EmailAnalytics extends Migration {
  override up(): void {
    // Which venue notification a mail is (domain/venue-notifications/email-analytics.ts), whether
    // it carries the open-tracking pixel, the SHA-256 of that pixel's token (never the token) and
    // when it was first opened. Mail that is not a venue's own has none of them.
    this.addSql(`
      alter table mail_message
        add column venue_id uuid null references venue (id) on delete set null,
        add column notification_template_id uuid null references notification_template (id) on delete set null,
        add column notification_kind text null
          check (notification_kind in ('booking_confirmation', 'payment_reminder', 'event_reminder', 'custom', 'auto_response', 'test')),
        add column track_opens boolean not null default false,
        add column open_token_hash text null,
        add column opened_at timestamptz null`);
    this.addSql(`create index mail_message_venue_idx on mail_message (venue_id, created_at) where venue_id is not null`);
    this.addSql(`create unique index mail_message_open_token_idx on mail_message (open_token_hash) where open_token_hash is not null`);
  }
}
