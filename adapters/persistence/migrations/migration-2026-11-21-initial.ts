import { Migration } from '@mikro-orm/migrations';

export class Migration20261121Initial extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm`);
    this.addSql(`
      create table venue (
        id uuid primary key,
        name text not null check (length(name) between 1 and 200),
        location text not null,
        city text not null,
        description text not null,
        images text[] not null default '{}',
        amenities text[] not null default '{}',
        venue_type text not null check (venue_type in ('garden','ballroom','barn','beach','historic','outdoor')),
        max_guests integer not null check (max_guests > 0),
        capacity integer not null check (capacity > 0),
        price_cents integer not null check (price_cents >= 0),
        rating numeric(2,1) not null default 0 check (rating between 0 and 5),
        review_count integer not null default 0 check (review_count >= 0),
        featured boolean not null default false,
        status text not null default 'review' check (status in ('published','review')),
        styles text[] not null default '{}',
        atmospheres text[] not null default '{}',
        best_seasons text[] not null default '{}',
        owner_id uuid null,
        created_at timestamptz not null default now()
      )`);
    // Search: price range and capacity on published venues, amenity containment, and
    // case-insensitive "contains" on city or location (trigram indexes serve ILIKE '%x%').
    this.addSql(`create index venue_published_price_idx on venue (price_cents, max_guests) where status = 'published'`);
    this.addSql(`create index venue_published_rating_idx on venue (rating desc, review_count desc) where status = 'published'`);
    this.addSql(`create index venue_featured_idx on venue (featured, rating desc) where status = 'published'`);
    this.addSql(`create index venue_amenities_idx on venue using gin (amenities)`);
    this.addSql(`create index venue_city_trgm_idx on venue using gin (city gin_trgm_ops)`);
    this.addSql(`create index venue_location_trgm_idx on venue using gin (location gin_trgm_ops)`);
    this.addSql(`create index venue_status_idx on venue (status, created_at)`);

    this.addSql(`
      create table venue_package (
        id uuid primary key,
        venue_id uuid not null references venue (id) on delete cascade,
        name text not null,
        description text not null,
        base_price_cents integer not null check (base_price_cents >= 0),
        max_guests integer not null check (max_guests > 0),
        included_services text[] not null default '{}',
        is_popular boolean not null default false
      )`);
    this.addSql(`create index venue_package_venue_idx on venue_package (venue_id)`);

    this.addSql(`
      create table venue_blocked_date (
        venue_id uuid not null references venue (id) on delete cascade,
        date date not null,
        primary key (venue_id, date)
      )`);

    this.addSql(`
      create table vendor (
        id uuid primary key,
        name text not null,
        category text not null check (category in ('photographer','caterer','florist','band','baker')),
        rating numeric(2,1) not null default 0 check (rating between 0 and 5),
        review_count integer not null default 0,
        portfolio text[] not null default '{}',
        description text not null,
        service_area text[] not null default '{}',
        specialties text[] not null default '{}',
        starting_price_cents integer not null check (starting_price_cents >= 0)
      )`);
    this.addSql(`create index vendor_category_idx on vendor (category)`);
    this.addSql(`create index vendor_service_area_idx on vendor using gin (service_area)`);
  }
}
