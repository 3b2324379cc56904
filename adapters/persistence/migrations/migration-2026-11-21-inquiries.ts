import { Migration } from '@mikro-orm/migrations';

export class Migration20261121Inquiries extends Migration {
  override up(): void {
    this.addSql(`
      create table inquiry (
        id uuid primary key,
        venue_id uuid not null references venue (id) on delete cascade,
        couple_name text not null check (length(couple_name) between 1 and 100),
        email text not null check (length(email) between 3 and 254),
        phone text null check (length(phone) <= 30),
        wedding_date date null,
        guest_count integer null check (guest_count between 1 and 5000),
        message text null check (length(message) <= 2000),
        status text not null default 'pending' check (status in ('pending','replied','closed')),
        created_at timestamptz not null,
        replied_at timestamptz null
      )`);
    // An owner's list (newest first) and a venue's reply figures both read by venue and time.
    this.addSql(`create index inquiry_venue_created_idx on inquiry (venue_id, created_at desc)`);

    // Fixed-window counters for rate limits, in the database so every app instance shares them.
    this.addSql(`
      create table rate_limit_window (
        key text not null,
        window_start timestamptz not null,
        hits integer not null,
        primary key (key, window_start)
      )`);
    this.addSql(`create index rate_limit_window_start_idx on rate_limit_window (window_start)`);

    // One index per sort order, so the first page of a broad search reads a few rows in order.
    this.addSql(`create index venue_recommended_idx on venue (featured desc, rating desc, review_count desc, name, id) where status = 'published'`);
    this.addSql(`create index venue_price_order_idx on venue (price_cents, name, id) where status = 'published'`);
    this.addSql(`drop index venue_published_rating_idx`);
    this.addSql(`create index venue_rating_order_idx on venue (rating desc, review_count desc, name, id) where status = 'published'`);
  }
}
