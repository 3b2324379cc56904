import { Migration } from '@mikro-orm/migrations';

export class Migration20261123Backbone extends Migration {
  override up(): void {
    // The outbox of domain events: written in the transaction of the change that caused them,
    // kept for the owner's analytics. Handlers run from pg-boss jobs queued in that same transaction.
    this.addSql(`
      create table domain_event (
        id uuid primary key,
        type text not null,
        venue_id uuid null,
        occurred_at timestamptz not null,
        payload jsonb not null
      )`);
    this.addSql(`create index domain_event_venue_idx on domain_event (venue_id, type, occurred_at)`);
    this.addSql(`create index domain_event_time_idx on domain_event (occurred_at)`);

    // Mail is queued with the change (template and facts), rendered and sent by a job, and kept:
    // operators see what was sent, what waits and what failed.
    this.addSql(`alter table mail_message rename column topic to template`);
    this.addSql(`alter table mail_message alter column subject drop not null, alter column body drop not null`);
    this.addSql(`alter table mail_message drop constraint if exists mail_message_transport_check`);
    this.addSql(`alter table mail_message alter column transport drop not null`);
    this.addSql(`
      alter table mail_message
        add column data jsonb null,
        add column html text null,
        add column status text not null default 'sent' check (status in ('queued','sent','failed')),
        add column attempts integer not null default 0,
        add column last_error text null,
        add column sent_at timestamptz null,
        add column dedupe_key text null,
        add constraint mail_message_transport_check check (transport in ('outbox','smtp'))`);
    this.addSql(`alter table mail_message alter column status set default 'queued'`);
    this.addSql(`create unique index mail_message_dedupe_idx on mail_message (dedupe_key)`);
    this.addSql(`create index mail_message_status_idx on mail_message (status, created_at desc)`);
  }
}
