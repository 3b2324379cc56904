import { Migration } from '@mikro-orm/migrations';

export class Migration20261125NotificationTemplates extends Migration {
  override up(): void {
    // A venue's notification templates; the bounds are TEMPLATE_LIMITS (domain/venue-notifications).
    this.addSql(`
      create table notification_template (
        id uuid primary key,
        venue_id uuid not null references venue (id) on delete cascade,
        name text not null check (length(name) between 1 and 100),
        type text not null check (type in ('booking_confirmation', 'payment_reminder', 'event_reminder', 'custom')),
        subject text not null check (length(subject) between 1 and 200),
        content text not null check (length(content) between 1 and 5000),
        is_active boolean not null,
        send_timing text not null check (send_timing in ('immediate', 'schedule')),
        schedule_days integer check (schedule_days between 0 and 365),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check ((send_timing = 'schedule') = (schedule_days is not null))
      )`);
    this.addSql(`create index notification_template_venue_idx on notification_template (venue_id, created_at)`);
    // One row per venue once its owner changes a setting; the toggles as a JSON object, merged
    // over the defaults when read, so a toggle added later needs no migration.
    this.addSql(`
      create table notification_settings (
        venue_id uuid primary key references venue (id) on delete cascade,
        settings jsonb not null,
        updated_at timestamptz not null
      )`);
  }
}
