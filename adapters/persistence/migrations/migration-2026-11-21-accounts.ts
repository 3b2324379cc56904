import { Migration } from '@mikro-orm/migrations';

export class Migration20261121Accounts extends Migration {
  override up(): void {
    this.addSql(`
      create table account (
        id uuid primary key,
        email text not null check (length(email) between 3 and 254),
        password_hash text not null,
        account_type text not null check (account_type in ('customer','venue','vendor')),
        first_name text not null check (length(first_name) between 1 and 60),
        last_name text not null check (length(last_name) between 1 and 60),
        phone text null check (length(phone) <= 30),
        details jsonb not null default '{}',
        created_at timestamptz not null
      )`);
    this.addSql(`create unique index account_email_idx on account (lower(email))`);

    // Sessions live in the database so any app instance can serve any request.
    this.addSql(`
      create table session (
        token_hash text primary key,
        account_id uuid not null references account (id) on delete cascade,
        created_at timestamptz not null,
        expires_at timestamptz not null
      )`);
    this.addSql(`create index session_account_idx on session (account_id)`);
    this.addSql(`create index session_expires_idx on session (expires_at)`);

    this.addSql(`
      create table password_reset (
        token_hash text primary key,
        account_id uuid not null references account (id) on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz null
      )`);

    this.addSql(`alter table venue add constraint venue_owner_fk foreign key (owner_id) references account (id) on delete set null`);
    this.addSql(`create index venue_owner_idx on venue (owner_id) where owner_id is not null`);
    this.addSql(`alter table booking add constraint booking_customer_fk foreign key (customer_id) references account (id) on delete set null`);
  }
}
