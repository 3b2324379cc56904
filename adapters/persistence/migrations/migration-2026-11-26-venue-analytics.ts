import { Migration } from '@mikro-orm/migrations';

export class Migration20261126VenueAnalytics extends Migration {
  override up(): void {
    // Who was counted in venue_view: one row per venue, day and visitor, so a visitor counts once a
    // day. Visitors are keyed hashes under the day's secret (below), never an address; the address
    // alone, hashed the same way, caps how many anonymous visitors one address can add.
    this.addSql(`
      create table venue_view_visitor (
        venue_id uuid not null references venue (id) on delete cascade,
        day date not null,
        visitor_key text not null,
        address_key text null,
        primary key (venue_id, day, visitor_key)
      )`);
    this.addSql(`create index venue_view_visitor_address_idx on venue_view_visitor (venue_id, day, address_key) where address_key is not null`);
    this.addSql(`create index venue_view_visitor_day_idx on venue_view_visitor (day)`);
    // The visitor hashes' secret, a new one each day, shared by every app process through the
    // database and deleted with the day's visitor rows once the day is over.
    this.addSql(`
      create table visitor_key_secret (
        day date primary key,
        secret text not null
      )`);

    // The rating trend: each venue's rating and review count as they stood at the start of each month.
    this.addSql(`
      create table venue_rating_snapshot (
        venue_id uuid not null references venue (id) on delete cascade,
        month text not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        rating numeric(2,1) not null check (rating between 0 and 5),
        review_count integer not null check (review_count >= 0),
        taken_at timestamptz not null,
        primary key (venue_id, month)
      )`);
    // Which month's snapshot job has been booked, so restarts and several processes book it once.
    this.addSql(`
      create table rating_snapshot_run (
        month text primary key,
        claimed_at timestamptz not null
      )`);

    // One read-only analytics link per venue; only the token's hash is kept.
    this.addSql(`
      create table venue_analytics_share (
        venue_id uuid primary key references venue (id) on delete cascade,
        token_hash text not null unique,
        created_at timestamptz not null
      )`);

    // Analytics reads: a booking's later cancellation by its id, and a town's published venues.
    this.addSql(`create index domain_event_booking_idx on domain_event ((payload ->> 'bookingId'), type) where venue_id is not null`);
    this.addSql(`create index venue_published_city_idx on venue (lower(city)) where status = 'published'`);
  }
}
