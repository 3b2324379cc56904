import { Migration } from '@mikro-orm/migrations';

// Couples' verified reviews (one per booking), the owner's one public answer, and reports that
// operators read. venue.rating and venue.review_count stay: search, cards and analytics read them;
// every review write recomputes them from the visible reviews in its own transaction.
export class Migration20261126Reviews extends Migration {
  override up(): void {
    this.addSql(`
      create table review (
        id uuid primary key,
        venue_id uuid not null references venue (id) on delete cascade,
        booking_id uuid not null references booking (id) on delete cascade,
        author_id uuid null references account (id) on delete set null,
        author_name text not null check (length(author_name) between 1 and 120),
        wedding_date date not null,
        stars smallint not null check (stars between 1 and 5),
        title text not null check (length(title) between 1 and 120),
        body text not null check (length(body) between 1 and 4000),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        reply_text text null check (length(reply_text) between 1 and 2000),
        replied_at timestamptz null,
        hidden_at timestamptz null,
        hidden_reason text null check (length(hidden_reason) <= 1000),
        constraint review_booking_unique unique (booking_id),
        constraint review_reply_whole check ((reply_text is null) = (replied_at is null))
      )`);
    // The venue page: visible reviews, newest first, a page at a time.
    this.addSql(`create index review_venue_created_idx on review (venue_id, created_at desc, id desc) where hidden_at is null`);
    // One review per couple and venue (demo reviews have no author account).
    this.addSql(`create unique index review_venue_author_unique on review (venue_id, author_id) where author_id is not null`);
    this.addSql(`
      create table review_report (
        id bigint generated always as identity primary key,
        review_id uuid not null references review (id) on delete cascade,
        reason text not null check (reason in ('fake','offensive','personal-information','not-about-this-venue','other')),
        details text null check (length(details) <= 1000),
        reporter text not null check (length(reporter) <= 200),
        created_at timestamptz not null,
        constraint review_report_once unique (review_id, reporter)
      )`);
  }
}
