import { Migration } from '@mikro-orm/migrations';

// What operators decide from `hcw`: disabled accounts, reject and unpublish decisions with their
// reasons, and payments an operator (who has no account) marks as received.
export class Migration20261126Operator extends Migration {
  override up(): void {
    this.addSql(`
      create table account_disabled (
        account_id uuid primary key references account (id) on delete cascade,
        disabled_at timestamptz not null
      )`);
    this.addSql(`
      create table venue_moderation (
        id bigint generated always as identity primary key,
        venue_id uuid not null references venue (id) on delete cascade,
        decision text not null check (decision in ('rejected','unpublished')),
        reason text null check (length(reason) <= 1000),
        decided_at timestamptz not null
      )`);
    this.addSql(`create index venue_moderation_venue_idx on venue_moderation (venue_id, decided_at desc, id desc)`);
    // null: recorded by an operator (`hcw bookings mark-paid`), not by an owner's account.
    this.addSql(`alter table booking_payment alter column recorded_by drop not null`);
  }
}
