import { Migration } from '@mikro-orm/migrations';

export class Migration20261121Bookings extends Migration {
  override up(): void {
    this.addSql(`
      create table booking (
        id uuid primary key,
        venue_id uuid not null references venue (id) on delete restrict,
        customer_name text not null check (length(customer_name) between 1 and 100),
        customer_email text not null check (length(customer_email) between 3 and 254),
        customer_phone text not null check (length(customer_phone) between 1 and 30),
        event_date date not null,
        guest_count integer not null check (guest_count > 0),
        package_id uuid null references venue_package (id) on delete set null,
        total_cents integer not null check (total_cents >= 0),
        deposit_cents integer not null check (deposit_cents >= 0 and deposit_cents <= total_cents),
        special_requests text null check (length(special_requests) <= 2000),
        deposit_paid boolean not null default false,
        final_payment_paid boolean not null default false,
        status text not null default 'pending' check (status in ('pending','confirmed','cancelled','completed')),
        created_at timestamptz not null,
        access_key_hash text null,
        customer_id uuid null
      )`);
    // The guarantee against double booking: one booking that is not cancelled per venue date.
    this.addSql(`create unique index booking_one_per_venue_date on booking (venue_id, event_date) where status <> 'cancelled'`);
    this.addSql(`create index booking_venue_status_idx on booking (venue_id, status, event_date)`);
    this.addSql(`create index booking_status_created_idx on booking (status, created_at desc)`);

    // What the payment port was asked for; a real provider would fill in its own reference.
    this.addSql(`
      create table payment_request (
        id bigint generated always as identity primary key,
        booking_id uuid not null references booking (id) on delete cascade,
        amount_cents integer not null check (amount_cents >= 0),
        status text not null check (status in ('awaiting_deposit','paid')),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index payment_request_booking_idx on payment_request (booking_id)`);

    // Mail that was sent, or that waits in the local outbox when no SMTP server is configured.
    this.addSql(`
      create table mail_message (
        id bigint generated always as identity primary key,
        recipient text not null,
        subject text not null,
        body text not null,
        topic text not null,
        transport text not null check (transport in ('outbox','smtp')),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index mail_message_created_idx on mail_message (created_at desc)`);

    this.addSql(`
      create table guest (
        id uuid primary key,
        booking_id uuid not null references booking (id) on delete cascade,
        name text not null check (length(name) between 1 and 120),
        email text null check (length(email) <= 254),
        phone text null check (length(phone) <= 30),
        dietary_restrictions text null check (length(dietary_restrictions) <= 300),
        plus_one boolean not null default false,
        table_assignment text null check (length(table_assignment) <= 60),
        special_requests text null check (length(special_requests) <= 500),
        rsvp_status text not null default 'pending' check (rsvp_status in ('pending','confirmed','declined')),
        rsvp_token_hash text null unique,
        invited_at timestamptz null,
        responded_at timestamptz null,
        created_at timestamptz not null
      )`);
    this.addSql(`create index guest_booking_idx on guest (booking_id, created_at)`);
  }
}
